/**
 * The worker: the JSON API under /api (one file or folder per area in routes/; every error is
 * answered as JSON {message}) and the pages it answers itself (pages/: landing, house and town
 * pages, crawl files, share cards, and any other screen's static page or the 404 page).
 */
import { Hono } from "hono";
import type { AppEnv } from "./factory";
import { answerError } from "./lib/http/error-answer";
// Every validator message the worker gives reads as a plain sentence (decision 422).
import "./lib/http/zod-messages";
import { appCheckMiddleware } from "./middleware/app-check";
import { authMiddleware } from "./middleware/auth";
import { dbMiddleware } from "./middleware/db";
import { rateLimitMiddleware } from "./middleware/rate-limit";
import { requestIdMiddleware } from "./middleware/request-id";
import { requestLogMiddleware } from "./middleware/request-log";
import { apiSecurityHeaders, privateAnswers } from "./middleware/security-headers";
import { drainUnreadBody } from "./middleware/unread-body";
import { appPageRoutes, canonicalUrlRedirect } from "./pages/app-page";
import { crawlFileRoutes } from "./pages/crawl-files";
import { housePageRoutes } from "./pages/house-page";
import { landingPageRoutes } from "./pages/landing-page";
import { popularToursPageRoutes } from "./pages/popular-tours-page";
import { shareImageRoutes } from "./pages/share-image";
import { sharedTourPageRoutes } from "./pages/shared-tour-page";
import { townPageRoutes } from "./pages/town-page";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { clientErrorRoutes } from "./routes/client-errors";
import { favoriteRoutes } from "./routes/favorites";
import { healthRoutes } from "./routes/health";
import { houseRoutes } from "./routes/houses";
import { mapConfigRoutes } from "./routes/map-config";
import { meRoutes } from "./routes/me";
import { mediaRoutes } from "./routes/media";
import { placeRoutes } from "./routes/places";
import { reviewRoutes } from "./routes/reviews";
import { siteContentRoutes } from "./routes/site-content";
import { tourRoutes } from "./routes/tours";
import { townRoutes } from "./routes/towns";
import { runScheduledJobs } from "./scheduled";

const app = new Hono<AppEnv>().basePath("/api");

app.use(
  apiSecurityHeaders,
  privateAnswers,
  appCheckMiddleware,
  dbMiddleware,
  authMiddleware,
  rateLimitMiddleware,
);

app.onError(answerError);

const routes = app
  .route("/health", healthRoutes)
  .route("/auth", authRoutes)
  .route("/client-errors", clientErrorRoutes)
  .route("/site-content", siteContentRoutes)
  .route("/houses", houseRoutes)
  .route("/favorites", favoriteRoutes)
  .route("/reviews", reviewRoutes)
  .route("/tours", tourRoutes)
  .route("/towns", townRoutes)
  .route("/admin", adminRoutes)
  .route("/me", meRoutes)
  .route("/map-config", mapConfigRoutes)
  .route("/", placeRoutes)
  .route("/", mediaRoutes);

export type AppType = typeof routes;

// The API (with its own middleware and error handler) plus the pages the worker answers. Every
// request gets its id and its log line first, so both cover the pages and every refusal; around
// them, a body nobody read is read to its end before the answer leaves, a page's or the API's
// (decision 382).
const site = new Hono<AppEnv>()
  .use(drainUnreadBody, requestIdMiddleware, requestLogMiddleware)
  .route("/", app)
  .use(canonicalUrlRedirect)
  .route("/house", housePageRoutes)
  .route("/lights", townPageRoutes)
  .route("/tours/shared", sharedTourPageRoutes)
  .route("/tours/popular", popularToursPageRoutes)
  .route("/share", shareImageRoutes)
  .route("/", crawlFileRoutes)
  .route("/", landingPageRoutes)
  .route("/", appPageRoutes);
site.notFound((c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
site.onError(answerError);

// The Hono app (tests read its route list) is the worker: its fetch, plus the Cron Trigger
// handler (wrangler.toml [triggers]) for the nightly backup and cleanup.
const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)));
};
export default Object.assign(site, { scheduled });
export { HouseEvents } from "./durable-objects/house-events";
