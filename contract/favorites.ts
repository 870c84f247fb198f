/** Favorites (docs/product.md, Favorites, reviews and visits). */
import { z } from "zod";
import { houseListItemSchema } from "./house";

export const favoriteSchema = z.object({
  id: z.number().int(),
  houseId: z.number().int(),
  createdAt: z.string(),
  house: houseListItemSchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** GET /api/favorites: newest first. */
export const favoriteListSchema = z.array(favoriteSchema);

export const addFavoriteRequestSchema = z.object({
  houseId: z.coerce.number().int().positive(),
});
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

export const favoriteHouseParamSchema = z.object({
  houseId: z.coerce.number().int().positive(),
});

/** GET /api/favorites/{houseId}/check */
export const favoriteCheckSchema = z.object({ isFavorite: z.boolean() });
export type FavoriteCheck = z.infer<typeof favoriteCheckSchema>;
