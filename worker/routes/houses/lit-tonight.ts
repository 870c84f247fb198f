/**
 * "Lit tonight" (docs/product.md, Lit tonight): the schedule any signed-in user may edit (like
 * the description; the homeowner's alone once an admin approved one), and "lights on" / "lights off" reports from people standing at the house
 * (the proximity rule of GPS visits). Both are writes, so the writes rate limit applies.
 */
import { lightsReportRequestSchema, scheduleRequestSchema } from "@contract/house-schedule";
import { houseIdParamSchema } from "@contract/params";
import { houseLocation } from "../../db/house-detail";
import { confirmHouseLit } from "../../db/house-season";
import {
  houseLitTonight,
  lightsReportsTonight,
  litClockAt,
  recordLightsReport,
  saveSchedule,
} from "../../db/lit-tonight";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { requireOwnerWhenOwned } from "../../lib/http/homeowner-guard";
import { requireNearHouse } from "../../lib/http/proximity";
import { HouseNotFound } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { currentUser, requireUser } from "../../middleware/auth";

export const houseLitTonightRoutes = factory
  .createApp()
  .put(
    "/:id{[0-9]+}/schedule",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", scheduleRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const schedule = c.req.valid("json");
      await requireOwnerWhenOwned(c.var.db, id, currentUser(c));
      if (!(await saveSchedule(c.var.db, id, schedule))) {
        throw new HouseNotFound(id);
      }
      await houseChanged(c, id);
      const litTonight = await houseLitTonight(c.var.db, id, litClockAt());
      return c.json({ schedule, litTonight }, 200);
    },
  )
  .post(
    "/:id{[0-9]+}/lights-report",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", lightsReportRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { status, ...position } = c.req.valid("json");
      const user = currentUser(c);
      const house = await houseLocation(c.var.db, id);
      if (!house) throw new HouseNotFound(id);
      requireNearHouse(position, house, "report its lights");
      const clock = litClockAt();
      const { replaced } = await recordLightsReport(
        c.var.db,
        { houseId: id, userId: user.id, status },
        clock,
      );
      // Someone at the house saw it lit: confirmed for the season.
      if (status === "on") await confirmHouseLit(c.var.db, id, new Date(clock.nowMs));
      await houseChanged(c, id);
      const [litTonight, reports] = await Promise.all([
        houseLitTonight(c.var.db, id, clock),
        lightsReportsTonight(c.var.db, id, user.id, clock),
      ]);
      return c.json({ litTonight, reports, replaced }, 200);
    },
  );
