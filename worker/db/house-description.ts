/** Description edits record who edited and when (the house's lastDescriptionEdit* fields). */
import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { houses } from "./schema";

export async function updateHouseDescription(
  db: Db,
  houseId: number,
  description: string,
  editorId: string,
) {
  const now = new Date();
  const row = await db
    .update(houses)
    .set({
      description,
      lastDescriptionEditAt: now,
      lastDescriptionEditUserId: editorId,
      updatedAt: now,
    })
    .where(eq(houses.id, houseId))
    .returning({ id: houses.id, description: houses.description })
    .get();
  return row ?? null;
}
