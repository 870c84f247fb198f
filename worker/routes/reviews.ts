/**
 * The signed-in user's reviews (docs/product.md, Favorites, reviews and visits): list, edit, delete
 * (author only).
 */
import { reviewIdParamSchema } from "@contract/params";
import { REVIEW_CHANGED_ELSEWHERE } from "@contract/review-texts";
import { reviewEditRequestSchema } from "@contract/reviews";
import { HTTPException } from "hono/http-exception";
import { deleteReview, getReview, listUserReviews, updateReview } from "../db/reviews";
import { factory } from "../factory";
import { houseChanged } from "../lib/house-changed";
import { requireFamilyFriendly } from "../lib/http/moderation-guard";
import { validate } from "../lib/http/validate";
import { currentUser, requireUser } from "../middleware/auth";

async function ownReview(
  c: Parameters<typeof currentUser>[0] & { var: { db: Parameters<typeof getReview>[0] } },
  reviewId: number,
) {
  const user = currentUser(c);
  const review = await getReview(c.var.db, reviewId);
  if (!review) throw new HTTPException(404, { message: "Review not found" });
  if (review.userId !== user.id) {
    throw new HTTPException(403, { message: "You can only change your own reviews" });
  }
  return review;
}

export const reviewRoutes = factory
  .createApp()
  .get("/user", requireUser, async (c) => {
    return c.json(await listUserReviews(c.var.db, currentUser(c).id), 200);
  })
  .patch(
    "/:id{[0-9]+}",
    requireUser,
    validate("param", reviewIdParamSchema),
    validate("json", reviewEditRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { expectedUpdatedAt, ...edit } = c.req.valid("json");
      const review = await ownReview(c, id);
      requireFamilyFriendly(edit.review);
      const version = expectedUpdatedAt ? new Date(expectedUpdatedAt) : undefined;
      const updated = await updateReview(c.var.db, review, edit, version);
      // Deleted meanwhile (by its author elsewhere, its house's delete or an admin).
      if (!updated) throw new HTTPException(404, { message: "Review not found" });
      // Saved in another tab or device since this edit started (decision 347): nothing changed.
      if (updated === "changed") {
        throw new HTTPException(409, { message: REVIEW_CHANGED_ELSEWHERE });
      }
      await houseChanged(c, review.houseId);
      return c.json(updated, 200);
    },
  )
  .delete("/:id{[0-9]+}", requireUser, validate("param", reviewIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const review = await ownReview(c, id);
    await deleteReview(c.var.db, review);
    await houseChanged(c, review.houseId);
    return c.json({ success: true }, 200);
  });
