/**
 * GET /api/admin/scheduled-jobs: the newest run of each scheduled job (backup, cleanup) for the
 * dashboard, so an admin sees a failing or missing nightly run without reading logs.
 */
import { latestJobRuns } from "../../db/scheduled-job-runs";
import { factory } from "../../factory";

export const adminScheduledJobRoutes = factory
  .createApp()
  .get("/", async (c) => c.json(await latestJobRuns(c.var.db), 200));
