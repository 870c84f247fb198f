/**
 * What signed-in visitors add to a house: ratings with reviews, features, the description (the
 * homeowner's alone once an admin approved one: lib/http/homeowner-guard.ts).
 * Every write: 401 signed out, zod validation (400 naming the field, nothing written),
 * family-friendly text.
 */
import { isFeatureId } from "@contract/features";
import { houseFeatureParamSchema, houseIdParamSchema } from "@contract/params";
import { REVIEW_POSTED_ELSEWHERE } from "@contract/review-texts";
import {
  descriptionRequestSchema,
  featuresRequestSchema,
  reviewRequestSchema,
} from "@contract/reviews";
import { HTTPException } from "hono/http-exception";
import { updateHouseDescription } from "../../db/house-description";
import { addHouseFeatures, listHouseFeatures, removeHouseFeature } from "../../db/house-features";
import { upsertReview } from "../../db/reviews";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { requireOwnerWhenOwned } from "../../lib/http/homeowner-guard";
import { requireFamilyFriendly } from "../../lib/http/moderation-guard";
import { HouseNotFound, requireHouse } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { currentUser, requireUser } from "../../middleware/auth";

export const houseContributionRoutes = factory
  .createApp()
  .post(
    "/:id{[0-9]+}/ratings",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", reviewRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      requireFamilyFriendly(body.review);
      await requireHouse(c.var.db, id);
      const result = await upsertReview(
        c.var.db,
        { houseId: id, userId: user.id, rating: body.rating, review: body.review },
        { createOnly: body.createOnly },
      );
      // Sent as a first review, but the account posted one here meanwhile (decision 351).
      if (!result) throw new HTTPException(409, { message: REVIEW_POSTED_ELSEWHERE });
      await houseChanged(c, id);
      return c.json({ review: result.review, house: result.house }, result.created ? 201 : 200);
    },
  )
  .put(
    "/:id{[0-9]+}/features",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", featuresRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { features } = c.req.valid("json");
      const unknown = features.filter((f) => !isFeatureId(f));
      if (unknown.length) {
        throw new HTTPException(400, {
          message: `features: unknown feature ${unknown.join(", ")}`,
        });
      }
      await requireHouse(c.var.db, id);
      await addHouseFeatures(c.var.db, id, [...new Set(features)]);
      await houseChanged(c, id);
      return c.json({ features: await listHouseFeatures(c.var.db, id) }, 200);
    },
  )
  .delete(
    "/:id{[0-9]+}/features/:feature",
    requireUser,
    validate("param", houseFeatureParamSchema),
    async (c) => {
      const { id, feature } = c.req.valid("param");
      await requireHouse(c.var.db, id);
      const outcome = await removeHouseFeature(c.var.db, id, feature);
      if (outcome === "missing") {
        throw new HTTPException(404, { message: "This house does not have that feature" });
      }
      if (outcome === "last") {
        throw new HTTPException(409, { message: "A house must keep at least one feature" });
      }
      await houseChanged(c, id);
      return c.json({ features: await listHouseFeatures(c.var.db, id) }, 200);
    },
  )
  .put(
    "/:id{[0-9]+}/description",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", descriptionRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { description } = c.req.valid("json");
      await requireOwnerWhenOwned(c.var.db, id, user);
      requireFamilyFriendly(description);
      const row = await updateHouseDescription(c.var.db, id, description, user.id);
      if (!row) throw new HouseNotFound(id);
      await houseChanged(c, id, { event: { type: "description-updated", houseId: id } });
      return c.json(row, 200);
    },
  );
