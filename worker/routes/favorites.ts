import {
  addFavoriteRequestSchema,
  favoriteHouseParamSchema,
  favoriteListQuerySchema,
} from "@contract/favorites";
import { HTTPException } from "hono/http-exception";
import { addFavorite, isFavorite, listFavorites, removeFavorite } from "../db/favorites";
import { houseExists } from "../db/houses";
import { factory } from "../factory";
import { validate } from "../lib/validate";
import { currentUser, requireUser } from "../middleware/auth";

async function assertHouse(db: Parameters<typeof houseExists>[0], houseId: number) {
  if (!(await houseExists(db, houseId))) {
    throw new HTTPException(404, { message: "House not found" });
  }
}

/** The signed-in user's favorites. Add and remove are idempotent; unknown houses are 404. */
export const favoriteRoutes = factory
  .createApp()
  .use(requireUser)
  .get("/", validate("query", favoriteListQuerySchema), async (c) =>
    c.json(await listFavorites(c.var.db, currentUser(c).id, c.req.valid("query")), 200),
  )
  .get("/:houseId{[0-9]+}/check", validate("param", favoriteHouseParamSchema), async (c) => {
    const { houseId } = c.req.valid("param");
    await assertHouse(c.var.db, houseId);
    return c.json({ isFavorite: await isFavorite(c.var.db, currentUser(c).id, houseId) }, 200);
  })
  .post("/", validate("json", addFavoriteRequestSchema), async (c) => {
    const { houseId } = c.req.valid("json");
    await assertHouse(c.var.db, houseId);
    await addFavorite(c.var.db, currentUser(c).id, houseId);
    return c.json({ houseId, isFavorite: true }, 201);
  })
  .delete("/:houseId{[0-9]+}", validate("param", favoriteHouseParamSchema), async (c) => {
    const { houseId } = c.req.valid("param");
    await assertHouse(c.var.db, houseId);
    await removeFavorite(c.var.db, currentUser(c).id, houseId);
    return c.json({ houseId, isFavorite: false }, 200);
  });
