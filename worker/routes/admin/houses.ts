import { adminHouseUpdateSchema, adminListQuerySchema } from "@contract/admin";
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
      const { expectedUpdatedAt, ...input } = c.req.valid("json");
      const before = await getAdminHouse(c.var.db, id);
      if (!before) throw new HouseNotFound(id);
      // Admins are held to the same text rules as everyone who writes on a house.
      requireFamilyFriendly(input.title, input.description);
      const clash = new HTTPException(409, { message: "Another house already has this address" });
      if (await slugTakenByOther(c.var.db, id, input.address, input.city)) throw clash;
      const version = expectedUpdatedAt ? new Date(expectedUpdatedAt) : undefined;
      const updated = await updateAdminHouse(c.var.db, id, input, version).catch(
        (error: unknown) => {
          // Same normalised address as another house (houses_address_key_idx).
          if (isUniqueViolation(error)) throw clash;
          throw error;
        },
      );
      if (!updated) {
        // Deleted meanwhile: 404. Else saved since the admin's form was read (its owner's
        // description, a review, another admin): the older values never go back (decision 365).
        if (!(await getAdminHouse(c.var.db, id))) throw new HouseNotFound(id);
        throw new HTTPException(409, { message: HOUSE_CHANGED_SINCE_OPENED });
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
