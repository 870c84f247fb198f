import type { Favorite } from "@contract/favorites";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { listHousesByIds } from "./house-list";
import { favorites } from "./schema";

/** The user's favorites, newest first, each with its house (favorites_user_house_idx). */
export async function listFavorites(db: Db, userId: string): Promise<Favorite[]> {
  const rows = await db
    .select()
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  const byId = await listHousesByIds(
    db,
    rows.map((r) => r.houseId),
  );
  return rows.flatMap((r) => {
    const house = byId.get(r.houseId);
    return house
      ? [{ id: r.id, houseId: r.houseId, createdAt: r.createdAt.toISOString(), house }]
      : [];
  });
}

export async function isFavorite(db: Db, userId: string, houseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.houseId, houseId)))
    .limit(1);
  return rows.length > 0;
}

/** Idempotent: a second add keeps the first row. */
export async function addFavorite(db: Db, userId: string, houseId: number) {
  await db.insert(favorites).values({ userId, houseId }).onConflictDoNothing();
}

/** Idempotent: removing a favorite that is not there is fine. */
export async function removeFavorite(db: Db, userId: string, houseId: number) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.houseId, houseId)));
}
