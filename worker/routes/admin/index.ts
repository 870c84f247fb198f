/**
 * The admin area: requireAdmin runs first for the whole group, so every route answers 401 to
 * anonymous callers and 403 to signed-in non-admins. One file per area, mounted at its path.
 */
import { factory } from "../../factory";
import { requireAdmin } from "../../middleware/auth";
import { adminContentRoutes } from "./content";
import { adminDbSyncRoutes } from "./db-sync";
import { adminExportRoutes } from "./export";
import { adminHeldImageRoutes } from "./held-images";
import { adminHomeownerRequestRoutes } from "./homeowner-requests";
import { adminHouseRoutes } from "./houses";
import { adminImportRoutes } from "./imports";
import { adminReportRoutes } from "./reports";
import { adminReviewRoutes } from "./reviews";
import { adminScheduledJobRoutes } from "./scheduled-jobs";
import { adminSeasonRoutes } from "./season";
import { adminUserRoutes } from "./users";

export const adminRoutes = factory
  .createApp()
  .use(requireAdmin)
  .route("/houses", adminHouseRoutes)
  .route("/users", adminUserRoutes)
  .route("/content", adminContentRoutes)
  .route("/reviews", adminReviewRoutes)
  .route("/db-sync", adminDbSyncRoutes)
  .route("/held-images", adminHeldImageRoutes)
  .route("/scheduled-jobs", adminScheduledJobRoutes)
  .route("/imports", adminImportRoutes)
  .route("/export", adminExportRoutes)
  .route("/season", adminSeasonRoutes)
  .route("/homeowner-requests", adminHomeownerRequestRoutes)
  .route("/reports", adminReportRoutes);
