import { proximityVisitRequestSchema } from "@contract/house";
import { houseIdParamSchema } from "@contract/params";
import {
  ipKeyFor,
  recordPageView,
  recordProximityVisit,
  recordVisit,
  viewerKeyFor,
} from "../../db/house-counters";
import { houseLocation } from "../../db/house-detail";
import { factory } from "../../factory";
import { requireNearHouse } from "../../lib/http/proximity";
import { HouseNotFound, requireHouse } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { currentUser, requireUser } from "../../middleware/auth";

/** The counters on one house: page views, directions clicks ("visits") and GPS visits. */
export const houseCounterRoutes = factory
  .createApp()
  .post("/:id{[0-9]+}/page-view", validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireHouse(c.var.db, id);
    const userId = c.var.user?.id ?? null;
    const ip = c.req.header("CF-Connecting-IP");
    const viewerKey = await viewerKeyFor(userId, ip);
    // The address ties a signed-out view to the same person's signed-in one (decision 389).
    const ipKey = ip ? await ipKeyFor(ip) : null;
    const count = await recordPageView(c.var.db, id, { userId, viewerKey, ipKey });
    return c.json({ success: true as const, count }, 200);
  })
  .post("/:id{[0-9]+}/visit", requireUser, validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireHouse(c.var.db, id);
    const count = await recordVisit(c.var.db, id, currentUser(c).id);
    return c.json({ success: true as const, count }, 200);
  })
  .post(
    "/:id{[0-9]+}/proximity-visit",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", proximityVisitRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const user = currentUser(c);
      const house = await houseLocation(c.var.db, id);
      if (!house) throw new HouseNotFound(id);
      requireNearHouse(body, house, "count a visit");
      const { alreadyVisited } = await recordProximityVisit(c.var.db, {
        houseId: id,
        userId: user.id,
        ...body,
      });
      return c.json(
        {
          success: true,
          alreadyVisited,
          message: alreadyVisited
            ? "You already visited this house today"
            : "Your visit to this house has been recorded",
        },
        200,
      );
    },
  );
