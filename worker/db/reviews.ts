/**
 * Reviews (ratings). Every write runs in one db.batch with recomputeHouseRating, so a house's
 * avgRating and reviewCount always match its reviews (docs/product.md, Favorites, reviews and
 * visits).
 */
import type { Review, UserReview } from "@contract/reviews";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { hideStreet } from "./homeowner-view";
import { recomputeHouseRating } from "./house-ratings";
import { houses, reviews, users } from "./schema";
import { type UserNameRow, userName, userNameColumns } from "./user-names";

const iso = (d: Date) => d.toISOString();

const reviewColumns = {
  id: reviews.id,
  houseId: reviews.houseId,
  userId: reviews.userId,
  rating: reviews.rating,
  review: reviews.review,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  ...userNameColumns,
};

type ReviewRow = UserNameRow & {
  id: number;
  houseId: number;
  userId: string;
  rating: number;
  review: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Every answer built here goes to the review's author (their own list, their own edit), so the
 * author's e-mail may go along.
 */
function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    houseId: row.houseId,
    userId: row.userId,
    rating: row.rating,
    review: row.review,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    user: userName(row, row.userId, { id: row.userId, isAdmin: false }),
  };
}

export async function getReview(db: Db, reviewId: number) {
  const row = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId))
    .get();
  return row ? toReview(row) : null;
}

/**
 * One review per user and house: a second call updates the first with the fields it gives (a
 * field left out keeps its saved value, decision 391), or with `createOnly` changes nothing and
 * answers null (decision 351). The check is the insert's own conflict, so a review posted
 * meanwhile elsewhere is never replaced by a create-only call. A first review's rating left out
 * is 5 and its text none.
 */
export async function upsertReview(
  db: Db,
  input: { houseId: number; userId: string; rating?: number; review?: string | null },
  { createOnly = false }: { createOnly?: boolean } = {},
) {
  const now = new Date();
  const { houseId, userId } = input;
  const insert = db.insert(reviews).values({
    houseId,
    userId,
    rating: input.rating ?? 5,
    review: input.review ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const changes = {
    ...(input.rating !== undefined && { rating: input.rating }),
    ...(input.review !== undefined && { review: input.review }),
  };
  const target = [reviews.houseId, reviews.userId];
  // Read back in the same batch (one transaction): a house deleted right after the write takes
  // the review with it, and a read after the batch would find nothing (decision 359).
  const [inserted, , saved, house] = await db.batch([
    (createOnly
      ? insert.onConflictDoNothing({ target })
      : insert.onConflictDoUpdate({
          target,
          // Nothing given: the saved review stays as it is, its edit time included.
          set: Object.keys(changes).length
            ? { ...changes, updatedAt: now }
            : { updatedAt: sql`${reviews.updatedAt}` },
        })
    ).returning({ id: reviews.id, createdAt: reviews.createdAt }),
    recomputeHouseRating(db, houseId),
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.houseId, houseId), eq(reviews.userId, userId))),
    db
      .select({ id: houses.id, avgRating: houses.avgRating, reviewCount: houses.reviewCount })
      .from(houses)
      .where(eq(houses.id, houseId)),
  ]);
  const first = inserted[0];
  if (!first && createOnly) return null;
  const review = saved[0];
  if (!first || !review || !house[0]) throw new Error("review upsert returned nothing");
  return {
    created: first.createdAt.getTime() === now.getTime(),
    review: toReview(review),
    house: house[0],
  };
}

/**
 * The review `id` while it is still the version `expected` (its `updatedAt` as the API gave it),
 * or at any version without one. The stored time may carry a fraction of a millisecond (the
 * column's default), which the API's answer drops: the version is that millisecond.
 */
function reviewAtVersion(id: number, expected: Date | undefined): SQL {
  const review = eq(reviews.id, id);
  if (!expected) return review;
  const ms = expected.getTime();
  return and(review, sql`${reviews.updatedAt} >= ${ms} AND ${reviews.updatedAt} < ${ms + 1}`)!;
}

/**
 * Changes the given fields. With `expected` (decision 347) nothing changes unless the review is
 * still that version; the check is in the update itself, so two saves from the same version
 * cannot both land. "changed" when it was saved since, null when it is gone (deleted meanwhile).
 */
export async function updateReview(
  db: Db,
  review: { id: number; houseId: number },
  /** Only the fields given change (PATCH); a whole review passes both. */
  input: { rating?: number | undefined; review?: string | null | undefined },
  expected?: Date,
): Promise<Review | "changed" | null> {
  const [updated] = await db.batch([
    db
      .update(reviews)
      .set({
        ...(input.rating !== undefined && { rating: input.rating }),
        ...(input.review !== undefined && { review: input.review }),
        // Always a new version, even within the millisecond of the one it replaces.
        updatedAt: new Date(Math.max(Date.now(), (expected?.getTime() ?? 0) + 1)),
      })
      .where(reviewAtVersion(review.id, expected))
      .returning({ id: reviews.id }),
    recomputeHouseRating(db, review.houseId),
  ]);
  const found = await getReview(db, review.id);
  return found && updated.length === 0 ? "changed" : found;
}

export async function deleteReview(db: Db, review: { id: number; houseId: number }) {
  await db.batch([
    db.delete(reviews).where(eq(reviews.id, review.id)),
    recomputeHouseRating(db, review.houseId),
  ]);
}

/** The caller's reviews with their house, newest first (index reviews_user_idx). */
export async function listUserReviews(db: Db, userId: string): Promise<UserReview[]> {
  const rows = await db
    .select({
      ...reviewColumns,
      house: {
        id: houses.id,
        title: houses.title,
        address: houses.address,
        city: houses.city,
        mainImageUrl: houses.mainImageUrl,
        citySlug: houses.citySlug,
        streetSlug: houses.streetSlug,
      },
      removalRequestedAt: houses.removalRequestedAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(houses, eq(houses.id, reviews.houseId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({
    ...toReview(row),
    // While a removal request waits, the reviewer sees the town only (docs/homeowners.md).
    house: row.removalRequestedAt ? hideStreet(row.house) : row.house,
  }));
}

/** For tests and checks: the figures as the reviews table says they should be. */
export async function expectedHouseRating(db: Db, houseId: number) {
  const row = await db.get<{ avg: number | null; n: number }>(
    sql`SELECT AVG(rating) AS avg, COUNT(*) AS n FROM reviews WHERE house_id = ${houseId}`,
  );
  return { avgRating: row?.avg ?? 0, reviewCount: row?.n ?? 0 };
}
