/** Favorites (docs/product.md, Favorites, reviews and visits). */
import { z } from "zod";
import { houseListItemSchema } from "./house";
import { bodyIdSchema, queryWholeNumber } from "./params";

export const favoriteSchema = z.object({
  id: z.number().int(),
  houseId: z.number().int(),
  createdAt: z.string(),
  house: houseListItemSchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** GET /api/favorites: newest first, one page (limit/offset; the default page holds them all
 * for any ordinary user, so the favorites screen asks without parameters). */
export const favoriteListSchema = z.array(favoriteSchema);

export const FAVORITES_PAGE_SIZE = 500;

export const favoriteListQuerySchema = z.object({
  limit: queryWholeNumber(1, FAVORITES_PAGE_SIZE).default(FAVORITES_PAGE_SIZE),
  offset: queryWholeNumber(0, 1_000_000).default(0),
});

export const addFavoriteRequestSchema = z.object({
  houseId: bodyIdSchema,
});
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

/** Declared with the other path parameters (params.ts); kept here for existing imports. */
export { favoriteHouseParamSchema } from "./params";

/** GET /api/favorites/{houseId}/check */
export const favoriteCheckSchema = z.object({ isFavorite: z.boolean() });
export type FavoriteCheck = z.infer<typeof favoriteCheckSchema>;

/** POST /api/favorites and DELETE /api/favorites/{houseId} */
export const favoriteToggleSchema = z.object({
  houseId: z.number().int(),
  isFavorite: z.boolean(),
});
export type FavoriteToggle = z.infer<typeof favoriteToggleSchema>;
