/**
 * The signed-in person's own things that have no other home:
 *   GET /me/reports   their problem reports, newest first, with each outcome ("My Reports")
 */
import type { MyReport } from "@contract/house-reports";
import { listMyReports } from "../db/house-reports";
import { factory } from "../factory";
import { currentUser, requireUser } from "../middleware/auth";

export const meRoutes = factory.createApp().get("/reports", requireUser, async (c) => {
  const reports: MyReport[] = await listMyReports(c.var.db, currentUser(c).id);
  return c.json(reports, 200);
});
