import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { houses } from "./schema";

/**
 * Rewrites a house's avgRating and reviewCount from its reviews. Put it in the same
 * db.batch([...]) as the review write so the two can never disagree.
 *
 * Written as an update builder, not db.run(sql`...`): drizzle 0.45's D1 batch cannot bind the
 * parameters of a raw db.run() statement ("Cannot read properties of undefined (reading 'bind')").
 */
export function recomputeHouseRating(db: Db, houseId: number) {
  return db
    .update(houses)
    .set({
      avgRating: sql`COALESCE((SELECT AVG(rating) FROM reviews WHERE house_id = ${houseId}), 0)`,
      reviewCount: sql`(SELECT COUNT(*) FROM reviews WHERE house_id = ${houseId})`,
    })
    .where(eq(houses.id, houseId));
}
