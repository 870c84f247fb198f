import {
  type AdminHouseChangedAnswer,
  adminHouseUpdateSchema,
  adminListQuerySchema,
} from "@contract/admin";
import { HOUSE_CHANGED_SINCE_OPENED } from "@contract/admin-house-texts";
import { houseIdParamSchema } from "@contract/params";
import { HTTPException } from "hono/http-exception";
import {
  getAdminHouse,
  listAdminHouses,
  slugTakenByOther,
  updateAdminHouse,
} from "../../db/admin-houses";
import { isUniqueViolation } from "../../db/errors";
import { houseLink } from "../../db/house-detail";
import { factory } from "../../factory";
import { deleteHouse } from "../../lib/delete-house";
import { houseChanged } from "../../lib/house-changed";
import { houseLocationProblem, locationProblemText } from "../../lib/house-location";
import { requireFamilyFriendly } from "../../lib/http/moderation-guard";
import { HouseNotFound } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";

export const adminHouseRoutes = factory
  .createApp()
  .get("/", validate("query", adminListQuerySchema), async (c) => {
    return c.json(await listAdminHouses(c.var.db, c.req.valid("query")), 200);
  })
  .put(
    "/:id{[0-9]+}",
    validate("param", houseIdParamSchema),
    validate("json", adminHouseUpdateSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { expected, expectedUpdatedAt, ...changes } = c.req.valid("json");
      const before = await getAdminHouse(c.var.db, id);
      if (!before) throw new HouseNotFound(id);
      // Nothing sent to change: nothing is written, and the house is as it is.
      if (Object.values(changes).every((value) => value === undefined)) {
        return c.json({ house: before }, 200);
      }
      // Admins are held to the same text rules as everyone who writes on a house.
      requireFamilyFriendly(changes.title, changes.description);
      // And to where a house may be (decision 419), when the edit moves its pin or changes its
      // town or state: the house as it will be, its state only when the edit changes it. Fields
      // sent as they are stay as they are (a house listed before the rule keeps its town).
      const moved =
        (changes.latitude !== undefined && changes.latitude !== before.latitude) ||
        (changes.longitude !== undefined && changes.longitude !== before.longitude);
      const renamed = changes.city !== undefined && changes.city !== before.city;
      const restated = changes.state !== undefined && changes.state !== before.state;
      if (moved || renamed || restated) {
        const problem = houseLocationProblem({
          latitude: changes.latitude ?? before.latitude,
          longitude: changes.longitude ?? before.longitude,
          city: changes.city ?? before.city,
          address: changes.address ?? before.address,
          state: restated ? changes.state : null,
        });
        if (problem) throw new HTTPException(400, { message: locationProblemText(problem) });
      }
      const clash = new HTTPException(409, { message: "Another house already has this address" });
      if (
        changes.address !== undefined &&
        changes.city !== undefined &&
        (await slugTakenByOther(c.var.db, id, changes.address, changes.city))
      ) {
        throw clash;
      }
      const version = expectedUpdatedAt ? new Date(expectedUpdatedAt) : undefined;
      const result = await updateAdminHouse(c.var.db, id, changes, { expected, version }).catch(
        (error: unknown) => {
          // Same normalised address as another house (houses_address_key_idx).
          if (isUniqueViolation(error)) throw clash;
          throw error;
        },
      );
      // Deleted meanwhile: 404.
      if (result.outcome === "gone") throw new HouseNotFound(id);
      if (result.outcome === "changed") {
        // A field the edit changes was changed since it read the house (its owner's
        // description, another admin): the older value never goes back, and the answer names
        // the fields and brings the house as it is now (decisions 365, 369).
        const answer: AdminHouseChangedAnswer = {
          message: HOUSE_CHANGED_SINCE_OPENED,
          fields: result.fields,
          house: result.house,
        };
        return c.json(answer, 409);
      }
      await houseChanged(c, id, { formerLink: before });
      const house = await getAdminHouse(c.var.db, id);
      if (!house) throw new HouseNotFound(id);
      return c.json({ house }, 200);
    },
  )
  .delete("/:id{[0-9]+}", validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const link = await houseLink(c.var.db, id);
    if (!(await deleteHouse(c.env, c.var.db, id))) {
      throw new HouseNotFound(id);
    }
    await houseChanged(c, id, { formerLink: link });
    return c.json({ success: true }, 200);
  });
