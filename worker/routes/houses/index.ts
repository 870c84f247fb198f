/**
 * Everything under /api/houses, one file per job:
 *
 *   GET  /houses, /houses/top-rated, /houses/stats         list-and-detail.ts
 *   GET  /houses/:id, /houses/:citySlug/:streetSlug        list-and-detail.ts
 *   DELETE /houses/:id (admin)                             list-and-detail.ts
 *   GET  /houses/check-duplicate, POST /houses             submissions.ts
 *   POST /houses/:id/page-view, visit, proximity-visit     counters.ts
 *   POST /houses/:id/ratings, PUT|DELETE features, PUT description   contributions.ts
 *   (POST|DELETE /houses/:id/photos and videos live with the other media: routes/media/)
 *   PUT /houses/:id/schedule, POST /houses/:id/lights-report   lit-tonight.ts
 *   GET  /houses/:id/stream (server-sent events)           live-events.ts
 *   POST /houses/:id/confirm-lit, GET /houses/help-us-check    season.ts
 *   POST /houses/:id/claim, removal-request, PUT season-plan,
 *   GET /houses/:id/homeowner-status,
 *   POST|PATCH|DELETE .../reviews/:reviewId/owner-answer      homeowner.ts
 *   POST /houses/:id/reports ("Report a problem")          reports.ts
 */
import { factory } from "../../factory";
import { houseContributionRoutes } from "./contributions";
import { houseCounterRoutes } from "./counters";
import { houseHomeownerRoutes } from "./homeowner";
import { houseListAndDetailRoutes } from "./list-and-detail";
import { houseLitTonightRoutes } from "./lit-tonight";
import { houseLiveEventRoutes } from "./live-events";
import { houseReportRoutes } from "./reports";
import { houseSeasonRoutes } from "./season";
import { houseSubmissionRoutes } from "./submissions";

export const houseRoutes = factory
  .createApp()
  // Submissions first: /houses/check-duplicate must not be read as a house id.
  .route("/", houseSubmissionRoutes)
  .route("/", houseSeasonRoutes)
  .route("/", houseListAndDetailRoutes)
  .route("/", houseCounterRoutes)
  .route("/", houseContributionRoutes)
  .route("/", houseLitTonightRoutes)
  .route("/", houseLiveEventRoutes)
  .route("/", houseHomeownerRoutes)
  .route("/", houseReportRoutes);
