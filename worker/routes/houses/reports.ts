/**
 * "Report a problem" (docs/house-reports.md):
 *   POST /houses/:id/reports   signed in: { reason, note?, duplicateOfHouseId? } -> 201 the report
 * One open report per user, house and reason (409), at most MAX_REPORTS_PER_DAY a day (429) on
 * top of the per-minute write limit; 404 for a house that does not exist or is archived.
 */
import { houseReportRequestSchema, type MyReport, REPORT_MESSAGES } from "@contract/house-reports";
import { houseIdParamSchema } from "@contract/params";
import { eq } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { hideStreet } from "../../db/homeowner-view";
import { fileReport } from "../../db/house-reports";
import { houses } from "../../db/schema";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { HouseNotFound } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { currentUser, requireUser } from "../../middleware/auth";

async function listedHouse(db: Db, id: number) {
  return db
    .select({
      id: houses.id,
      title: houses.title,
      address: houses.address,
      city: houses.city,
      citySlug: houses.citySlug,
      streetSlug: houses.streetSlug,
      archivedAt: houses.archivedAt,
      removalRequestedAt: houses.removalRequestedAt,
    })
    .from(houses)
    .where(eq(houses.id, id))
    .get();
}

export const houseReportRoutes = factory
  .createApp()
  .post(
    "/:id{[0-9]+}/reports",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", houseReportRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const house = await listedHouse(c.var.db, id);
      if (!house) throw new HouseNotFound(id);
      // An archived house answers with the same words but is not gone: its page stays (no id).
      if (house.archivedAt)
        throw new HTTPException(404, { message: REPORT_MESSAGES.houseNotFound });
      const duplicateOfHouseId = body.reason === "duplicate" ? body.duplicateOfHouseId : undefined;
      if (duplicateOfHouseId !== undefined) {
        if (duplicateOfHouseId === id) {
          throw new HTTPException(400, { message: REPORT_MESSAGES.duplicateOfItself });
        }
        if (!(await listedHouse(c.var.db, duplicateOfHouseId))) {
          throw new HTTPException(400, { message: REPORT_MESSAGES.duplicateNotFound });
        }
      }
      let filed: Awaited<ReturnType<typeof fileReport>>;
      try {
        filed = await fileReport(c.var.db, {
          houseId: id,
          userId: user.id,
          reason: body.reason,
          note: body.note ?? null,
          duplicateOfHouseId: duplicateOfHouseId ?? null,
          at: new Date(),
        });
      } catch (error) {
        if (isUniqueViolation(error, "house_reports.house_id")) {
          throw new HTTPException(409, { message: REPORT_MESSAGES.alreadyOpen });
        }
        throw error;
      }
      if (!filed) {
        // The insert also writes nothing when a house it names was deleted since the checks
        // above (decision 359): that is the answer, not the daily cap.
        if (!(await listedHouse(c.var.db, id))) throw new HouseNotFound(id);
        if (
          duplicateOfHouseId !== undefined &&
          !(await listedHouse(c.var.db, duplicateOfHouseId))
        ) {
          throw new HTTPException(400, { message: REPORT_MESSAGES.duplicateNotFound });
        }
        throw new HTTPException(429, { message: REPORT_MESSAGES.tooMany });
      }
      // "Reported dark" shows on the cached house page and town page: they are refreshed.
      if (filed.darkened) await houseChanged(c, id);
      const { report } = filed;
      const { archivedAt: _, removalRequestedAt, ...named } = house;
      return c.json(
        {
          id: report.id,
          reason: report.reason,
          note: report.note,
          status: report.status,
          outcome: report.outcome,
          createdAt: report.createdAt.toISOString(),
          resolvedAt: null,
          // Named as GET /api/me/reports names it: a waiting removal hides the street.
          house: removalRequestedAt ? hideStreet(named) : named,
        } satisfies MyReport,
        201,
      );
    },
  );
