import {
  HOME_PAGE_SIZE,
  houseListQuerySchema,
  houseSlugParamSchema,
  SIGNED_OUT_LIMIT,
} from "@contract/house";
import { HOUSE_NOT_FOUND } from "@contract/house-gone";
import { houseIdParamSchema } from "@contract/params";
import { HTTPException } from "hono/http-exception";
import { siteStats } from "../../db/house-counters";
import { findHouseIdBySlugs, getHouseDetail, houseLink } from "../../db/house-detail";
import { listHouses, listTopRated } from "../../db/house-list";
import { factory } from "../../factory";
import { deleteHouse } from "../../lib/delete-house";
import { houseChanged } from "../../lib/house-changed";
import { HouseNotFound } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { requireAdmin } from "../../middleware/auth";

const TOP_RATED_LIMIT = 10;

/**
 * A slug link that opens nothing: the same words as a missing id, but no id, as a hidden house's
 * slug must not confirm that a house is behind it (decision 334).
 */
function slugNotFound(): never {
  throw new HTTPException(404, { message: HOUSE_NOT_FOUND });
}

/**
 * Houses as a collection and one by one: list/search, top rated, site stats, detail by id or
 * by slugs, admin delete. Signed-out callers get at most SIGNED_OUT_LIMIT houses per call and
 * only the first page (docs/product.md, Houses, search and sorting: the gate is on the server).
 */
export const houseListAndDetailRoutes = factory
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
    if (!house) throw new HouseNotFound(id);
    return c.json(house, 200);
  })
  // A city slug always holds a letter, so "/12/stream" never reads as slugs.
  .get(
    "/:citySlug{[a-z0-9-]*[a-z][a-z0-9-]*}/:streetSlug{[a-z0-9-]+}",
    validate("param", houseSlugParamSchema),
    async (c) => {
      const { citySlug, streetSlug } = c.req.valid("param");
      // Admin screens link hidden houses by their slugs too (they show the real address).
      const id = await findHouseIdBySlugs(c.var.db, citySlug, streetSlug, {
        withHidden: c.var.user?.isAdmin ?? false,
      });
      const house = id === null ? null : await getHouseDetail(c.var.db, id, c.var.user);
      return house ? c.json(house, 200) : slugNotFound();
    },
  )
  .delete("/:id{[0-9]+}", requireAdmin, validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const link = await houseLink(c.var.db, id);
    if (!(await deleteHouse(c.env, c.var.db, id))) throw new HouseNotFound(id);
    await houseChanged(c, id, { formerLink: link });
    return c.json({ success: true }, 200);
  });
