import {
  HOME_PAGE_SIZE,
  houseIdParamSchema,
  houseListQuerySchema,
  houseSlugParamSchema,
  PROXIMITY_MAX_ACCURACY_METERS,
  PROXIMITY_MAX_METERS,
  proximityVisitRequestSchema,
  SIGNED_OUT_LIMIT,
} from "@contract/house";
import { HTTPException } from "hono/http-exception";
import {
  EARTH_RADIUS_METERS,
  findHouseIdBySlugs,
  getHouseDetail,
  greatCircle,
  houseExists,
  houseLocation,
  listHouses,
  listTopRated,
  recordPageView,
  recordProximityVisit,
  recordVisit,
  siteStats,
  viewerKeyFor,
} from "../db/houses";
import { factory } from "../factory";
import { validate } from "../lib/validate";
import { currentUser, requireUser } from "../middleware/auth";

const TOP_RATED_LIMIT = 10;

function notFound(): never {
  throw new HTTPException(404, { message: "House not found" });
}

/**
 * Read side of houses: list/search, top rated, detail, page views, visits, proximity visits.
 * Signed-out callers get at most SIGNED_OUT_LIMIT houses per call and only the first page
 * (docs/product.md, Houses, search and sorting: the gate is on the server).
 */
export const houseRoutes = factory
  .createApp()
  .get("/", validate("query", houseListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const signedIn = c.var.user !== null;
    const requested = query.limit ?? HOME_PAGE_SIZE;
    const limit = signedIn ? requested : Math.min(requested, SIGNED_OUT_LIMIT);
    const offset = signedIn ? (query.offset ?? 0) : 0;
    const result = await listHouses(c.var.db, { ...query, limit, offset });
    return c.json(result, 200);
  })
  .get("/top-rated", async (c) => {
    const limit = c.var.user ? TOP_RATED_LIMIT : SIGNED_OUT_LIMIT;
    return c.json(await listTopRated(c.var.db, limit), 200);
  })
  /** Landing hero counts (houses listed, active users, photos shared). */
  .get("/stats", async (c) => c.json(await siteStats(c.var.db), 200))
  .get("/:id{[0-9]+}", validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const house = await getHouseDetail(c.var.db, id, c.var.user);
    return house ? c.json(house, 200) : notFound();
  })
  // A city slug always holds a letter, so "/12/stream" never reads as slugs.
  .get(
    "/:citySlug{[a-z0-9-]*[a-z][a-z0-9-]*}/:streetSlug{[a-z0-9-]+}",
    validate("param", houseSlugParamSchema),
    async (c) => {
      const { citySlug, streetSlug } = c.req.valid("param");
      const id = await findHouseIdBySlugs(c.var.db, citySlug, streetSlug);
      const house = id === null ? null : await getHouseDetail(c.var.db, id, c.var.user);
      return house ? c.json(house, 200) : notFound();
    },
  )
  .post("/:id{[0-9]+}/page-view", validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await houseExists(c.var.db, id))) notFound();
    const userId = c.var.user?.id ?? null;
    const viewerKey = await viewerKeyFor(userId, c.req.header("CF-Connecting-IP"));
    const count = await recordPageView(c.var.db, id, { userId, viewerKey });
    return c.json({ success: true as const, count }, 200);
  })
  .post("/:id{[0-9]+}/visit", requireUser, validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await houseExists(c.var.db, id))) notFound();
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
      if (!house) notFound();
      if (body.accuracy > PROXIMITY_MAX_ACCURACY_METERS) {
        throw new HTTPException(400, {
          message: `Location not accurate enough (${Math.round(body.accuracy)} m; ${PROXIMITY_MAX_ACCURACY_METERS} m or better needed)`,
        });
      }
      const meters = greatCircle(
        body.latitude,
        body.longitude,
        house.latitude,
        house.longitude,
        EARTH_RADIUS_METERS,
      );
      if (meters > PROXIMITY_MAX_METERS) {
        throw new HTTPException(400, {
          message: `Too far from this house (${Math.round(meters)} m away; within ${PROXIMITY_MAX_METERS} m counts as a visit)`,
        });
      }
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
