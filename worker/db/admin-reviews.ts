/**
 * Admin review queries: paged list with reviewer, house, the homeowner's answer and an admin's
 * removal of one (decision 402), a search by house or by person (decision 392), delete with
 * rating recompute.
 */
import { type AdminReview, totalPagesFor } from "@contract/admin";
import { count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { recomputeHouseRating } from "./house-ratings";
import { houseTextMatch } from "./house-text-search";
import { idIn } from "./id-list";
import { houses, ownerAnswerRemovals, reviews, users } from "./schema";

/**
 * A review matches a search (decision 392) when its house does, as on Manage Houses (title,
 * address or city, through the trigram index: db/house-text-search.ts), or its reviewer does: the
 * text within "first last" or the e-mail, ignoring case (ASCII letters, as LIKE would; `instr`
 * because D1 refuses a LIKE pattern over 50 bytes, and a search takes 200 characters). The
 * reviewer is the review's own row of users, read by its primary key, so the search reads each
 * review once with its house and its reviewer, never the whole users table (which has no index
 * on names or e-mails). One bound parameter for the person, well within D1's 100 (decision 371).
 */
function reviewSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const fullName = sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
  return sql`(${houseTextMatch(houses, search)} OR instr(lower(${fullName} || char(10) || coalesce(${users.email}, '')), lower(${search})) > 0)`;
}

type AdminReviewQuery = { page: number; limit: number; search?: string | undefined };

/** The page's rows, newest first (reviews_created_idx); a search keeps that order. */
export function adminReviewRows(db: Db, q: AdminReviewQuery) {
  return db
    .select({ review: reviews, user: users, house: houses })
    .from(reviews)
    .innerJoin(houses, eq(houses.id, reviews.houseId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(reviewSearch(q.search))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

/** How many reviews the list has (match the search). */
export function adminReviewCount(db: Db, q: AdminReviewQuery) {
  const where = reviewSearch(q.search);
  if (!where) return db.select({ total: count() }).from(reviews);
  return db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(houses, eq(houses.id, reviews.houseId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(where);
}

/**
 * The admins' record of the latest removal of an answer to each of these reviews (decision 402),
 * with the admin who removed it: by the removals' primary key, the ids as one bound parameter
 * (decision 371).
 */
async function answerRemovals(db: Db, reviewIds: number[]) {
  if (reviewIds.length === 0) return new Map<number, AdminReview["answerRemoval"]>();
  const rows = await db
    .select({ removal: ownerAnswerRemovals, admin: users })
    .from(ownerAnswerRemovals)
    .leftJoin(users, eq(users.id, ownerAnswerRemovals.removedBy))
    .where(idIn(ownerAnswerRemovals.reviewId, reviewIds));
  return new Map<number, AdminReview["answerRemoval"]>(
    rows.map(({ removal, admin }) => [
      removal.reviewId,
      {
        removedAt: removal.removedAt.toISOString(),
        reason: removal.reason,
        removedBy: admin
          ? {
              id: admin.id,
              firstName: admin.firstName,
              lastName: admin.lastName,
              email: admin.email,
            }
          : null,
      },
    ]),
  );
}

export async function listAdminReviews(db: Db, q: AdminReviewQuery) {
  const [rows, [totalRow]] = await Promise.all([adminReviewRows(db, q), adminReviewCount(db, q)]);
  const total = totalRow?.total ?? 0;
  const removals = await answerRemovals(
    db,
    rows.map(({ review }) => review.id),
  );
  const list: AdminReview[] = rows.map(({ review, user, house }) => ({
    id: review.id,
    rating: review.rating,
    review: review.review,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    ownerAnswer: review.ownerAnswer,
    ownerAnswerAt: review.ownerAnswerAt?.toISOString() ?? null,
    answerRemoval: removals.get(review.id) ?? null,
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
