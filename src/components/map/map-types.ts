import type { SeasonPlan } from "@contract/homeowner-texts";
import type { HouseSchedule } from "@contract/house-schedule";

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
  litTonight?: boolean;
  schedule?: HouseSchedule | null;
  /** The latest season confirmed lit (contract/season.ts); unconfirmed houses draw muted. */
  confirmedSeason?: number | null;
  /** The homeowner's answer for the season (contract/homeowner-texts.ts). */
  seasonPlan?: SeasonPlan | null;
  /** Reported as no longer decorating (docs/house-reports.md). */
  reportedDark?: boolean;
}

/** Map loader statuses. */
export type MapLoaderStatus = "not-loaded" | "loading" | "loaded" | "failed" | "auth-failure";

/** Central Long Island, where the pin picker opens without a guess; zoom 12 after My Location. */
export const MAP_CENTER = { lat: 40.79, lng: -73.13 } as const;
export const MAP_MY_LOCATION_ZOOM = 12;

/** [[west, south], [east, north]] */
export type LngLatBounds = [[number, number], [number, number]];

/** A map's first view: a box to fit, or a centre and zoom. */
export type MapView =
  | { bounds: LngLatBounds }
  | { center: { lat: number; lng: number }; zoom: number };

/** All of Nassau and Suffolk, from the Queens line to Montauk Point and Orient (docs/decisions/032-default-view.md). */
export const LONG_ISLAND_VIEW: MapView = {
  bounds: [
    [-73.75, 40.57],
    [-71.85, 41.17],
  ],
};

const MILES_PER_DEGREE_LAT = 69.05;

/** The box around a searched place and its radius (default 5 miles when the radius is "all"). */
export function searchView(
  center: { lat: number; lng: number },
  radiusMiles: number | null,
): MapView {
  const radius = radiusMiles ?? 5;
  const dLat = radius / MILES_PER_DEGREE_LAT;
  const dLng = radius / (MILES_PER_DEGREE_LAT * Math.cos((center.lat * Math.PI) / 180));
  return {
    bounds: [
      [center.lng - dLng, center.lat - dLat],
      [center.lng + dLng, center.lat + dLat],
    ],
  };
}

/**
 * /house/{citySlug}/{streetSlug}, or /house/{id} when a slug is missing (docs/product.md, Routes
 * and roles).
 */
export function houseHref(house: Pick<MapHouse, "id" | "citySlug" | "streetSlug">) {
  return house.citySlug && house.streetSlug
    ? `/house/${house.citySlug}/${house.streetSlug}`
    : `/house/${house.id}`;
}
