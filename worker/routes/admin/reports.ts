/**
 * The admin's queue of problem reports (docs/house-reports.md). Each action resolves every open
 * report of the house with its outcome.
 */
import {
  ADMIN_REPORT_GROUPS_LIMIT,
  type AdminReportList,
  type ReportActionResponse,
  type ReportOutcome,
  reportMergeSchema,
  reportMovePinSchema,
  reportRemoveContentSchema,
} from "@contract/house-reports";
import { houseIdParamSchema } from "@contract/params";
import { HTTPException } from "hono/http-exception";
import { isForeignKeyViolation } from "../../db/errors";
import { houseLink } from "../../db/house-detail";
import {
  archiveReportedHouse,
  dismissReports,
  listOpenReportGroups,
  moveReportedPin,
  removeReportedContent,
  reportedHouse,
} from "../../db/house-reports";
import { mergeHouses } from "../../db/merge-houses";
import { unreferencedImageUrls } from "../../db/photos";
import { broadcastHouseEvent } from "../../durable-objects/house-events";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { houseLocationProblem, inNassauOrSuffolk } from "../../lib/house-location";
import { HouseNotFound } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { deleteMediaUrls } from "../../lib/media-urls";
import { logError } from "../../lib/structured-log";
import { currentUser } from "../../middleware/auth";

const HOUSE = "/houses/:id{[0-9]+}";

async function requireReportedHouse(db: Parameters<typeof reportedHouse>[0], id: number) {
  const house = await reportedHouse(db, id);
  if (!house) throw new HouseNotFound(id);
  return house;
}

const KEPT_HOUSE_NOT_FOUND = "The house to keep was not found";

const answer = (resolved: number, outcome: ReportOutcome): ReportActionResponse => ({
  resolved,
  outcome,
});

export const adminReportRoutes = factory
  .createApp()
  .get("/", async (c) => {
    const list = await listOpenReportGroups(c.var.db, ADMIN_REPORT_GROUPS_LIMIT);
    return c.json(list satisfies AdminReportList, 200);
  })
  .post(`${HOUSE}/archive`, validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireReportedHouse(c.var.db, id);
    const resolved = await archiveReportedHouse(c.var.db, id, currentUser(c).id, new Date());
    await houseChanged(c, id);
    return c.json(answer(resolved, "archived"), 200);
  })
  .post(
    `${HOUSE}/move`,
    validate("param", houseIdParamSchema),
    validate("json", reportMovePinSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const pin = c.req.valid("json");
      if (!inNassauOrSuffolk(pin.latitude, pin.longitude)) {
        throw new HTTPException(400, { message: "The pin must be on Long Island" });
      }
      const house = await requireReportedHouse(c.var.db, id);
      // The moved pin must still be near the house's town (decision 419).
      const problem = houseLocationProblem({ ...pin, city: house.city, address: house.address });
      if (problem) throw new HTTPException(400, { message: problem.message });
      const resolved = await moveReportedPin(c.var.db, id, pin, currentUser(c).id, new Date());
      await houseChanged(c, id);
      return c.json(answer(resolved, "moved"), 200);
    },
  )
  .post(
    `${HOUSE}/merge`,
    validate("param", houseIdParamSchema),
    validate("json", reportMergeSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { intoHouseId } = c.req.valid("json");
      if (intoHouseId === id) {
        throw new HTTPException(400, { message: "A house cannot be merged into itself" });
      }
      await requireReportedHouse(c.var.db, id);
      if (!(await reportedHouse(c.var.db, intoHouseId))) {
        throw new HTTPException(404, { message: KEPT_HOUSE_NOT_FOUND });
      }
      const formerLink = await houseLink(c.var.db, id);
      const resolved = await mergeHouses(
        c.var.db,
        id,
        intoHouseId,
        currentUser(c).id,
        new Date(),
      ).catch(async (error: unknown) => {
        // The house to keep deleted since the check: D1 refused moving rows to it, and the batch
        // (one transaction) wrote nothing. That house is what is missing, not this one, so the
        // error handler's "House not found" for the route's house would be wrong (decision 359).
        if (isForeignKeyViolation(error) && !(await reportedHouse(c.var.db, intoHouseId))) {
          throw new HTTPException(404, { message: KEPT_HOUSE_NOT_FOUND });
        }
        throw error;
      });
      // The dropped house's page and the kept one's both change.
      await houseChanged(c, intoHouseId, { formerLink });
      // Pages open on the dropped house read it again, get its 404 and say it is gone, as after a
      // delete (decision 354).
      await broadcastHouseEvent(c.env, { type: "house-updated", houseId: id });
      return c.json(answer(resolved, "merged"), 200);
    },
  )
  .post(
    `${HOUSE}/remove-content`,
    validate("param", houseIdParamSchema),
    validate("json", reportRemoveContentSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      await requireReportedHouse(c.var.db, id);
      const removed = await removeReportedContent(
        c.var.db,
        id,
        body,
        currentUser(c).id,
        new Date(),
      );
      if (!removed) throw new HTTPException(404, { message: "Photo not found on this house" });
      // The removed main photo's file goes the same way as the photos' (decision 366).
      const orphaned = await unreferencedImageUrls(c.var.db, removed.removedImageUrls);
      try {
        await deleteMediaUrls(c.var.db, orphaned);
      } catch (error) {
        // The rows are gone; an object left in storage is only an orphan.
        logError("house-media-cleanup-failed", error, { houseId: id, media: "photos" });
      }
      await houseChanged(c, id);
      return c.json(answer(removed.resolved, "content-removed"), 200);
    },
  )
  .post(`${HOUSE}/dismiss`, validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireReportedHouse(c.var.db, id);
    const resolved = await dismissReports(c.var.db, id, currentUser(c).id, new Date());
    await houseChanged(c, id);
    return c.json(answer(resolved, "dismissed"), 200);
  });
