/**
 * Submitting a house: the server repeats every rule of the form (contract/house-submission.ts),
 * moderates the texts and the main photo, refuses a duplicate address with 409 and picks a
 * unique slug.
 *
 * A house whose removal request waits must not be found by guessing its address (decision 334):
 * the duplicate check answers for it as for an address nobody listed, and a submission is refused
 * for its address only once everything else about it was accepted, so each guess costs a whole
 * submission with a photo, and a wrong one lists a house.
 */
import { addressKey, expandState, houseSlugs, latBand } from "@contract/address";
import { HOMEOWNER_MESSAGES } from "@contract/homeowner-texts";
import {
  type DuplicateCheckResponse,
  duplicateCheckQuerySchema,
  type HouseSubmissionResponse,
  houseSubmissionSchema,
  SUBMISSION_MESSAGES,
} from "@contract/house-submission";
import { HTTPException } from "hono/http-exception";
import { isUniqueViolation } from "../../db/errors";
import { isDoNotListed } from "../../db/homeowner-requests";
import { confirmationAt } from "../../db/house-season";
import { findHouseByAddressKey, freeStreetSlug, insertHouse } from "../../db/house-submissions";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { houseLocationProblem } from "../../lib/house-location";
import { acceptImage, requireFamilyFriendlyFields } from "../../lib/http/moderation-guard";
import { validate } from "../../lib/http/validate";
import { currentUser, requireUser } from "../../middleware/auth";

const SLUG_ATTEMPTS = 3;

/**
 * The form's rules, then where the house is (decision 419): its pin in the Nassau or Suffolk
 * outline, its state New York, its town one the app knows and near the pin. Refused as the form's
 * rules are, naming the field, before anything is stored.
 */
const submissionWithLocation = houseSubmissionSchema.superRefine((body, ctx) => {
  const problem = houseLocationProblem(body);
  if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.field] });
});

export const houseSubmissionRoutes = factory
  .createApp()
  .get("/check-duplicate", requireUser, validate("query", duplicateCheckQuerySchema), async (c) => {
    const { address, city } = c.req.valid("query");
    const found = await findHouseByAddressKey(c.var.db, addressKey(address, city));
    // A hidden house answers as an address nobody listed: "exists" for the right number only
    // would give its street away to anyone trying the numbers around its shown position.
    if (!found || found.removalRequestedAt) {
      return c.json({ exists: false, house: null } satisfies DuplicateCheckResponse, 200);
    }
    const { removalRequestedAt: _visible, ...house } = found;
    return c.json({ exists: true, house } satisfies DuplicateCheckResponse, 200);
  })
  .post("/", requireUser, validate("json", submissionWithLocation), async (c) => {
    const user = currentUser(c);
    const body = c.req.valid("json");
    const db = c.var.db;

    requireFamilyFriendlyFields({ Title: body.title, Description: body.description });

    // Inline data is moderated and stored in R2; a URL must be one of our uploads.
    const mainImage = await acceptImage(c.env, db, body.mainImageUrl, user.id).catch((error) => {
      if (error instanceof HTTPException && error.status === 400) {
        throw new HTTPException(400, { message: `mainImageUrl: ${error.message}` });
      }
      throw error;
    });

    // The address is judged last: a refusal here must cost as much as an accepted submission.
    const key = addressKey(body.address, body.city);
    if (await findHouseByAddressKey(db, key)) {
      throw new HTTPException(409, { message: SUBMISSION_MESSAGES.duplicate });
    }
    // Its owner had it removed and asked not to be listed (docs/homeowners.md).
    if (await isDoNotListed(db, key)) {
      throw new HTTPException(409, { message: HOMEOWNER_MESSAGES.doNotList });
    }

    const { citySlug, streetSlug: baseSlug } = houseSlugs(body.address, body.city);
    const features = [...new Set(body.features)];
    // Two submissions may race for the same free slug; the unique index decides, we retry.
    for (let attempt = 1; ; attempt++) {
      const streetSlug = await freeStreetSlug(db, citySlug, baseSlug || "house");
      try {
        const id = await insertHouse(
          db,
          {
            title: body.title,
            description: body.description ?? null,
            address: body.address,
            city: body.city,
            state: body.state ? expandState(body.state) : null,
            latitude: body.latitude,
            longitude: body.longitude,
            latBand: latBand(body.latitude),
            addressKey: key,
            mainImageUrl: mainImage.imageUrl,
            citySlug,
            streetSlug,
            submittedBy: user.id,
            // Submitted during the season: confirmed lit for it.
            ...confirmationAt(new Date()),
          },
          features,
          body.videoUrl,
        );
        // A new house is a change of its town: the town's page and the town index list it.
        await houseChanged(c, id);
        return c.json(
          {
            id,
            fullSlug: `${citySlug}/${streetSlug}`,
            citySlug,
            streetSlug,
            mainImagePendingReview: mainImage.pendingReview,
          } satisfies HouseSubmissionResponse,
          201,
        );
      } catch (error) {
        // Another submission of the same address landed between our check and our insert.
        if (isUniqueViolation(error, "houses.address_key")) {
          throw new HTTPException(409, { message: SUBMISSION_MESSAGES.duplicate });
        }
        const unique = isUniqueViolation(error, "houses.city_slug");
        if (!unique || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  });
