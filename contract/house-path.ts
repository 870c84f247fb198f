/** House page links (zod-free: every card imports this at runtime). */
import type { HouseListItem } from "./house";

/** Any house shape a card or link can render. */
export type HouseLike = Pick<HouseListItem, "id" | "citySlug" | "streetSlug">;

/** /house/{citySlug}/{streetSlug}, or /house/{id} when either slug is missing. */
export function housePath(house: HouseLike): string {
  return house.citySlug && house.streetSlug
    ? `/house/${house.citySlug}/${house.streetSlug}`
    : `/house/${house.id}`;
}
