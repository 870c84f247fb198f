/**
 * Admin area (docs/product.md, Admin): every route below answers 401 to anonymous callers and
 * 403 to signed-in non-admins (requireAdmin runs first for the whole group).
 *
 *   GET    /api/admin/houses?page&limit&search     PUT/DELETE /api/admin/houses/:id
 *   GET    /api/admin/users?page&limit             PUT /api/admin/users/:id {isAdmin}
 *   GET    /api/admin/content?page=all|<page>      POST, PUT/DELETE /api/admin/content/:id
 *   GET    /api/admin/reviews?page&limit           DELETE /api/admin/reviews/:id
 *   GET    /api/admin/db-sync/status, /compare/houses
 *   POST   /api/admin/db-sync/sync-house-images, /sync-all-houses
 *   GET    /api/admin/held-images                  GET .../:id/image, POST .../:id/approve|reject
 *   GET    /api/admin/scheduled-jobs               the last run of each nightly job
 *   POST   /api/admin/imports (multipart file)     GET .../:id, PATCH .../:id/rows/:index,
 *                                                  POST .../:id/commit {indexes}
 *   GET    /api/admin/export?format=csv|geojson|kml
 *   GET    /api/admin/season/unconfirmed           POST .../archive|restore|ask-community|
 *                                                  stop-asking|confirm {ids}
 *   GET    /api/admin/homeowner-requests           POST .../:id/approve|decline
 *   GET    /api/admin/reports                      POST .../houses/:id/archive|move|merge|
 *                                                  remove-content|dismiss
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
