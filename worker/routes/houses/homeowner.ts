/**
 * Homeowners in control (docs/homeowners.md), all signed in. The writes count against the writes
 * rate limit and each person has at most MAX_PENDING_HOMEOWNER_REQUESTS requests waiting.
 */
import {
  claimRequestSchema,
  HOMEOWNER_MESSAGES,
  type HomeownerRequestCreated,
  type HomeownerStatus,
  houseReviewParamSchema,
  type OwnerAnswerResponse,
  ownerAnswerRemovalSchema,
  ownerAnswerRequestSchema,
  removalRequestSchema,
  type SeasonPlanResponse,
  seasonPlanRequestSchema,
} from "@contract/homeowners";
import { houseIdParamSchema } from "@contract/params";
import { currentSeason } from "@contract/season";
import type { SuccessResponse } from "@contract/user";
import { HTTPException } from "hono/http-exception";
import {
  answerReview,
  createHomeownerRequest,
  deleteOwnerAnswer,
  editOwnerAnswer,
  homeownerStatus,
  houseOwnerId,
  removeOwnerAnswerAsAdmin,
  reviewHouseAndAuthor,
  setSeasonPlan,
} from "../../db/homeowner-requests";
import { houseLocation } from "../../db/house-detail";
import { confirmHouseLit } from "../../db/house-season";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { requireHouseOwner } from "../../lib/http/homeowner-guard";
import { requireFamilyFriendly } from "../../lib/http/moderation-guard";
import { requireNearHouse } from "../../lib/http/proximity";
import { HouseNotFound, requireHouse } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { currentUser, requireUser } from "../../middleware/auth";

function refused(outcome: "already" | "too-many"): never {
  throw new HTTPException(409, {
    message:
      outcome === "already" ? HOMEOWNER_MESSAGES.alreadyWaiting : HOMEOWNER_MESSAGES.tooManyWaiting,
  });
}

export const houseHomeownerRoutes = factory
  .createApp()
  .post(
    "/:id{[0-9]+}/claim",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", claimRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { note, ...position } = c.req.valid("json");
      const house = await houseLocation(c.var.db, id);
      if (!house) throw new HouseNotFound(id);
      const ownerId = await houseOwnerId(c.var.db, id);
      if (ownerId === user.id)
        throw new HTTPException(409, { message: HOMEOWNER_MESSAGES.youOwnIt });
      if (ownerId) throw new HTTPException(409, { message: HOMEOWNER_MESSAGES.alreadyOwned });
      requireNearHouse(position, house, "ask to manage it");
      const created = await createHomeownerRequest(
        c.var.db,
        { houseId: id, userId: user.id, kind: "claim", note },
        new Date(),
      );
      if (typeof created === "string") refused(created);
      return c.json(
        {
          id: created.id,
          kind: "claim",
          status: "pending",
          message: HOMEOWNER_MESSAGES.claimSent,
        } satisfies HomeownerRequestCreated,
        201,
      );
    },
  )
  .post(
    "/:id{[0-9]+}/removal-request",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", removalRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { note } = c.req.valid("json");
      await requireHouse(c.var.db, id);
      const created = await createHomeownerRequest(
        c.var.db,
        { houseId: id, userId: user.id, kind: "removal", note },
        new Date(),
      );
      if (typeof created === "string") refused(created);
      // The cached house and town pages still show the address: drop them now.
      await houseChanged(c, id);
      return c.json(
        {
          id: created.id,
          kind: "removal",
          status: "pending",
          message: HOMEOWNER_MESSAGES.removalSent,
        } satisfies HomeownerRequestCreated,
        201,
      );
    },
  )
  .get(
    "/:id{[0-9]+}/homeowner-status",
    requireUser,
    validate("param", houseIdParamSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      await requireHouse(c.var.db, id);
      const status = await homeownerStatus(c.var.db, id, currentUser(c).id);
      return c.json(status satisfies HomeownerStatus, 200);
    },
  )
  .put(
    "/:id{[0-9]+}/season-plan",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", seasonPlanRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { plan } = c.req.valid("json");
      await requireHouseOwner(c.var.db, id, currentUser(c));
      const at = new Date();
      const season = currentSeason(at);
      await setSeasonPlan(c.var.db, id, plan, season);
      // The owner saying they decorate confirms the house for a season under way.
      if (plan === "decorating") await confirmHouseLit(c.var.db, id, at);
      await houseChanged(c, id);
      return c.json({ plan, season } satisfies SeasonPlanResponse, 200);
    },
  )
  .post(
    "/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer",
    requireUser,
    validate("param", houseReviewParamSchema),
    validate("json", ownerAnswerRequestSchema),
    async (c) => {
      const { id, reviewId } = c.req.valid("param");
      const { answer } = c.req.valid("json");
      requireFamilyFriendly(answer);
      await requireOthersReview(c, id, reviewId);
      const saved = await answerReview(c.var.db, reviewId, answer, new Date());
      if (saved === "answered") {
        throw new HTTPException(409, { message: HOMEOWNER_MESSAGES.answeredOnce });
      }
      await houseChanged(c, id);
      return c.json(answerResponse(reviewId, saved), 201);
    },
  )
  .patch(
    "/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer",
    requireUser,
    validate("param", houseReviewParamSchema),
    validate("json", ownerAnswerRequestSchema),
    async (c) => {
      const { id, reviewId } = c.req.valid("param");
      const { answer } = c.req.valid("json");
      requireFamilyFriendly(answer);
      await requireOthersReview(c, id, reviewId);
      const saved = await editOwnerAnswer(c.var.db, reviewId, answer, new Date());
      if (saved === "none") throw new HTTPException(404, { message: HOMEOWNER_MESSAGES.noAnswer });
      await houseChanged(c, id);
      return c.json(answerResponse(reviewId, saved), 200);
    },
  )
  .delete(
    "/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer",
    requireUser,
    validate("param", houseReviewParamSchema),
    validate("json", ownerAnswerRemovalSchema),
    async (c) => {
      const { id, reviewId } = c.req.valid("param");
      const user = currentUser(c);
      // An admin removes an answer alone (decision 367): an abusive answer goes without
      // deleting the visitor's review under it. Writing an owner's words stays the owner's
      // (POST and PATCH above). An answer on the owner's own review (written before such
      // answers were refused) may still be taken back.
      let removed: boolean;
      if (user.isAdmin && (await houseOwnerId(c.var.db, id)) !== user.id) {
        await requireReviewOnHouse(c, id, reviewId);
        // Recorded, and told to the homeowner with the admin's reason if given (decision 389).
        removed = await removeOwnerAnswerAsAdmin(c.var.db, reviewId, {
          adminId: user.id,
          reason: c.req.valid("json").reason || null,
          at: new Date(),
        });
      } else {
        // The owner's own take-back (an admin's on a house they own too): nothing to tell.
        await requireReviewOfOwnedHouse(c, id, reviewId);
        removed = await deleteOwnerAnswer(c.var.db, reviewId);
      }
      if (!removed) {
        throw new HTTPException(404, { message: HOMEOWNER_MESSAGES.noAnswer });
      }
      await houseChanged(c, id);
      return c.json({ success: true } satisfies SuccessResponse, 200);
    },
  );

type HomeownerContext = Parameters<typeof currentUser>[0] & {
  var: { db: Parameters<typeof requireHouseOwner>[0] };
};

/**
 * House `houseId` is there (the house's own 404 otherwise, as on every route that names it:
 * decision 354) and review `reviewId` is on it (404 otherwise).
 */
async function requireReviewOnHouse(c: HomeownerContext, houseId: number, reviewId: number) {
  await requireHouse(c.var.db, houseId);
  const review = await reviewHouseAndAuthor(c.var.db, reviewId);
  if (!review || review.houseId !== houseId) {
    throw new HTTPException(404, { message: "Review not found" });
  }
  return review;
}

/**
 * The caller owns house `houseId` (403 otherwise, 404 without the house) and review `reviewId`
 * is on it (404 otherwise). Admins are not owners: they never write an answer, and remove one
 * only through requireReviewOnHouse.
 */
async function requireReviewOfOwnedHouse(c: HomeownerContext, houseId: number, reviewId: number) {
  const user = currentUser(c);
  await requireHouseOwner(c.var.db, houseId, user);
  return { user, review: await requireReviewOnHouse(c, houseId, reviewId) };
}

/**
 * As requireReviewOfOwnedHouse, and the review is someone else's: an answer is the house's
 * reply to a visitor, and an owner's answer to their own review would read as a second voice
 * agreeing with it (403).
 */
async function requireOthersReview(c: HomeownerContext, houseId: number, reviewId: number) {
  const { user, review } = await requireReviewOfOwnedHouse(c, houseId, reviewId);
  if (review.authorId === user.id) {
    throw new HTTPException(403, { message: HOMEOWNER_MESSAGES.ownReview });
  }
}

function answerResponse(
  reviewId: number,
  saved: { ownerAnswer: string; ownerAnswerAt: Date },
): OwnerAnswerResponse {
  return {
    reviewId,
    ownerAnswer: saved.ownerAnswer,
    ownerAnswerAt: saved.ownerAnswerAt.toISOString(),
  };
}
