import type { Favorite } from "@contract/favorites";
import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { listFavoriteHouses } from "./house-list";
import { favorites } from "./schema";

/** One page of the user's favorites, newest first, each with its house (one join). */
export async function listFavorites(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<Favorite[]> {
  return listFavoriteHouses(db, userId, page);
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
