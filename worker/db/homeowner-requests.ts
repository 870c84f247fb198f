/**
 * Homeowners in control in the database (docs/homeowners.md): claims and removal requests, the
 * admin queue and its decisions, the house owner, the owner's season answer, owner answers to
 * reviews and the do-not-list. No HTTP here.
 */

import { addressKey } from "@contract/address";
import type { SeasonPlan } from "@contract/homeowner-texts";
import {
  type HomeownerQueueItem,
  type HomeownerRequestKind,
  type HomeownerRequestStatus,
  MAX_PENDING_HOMEOWNER_REQUESTS,
} from "@contract/homeowners";
import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { idIn } from "./id-list";
import { countBelow, selectedRow } from "./insert-within-limit";
import {
  doNotListAddresses,
  homeownerRequests,
  houses,
  ownerAnswerRemovals,
  reviews,
  users,
} from "./schema";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Files a waiting request; a removal request also hides the house's address at once (same
 * batch). "already" when this user's request of this kind already waits, "too-many" when the
 * user has MAX_PENDING_HOMEOWNER_REQUESTS waiting.
 */
export async function createHomeownerRequest(
  db: Db,
  request: { houseId: number; userId: string; kind: HomeownerRequestKind; note: string },
  at: Date,
): Promise<{ id: number } | "already" | "too-many"> {
  const [existing] = await db
    .select({ id: homeownerRequests.id })
    .from(homeownerRequests)
    .where(
      and(
        eq(homeownerRequests.houseId, request.houseId),
        eq(homeownerRequests.userId, request.userId),
        eq(homeownerRequests.kind, request.kind),
        eq(homeownerRequests.status, "pending"),
      ),
    )
    .limit(1);
  if (existing) return "already";
  const insert = db
    .insert(homeownerRequests)
    .select(
      db
        .select(selectedRow(homeownerRequests, { ...request, createdAt: at }))
        .from(sql`(SELECT 1)`)
        .where(
          countBelow(
            homeownerRequests,
            and(
              eq(homeownerRequests.userId, request.userId),
              eq(homeownerRequests.status, "pending"),
            ),
            MAX_PENDING_HOMEOWNER_REQUESTS,
          ),
        ),
    )
    // Two identical requests at once: the partial unique index keeps one.
    .onConflictDoNothing()
    .returning({ id: homeownerRequests.id });
  if (request.kind === "removal") {
    const [inserted] = await db.batch([
      insert,
      db
        .update(houses)
        .set({ removalRequestedAt: at })
        .where(
          and(
            eq(houses.id, request.houseId),
            isNull(houses.removalRequestedAt),
            sql`EXISTS (SELECT 1 FROM ${homeownerRequests} WHERE ${homeownerRequests.houseId} = ${request.houseId} AND ${homeownerRequests.kind} = 'removal' AND ${homeownerRequests.status} = 'pending')`,
          ),
        ),
    ]);
    return inserted[0] ? { id: inserted[0].id } : await whyNotInserted(db, request);
  }
  const [row] = await insert;
  return row ? { id: row.id } : await whyNotInserted(db, request);
}

async function whyNotInserted(
  db: Db,
  request: { houseId: number; userId: string; kind: HomeownerRequestKind },
): Promise<"already" | "too-many"> {
  const status = await latestRequestStatus(db, request.houseId, request.userId, request.kind);
  return status === "pending" ? "already" : "too-many";
}

async function latestRequestStatus(
  db: Db,
  houseId: number,
  userId: string,
  kind: HomeownerRequestKind,
): Promise<HomeownerRequestStatus | null> {
  const [row] = await db
    .select({ status: homeownerRequests.status })
    .from(homeownerRequests)
    .where(
      and(
        eq(homeownerRequests.houseId, houseId),
        eq(homeownerRequests.userId, userId),
        eq(homeownerRequests.kind, kind),
      ),
    )
    .orderBy(desc(homeownerRequests.id))
    .limit(1);
  return row?.status ?? null;
}

/** The caller's standing with a house: owner or not, and their latest request of each kind. */
export async function homeownerStatus(db: Db, houseId: number, userId: string) {
  const [owner, claim, removal] = await Promise.all([
    houseOwnerId(db, houseId),
    latestRequestStatus(db, houseId, userId, "claim"),
    latestRequestStatus(db, houseId, userId, "removal"),
  ]);
  const isOwner = owner === userId;
  return {
    isOwner,
    claim,
    removal,
    removedAnswers: isOwner ? await removedAnswers(db, houseId, userId) : [],
  };
}

/**
 * The owner's answers on the house that an admin removed (decision 389): those removed while
 * `ownerId` owned it, so a later owner never reads about an earlier one's answers, and not
 * answered again since (the admins' record of those stays, decision 402).
 */
async function removedAnswers(db: Db, houseId: number, ownerId: string) {
  const rows = await db
    .select({
      reviewId: ownerAnswerRemovals.reviewId,
      removedAt: ownerAnswerRemovals.removedAt,
      reason: ownerAnswerRemovals.reason,
    })
    .from(ownerAnswerRemovals)
    .innerJoin(reviews, eq(reviews.id, ownerAnswerRemovals.reviewId))
    .where(
      and(
        eq(ownerAnswerRemovals.ownerId, ownerId),
        eq(reviews.houseId, houseId),
        isNull(ownerAnswerRemovals.answeredAgainAt),
      ),
    )
    .orderBy(desc(ownerAnswerRemovals.removedAt));
  return rows.map((row) => ({ ...row, removedAt: row.removedAt.toISOString() }));
}

/** The approved owner's id; undefined when the house does not exist. */
export async function houseOwnerId(db: Db, houseId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ ownerId: houses.ownerId })
    .from(houses)
    .where(eq(houses.id, houseId))
    .limit(1);
  return row ? row.ownerId : undefined;
}

/** One page of the admin queue, oldest first (first come, first served). */
export async function listHomeownerRequests(
  db: Db,
  query: { page: number; limit: number; status: HomeownerRequestStatus },
) {
  const where = eq(homeownerRequests.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: homeownerRequests,
        house: {
          id: houses.id,
          title: houses.title,
          address: houses.address,
          city: houses.city,
          citySlug: houses.citySlug,
          streetSlug: houses.streetSlug,
          ownerId: houses.ownerId,
        },
        requester: {
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        },
      })
      .from(homeownerRequests)
      .innerJoin(houses, eq(houses.id, homeownerRequests.houseId))
      .innerJoin(users, eq(users.id, homeownerRequests.userId))
      .where(where)
      .orderBy(
        query.status === "pending"
          ? homeownerRequests.createdAt
          : desc(homeownerRequests.decidedAt),
        homeownerRequests.id,
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(homeownerRequests).where(where),
  ]);
  const items: HomeownerQueueItem[] = rows.map((r) => ({
    id: r.request.id,
    kind: r.request.kind,
    status: r.request.status,
    note: r.request.note,
    createdAt: r.request.createdAt.toISOString(),
    decidedAt: iso(r.request.decidedAt),
    house: r.house,
    requester: r.requester,
  }));
  return { items, total: total?.n ?? 0 };
}

export async function findHomeownerRequest(db: Db, id: number) {
  const [row] = await db
    .select({
      id: homeownerRequests.id,
      houseId: homeownerRequests.houseId,
      userId: homeownerRequests.userId,
      kind: homeownerRequests.kind,
      status: homeownerRequests.status,
      addressKey: houses.addressKey,
      address: houses.address,
      city: houses.city,
    })
    .from(homeownerRequests)
    .innerJoin(houses, eq(houses.id, homeownerRequests.houseId))
    .where(eq(homeownerRequests.id, id))
    .limit(1);
  return row ?? null;
}

/** Marks a waiting request decided; false when another admin decided it first. */
async function markDecided(
  db: Db,
  id: number,
  status: "approved" | "declined",
  adminId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(homeownerRequests)
    .set({ status, decidedBy: adminId, decidedAt: at })
    .where(and(eq(homeownerRequests.id, id), eq(homeownerRequests.status, "pending")))
    .returning({ id: homeownerRequests.id });
  return rows.length > 0;
}

/** Approves a claim: the requester becomes the house's owner (replacing any earlier one). */
export async function approveClaim(
  db: Db,
  request: { id: number; houseId: number; userId: string },
  adminId: string,
  at: Date,
): Promise<boolean> {
  if (!(await markDecided(db, request.id, "approved", adminId, at))) return false;
  await db.update(houses).set({ ownerId: request.userId }).where(eq(houses.id, request.houseId));
  return true;
}

/**
 * Declines a request. A declined removal shows the address again unless another removal request
 * for the house still waits.
 */
export async function declineRequest(
  db: Db,
  request: { id: number; houseId: number; kind: HomeownerRequestKind },
  adminId: string,
  at: Date,
): Promise<boolean> {
  if (!(await markDecided(db, request.id, "declined", adminId, at))) return false;
  if (request.kind === "removal") {
    await db
      .update(houses)
      .set({ removalRequestedAt: null })
      .where(
        and(
          eq(houses.id, request.houseId),
          sql`NOT EXISTS (SELECT 1 FROM ${homeownerRequests} WHERE ${homeownerRequests.houseId} = ${request.houseId} AND ${homeownerRequests.kind} = 'removal' AND ${homeownerRequests.status} = 'pending')`,
        ),
      );
  }
  return true;
}

/**
 * Approves a removal: the request is marked and the address goes on the do-not-list; the caller
 * then deletes the house with its media (lib/delete-house.ts). The key is worked out again from
 * the address, as a new submission's is: a house stored before decision 334 may still carry its
 * old key until the nightly cleanup renews it, and that one goes on the list too.
 */
export async function approveRemoval(
  db: Db,
  request: { id: number; addressKey: string; address: string; city: string },
  adminId: string,
  at: Date,
): Promise<boolean> {
  if (!(await markDecided(db, request.id, "approved", adminId, at))) return false;
  const keys = new Set([addressKey(request.address, request.city), request.addressKey]);
  await db
    .insert(doNotListAddresses)
    .values([...keys].map((key) => ({ addressKey: key, createdAt: at })))
    .onConflictDoNothing();
  return true;
}

export async function isDoNotListed(db: Db, addressKey: string): Promise<boolean> {
  const [row] = await db
    .select({ key: doNotListAddresses.addressKey })
    .from(doNotListAddresses)
    .where(eq(doNotListAddresses.addressKey, addressKey))
    .limit(1);
  return Boolean(row);
}

/** The keys of `addressKeys` on the do-not-list (an import preview checks its rows at once). */
export async function doNotListedAmong(db: Db, addressKeys: readonly string[]) {
  if (addressKeys.length === 0) return new Set<string>();
  const rows = await db
    .select({ key: doNotListAddresses.addressKey })
    .from(doNotListAddresses)
    .where(idIn(doNotListAddresses.addressKey, [...new Set(addressKeys)]));
  return new Set(rows.map((r) => r.key));
}

/** The owner's season answer; a "decorating" answer also confirms the house (house-season.ts). */
export async function setSeasonPlan(db: Db, houseId: number, plan: SeasonPlan, season: number) {
  await db
    .update(houses)
    .set({ seasonPlan: plan, seasonPlanSeason: season })
    .where(eq(houses.id, houseId));
}

/**
 * Saves the owner's answer to a review of their house, once: "answered" when it has its answer
 * already (two answers sent at once cannot both land).
 */
export async function answerReview(
  db: Db,
  reviewId: number,
  answer: string,
  at: Date,
): Promise<{ ownerAnswer: string; ownerAnswerAt: Date } | "answered"> {
  const [[row]] = await db.batch([
    db
      .update(reviews)
      .set({ ownerAnswer: answer, ownerAnswerAt: at })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.ownerAnswer)))
      .returning({ id: reviews.id }),
    // A new answer ends the owner's note of an admin's removal of the one before (decision 389);
    // the record stays for the admins (decision 402). A review that has an answer has no note
    // still open, so a refused answer changes nothing.
    db
      .update(ownerAnswerRemovals)
      .set({ answeredAgainAt: at })
      .where(
        and(
          eq(ownerAnswerRemovals.reviewId, reviewId),
          isNull(ownerAnswerRemovals.answeredAgainAt),
        ),
      ),
  ]);
  return row ? { ownerAnswer: answer, ownerAnswerAt: at } : "answered";
}

/**
 * Replaces the owner's answer, which counts as written at `at`: a note that the review changed
 * after the answer goes once the owner has answered what it now says. "none" when the review
 * has no answer (never written, or taken back meanwhile).
 */
export async function editOwnerAnswer(
  db: Db,
  reviewId: number,
  answer: string,
  at: Date,
): Promise<{ ownerAnswer: string; ownerAnswerAt: Date } | "none"> {
  const [row] = await db
    .update(reviews)
    .set({ ownerAnswer: answer, ownerAnswerAt: at })
    .where(and(eq(reviews.id, reviewId), isNotNull(reviews.ownerAnswer)))
    .returning({ id: reviews.id });
  return row ? { ownerAnswer: answer, ownerAnswerAt: at } : "none";
}

/** Takes the owner's answer back; false when the review had none. */
export async function deleteOwnerAnswer(db: Db, reviewId: number): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ ownerAnswer: null, ownerAnswerAt: null })
    .where(and(eq(reviews.id, reviewId), isNotNull(reviews.ownerAnswer)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/**
 * An admin's removal of the owner's answer (decision 389): the answer goes, and in the same batch
 * the removal is recorded (who, when, the reason) for the house's owner of the moment, whose
 * answer it was. Nothing is written when the review has no answer (false).
 */
export async function removeOwnerAnswerAsAdmin(
  db: Db,
  reviewId: number,
  removal: { adminId: string; reason: string | null; at: Date },
): Promise<boolean> {
  // The latest removal replaces the one before, and its note to the owner is open again.
  const record = {
    removedBy: removal.adminId,
    removedAt: removal.at,
    reason: removal.reason,
    answeredAgainAt: null,
  };
  const [, rows] = await db.batch([
    // Read before the answer goes: only a removal of an answer that is there is recorded.
    db
      .insert(ownerAnswerRemovals)
      .select((qb) =>
        qb
          .select(
            selectedRow(ownerAnswerRemovals, {
              reviewId,
              ownerId: sql`${houses.ownerId}`,
              ...record,
            }),
          )
          .from(reviews)
          .innerJoin(houses, eq(houses.id, reviews.houseId))
          .where(and(eq(reviews.id, reviewId), isNotNull(reviews.ownerAnswer))),
      )
      .onConflictDoUpdate({
        target: ownerAnswerRemovals.reviewId,
        set: { ...record, ownerId: sql`excluded.owner_id` },
      }),
    db
      .update(reviews)
      .set({ ownerAnswer: null, ownerAnswerAt: null })
      .where(and(eq(reviews.id, reviewId), isNotNull(reviews.ownerAnswer)))
      .returning({ id: reviews.id }),
  ]);
  return rows.length > 0;
}

/** The review's house and author, or null when the review does not exist. */
export async function reviewHouseAndAuthor(db: Db, reviewId: number) {
  const [row] = await db
    .select({ houseId: reviews.houseId, authorId: reviews.userId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  return row ?? null;
}
