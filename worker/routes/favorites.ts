import { addFavoriteRequestSchema, favoriteListQuerySchema } from "@contract/favorites";
import { favoriteHouseParamSchema } from "@contract/params";
import { addFavorite, isFavorite, listFavorites, removeFavorite } from "../db/favorites";
import { factory } from "../factory";
import { requireHouse } from "../lib/http/require-house";
import { validate } from "../lib/http/validate";
import { currentUser, requireUser } from "../middleware/auth";

/** The signed-in user's favorites. Add and remove are idempotent; unknown houses are 404. */
export const favoriteRoutes = factory
  .createApp()
  .use(requireUser)
  .get("/", validate("query", favoriteListQuerySchema), async (c) =>
    c.json(await listFavorites(c.var.db, currentUser(c).id, c.req.valid("query")), 200),
  )
  .get("/:houseId{[0-9]+}/check", validate("param", favoriteHouseParamSchema), async (c) => {
    const { houseId } = c.req.valid("param");
    await requireHouse(c.var.db, houseId);
    return c.json({ isFavorite: await isFavorite(c.var.db, currentUser(c).id, houseId) }, 200);
  })
  .post("/", validate("json", addFavoriteRequestSchema), async (c) => {
    const { houseId } = c.req.valid("json");
    await requireHouse(c.var.db, houseId);
    await addFavorite(c.var.db, currentUser(c).id, houseId);
    return c.json({ houseId, isFavorite: true }, 201);
  })
  .delete("/:houseId{[0-9]+}", validate("param", favoriteHouseParamSchema), async (c) => {
    const { houseId } = c.req.valid("param");
    await requireHouse(c.var.db, houseId);
    await removeFavorite(c.var.db, currentUser(c).id, houseId);
    return c.json({ houseId, isFavorite: false }, 200);
  });
