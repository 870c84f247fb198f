/** House page links (zod-free: every card imports this at runtime). */

/** Any house shape a card or link can render (a list item, a detail, a tour stop). */
export interface HouseLike {
  id: number;
  citySlug: string | null;
  streetSlug: string | null;
}

/** How the app and the worker name one house page: by id, or by its slugs. */
export type HouseRef = { id: number } | { citySlug: string; streetSlug: string };

/** /house/{citySlug}/{streetSlug}, or /house/{id} when either slug is missing. */
export function housePath(house: HouseLike): string {
  return house.citySlug && house.streetSlug
    ? `/house/${house.citySlug}/${house.streetSlug}`
    : `/house/${house.id}`;
}
