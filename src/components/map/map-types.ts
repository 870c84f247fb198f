/** What the map needs of a house (a subset of the house list item of GET /api/houses). */
export interface MapHouse {
  id: number;
  title: string;
  address: string;
  city?: string | null;
  latitude: number;
  longitude: number;
  avgRating?: number | null;
  features?: string[] | null;
  citySlug?: string | null;
  streetSlug?: string | null;
}

/** Map loader statuses. */
export type MapLoaderStatus = "not-loaded" | "loading" | "loaded" | "failed" | "auth-failure";

/** (docs/product.md, Places and maps) Near 40.79, -73.13, zoom 10; 12 after My Location. */
export const MAP_CENTER = { lat: 40.79, lng: -73.13 } as const;
export const MAP_DEFAULT_ZOOM = 10;
export const MAP_MY_LOCATION_ZOOM = 12;

/**
 * /house/{citySlug}/{streetSlug}, or /house/{id} when a slug is missing (docs/product.md, Routes
 * and roles).
 */
export function houseHref(house: Pick<MapHouse, "id" | "citySlug" | "streetSlug">) {
  return house.citySlug && house.streetSlug
    ? `/house/${house.citySlug}/${house.streetSlug}`
    : `/house/${house.id}`;
}
