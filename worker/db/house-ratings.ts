import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Rewrites a house's avgRating and reviewCount from its reviews. Put it in the same
 * db.batch([...]) as the review write so the two can never disagree.
 */
export function recomputeHouseRating(db: Db, houseId: number) {
  return db.run(sql`
    UPDATE houses SET
      avg_rating = COALESCE((SELECT AVG(rating) FROM reviews WHERE house_id = ${houseId}), 0),
      review_count = (SELECT COUNT(*) FROM reviews WHERE house_id = ${houseId})
    WHERE id = ${houseId}`);
}
