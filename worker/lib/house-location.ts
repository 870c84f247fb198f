/**
 * Where a house may be (decision 419), checked by every route that sets or changes a house's pin,
 * town or state: its pin on Long Island (in the Nassau or Suffolk county outline, or on its
 * shore), its state New York, and its town one the app knows, near the pin.
 *
 * The outline is the Census one the map layer is cut from, generated into
 * long-island-outline.json by scripts/generate-map-layers.ts.
 */
import { isOnLongIsland } from "@contract/address";
import { distanceText } from "@contract/distance-text";
import { EARTH_RADIUS_METERS, greatCircle } from "@contract/great-circle";
import { SUBMISSION_MESSAGES } from "@contract/submission-messages";
import { nearestTownName, townCentre } from "../services/places";
import outline from "./long-island-outline.json";

type Ring = [number, number][];
type Polygon = Ring[];

const COUNTIES = outline.counties as Polygon[];
const QUEENS = outline.queens as Polygon[];

/**
 * A pin this close to the outline, off it, is still on Long Island: the 1:500,000 outline runs
 * up to ~430 m inside the real shore (NOAA's, on the north shore), and a house on the water has a
 * dock. Connecticut, the Bronx and Rhode Island are 2.5 km or more across the water; the land of
 * Queens beside Nassau gets no allowance.
 */
export const SHORE_ALLOWANCE_METERS = 600;

/**
 * A house's town is near its pin when the town's centre is at most this much farther from the
 * pin than the nearest town centre the app knows: a house on the edge of a town, or in a large
 * post-office town, is never refused, a town named on the other side of the island is.
 */
export const TOWN_SLACK_METERS = 8000;

/** Even-odd ray casting, [lng, lat] as GeoJSON. */
function inRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

function inPolygons(lng: number, lat: number, polygons: readonly Polygon[]): boolean {
  return polygons.some(
    ([outer, ...holes]) =>
      outer !== undefined && inRing(lng, lat, outer) && !holes.some((h) => inRing(lng, lat, h)),
  );
}

const METERS_PER_DEGREE_LAT = (Math.PI / 180) * EARTH_RADIUS_METERS;

/** Whether the point is within `meters` of any edge of the outline (flat, at its latitude). */
function nearOutline(lng: number, lat: number, meters: number): boolean {
  const kx = METERS_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);
  const ky = METERS_PER_DEGREE_LAT;
  const limit = meters * meters;
  for (const polygon of COUNTIES) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const [ax, ay] = ring[i - 1]!;
        const [bx, by] = ring[i]!;
        const dx = (bx - ax) * kx;
        const dy = (by - ay) * ky;
        const px = (lng - ax) * kx;
        const py = (lat - ay) * ky;
        const length = dx * dx + dy * dy;
        const t = length === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / length));
        const ex = px - t * dx;
        const ey = py - t * dy;
        if (ex * ex + ey * ey <= limit) return true;
      }
    }
  }
  return false;
}

/** In the Nassau or Suffolk county outline, or off it by no more than the shore allowance. */
export function inNassauOrSuffolk(latitude: number, longitude: number): boolean {
  // The box around the outline answers most points off the island at once.
  if (!isOnLongIsland(latitude, longitude)) return false;
  if (inPolygons(longitude, latitude, COUNTIES)) return true;
  return (
    !inPolygons(longitude, latitude, QUEENS) &&
    nearOutline(longitude, latitude, SHORE_ALLOWANCE_METERS)
  );
}

/** "NY" or "New York", in any case, with or without periods ("N.Y."). */
export function isNewYork(state: string): boolean {
  const plain = state.replace(/\./g, "").replace(/\s+/g, " ").trim().toLowerCase();
  return plain === "ny" || plain === "new york";
}

export const LOCATION_MESSAGES = {
  notOnLongIsland: SUBMISSION_MESSAGES.notOnLongIsland,
  state: "Long Island is in New York: the state must be NY",
  unknownTown: (city: string, nearest: string | null) =>
    `We don't know ${city} as a town on Long Island${
      nearest ? `: the pin is near ${nearest}` : ""
    }. Enter the town the house is in`,
  notNearTown: (address: string, city: string, meters: number, nearest: string | null) =>
    `${address} is not near ${city}: the pin is ${distanceText(meters, "up")} from the center of ${city}${
      nearest && nearest !== city ? `, near ${nearest}` : ""
    }. Put the pin on the house, or enter the town it is in`,
} as const;

export interface HouseLocation {
  latitude: number;
  longitude: number;
  city: string;
  address: string;
  /** Absent or null: not given (stored as it is). */
  state?: string | null | undefined;
}

export interface LocationProblem {
  field: "latitude" | "state" | "city";
  message: string;
}

/**
 * What is wrong with where the house is, or null: the pin first (off the island, nothing else is
 * worth saying), then the state, then the town.
 */
export function houseLocationProblem(house: HouseLocation): LocationProblem | null {
  const { latitude, longitude } = house;
  if (!inNassauOrSuffolk(latitude, longitude)) {
    return { field: "latitude", message: LOCATION_MESSAGES.notOnLongIsland };
  }
  if (house.state && !isNewYork(house.state)) {
    return { field: "state", message: LOCATION_MESSAGES.state };
  }
  const nearestName = nearestTownName(latitude, longitude);
  const nearest = nearestName ? townCentre(nearestName) : null;
  const town = townCentre(house.city.trim());
  if (!town) {
    return {
      field: "city",
      message: LOCATION_MESSAGES.unknownTown(house.city.trim(), nearest?.name ?? null),
    };
  }
  const meters = (point: { latitude: number; longitude: number }) =>
    greatCircle(latitude, longitude, point.latitude, point.longitude, EARTH_RADIUS_METERS);
  const fromTown = meters(town);
  const fromNearest = nearest ? meters(nearest) : 0;
  if (fromTown > fromNearest + TOWN_SLACK_METERS) {
    return {
      field: "city",
      message: LOCATION_MESSAGES.notNearTown(
        house.address,
        town.name,
        fromTown,
        nearest?.name ?? null,
      ),
    };
  }
  return null;
}

/** The problem as the API says it: "city: ...", as a refused field of the body reads. */
export function locationProblemText(problem: LocationProblem): string {
  return `${problem.field}: ${problem.message}`;
}
