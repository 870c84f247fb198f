/**
 * Admin review queries: paged list with reviewer, house and the homeowner's answer, delete with
 * rating recompute.
 */
import { type AdminReview, totalPagesFor } from "@contract/admin";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { recomputeHouseRating } from "./house-ratings";
import { houses, reviews, users } from "./schema";

/** Newest first (reviews_created_idx). */
export async function listAdminReviews(db: Db, q: { page: number; limit: number }) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ review: reviews, user: users, house: houses })
      .from(reviews)
      .innerJoin(houses, eq(houses.id, reviews.houseId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(reviews),
  ]);
  const total = totalRow?.total ?? 0;
  const list: AdminReview[] = rows.map(({ review, user, house }) => ({
    id: review.id,
    rating: review.rating,
    review: review.review,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    ownerAnswer: review.ownerAnswer,
    ownerAnswerAt: review.ownerAnswerAt?.toISOString() ?? null,
    user: user
      ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email }
      : null,
    house: {
      id: house.id,
      title: house.title,
      address: house.address,
      city: house.city,
      citySlug: house.citySlug,
      streetSlug: house.streetSlug,
    },
  }));
  return { reviews: list, total, page: q.page, totalPages: totalPagesFor(total, q.limit) };
}

/**
 * Deletes the review and rewrites its house's avgRating/reviewCount in the same batch. Answers
 * the reviewed house's id, or null when there was no such review.
 */
export async function deleteReviewAsAdmin(db: Db, id: number): Promise<number | null> {
  const row = await db.query.reviews.findFirst({ where: eq(reviews.id, id) });
  if (!row) return null;
  await db.batch([
    db.delete(reviews).where(eq(reviews.id, id)),
    recomputeHouseRating(db, row.houseId),
  ]);
  return row.houseId;
}
