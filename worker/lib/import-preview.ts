/**
 * Judging an imported list before anything is written (docs/decisions/167-importing-and-exporting-house-lists.md): each entry becomes
 * new, duplicate, needs-location, off-island or invalid. The database lookups and the geocoder
 * are handed in, so the rules read in one place.
 *
 * - A duplicate has the normalised address of a listed house (the key the unique index holds) or
 *   lies within 30 m of one; an entry repeating an earlier entry's address is a duplicate too.
 * - An entry without usable coordinates is geocoded; only a street-address match places it.
 * - A missing town comes from the ZIP, else from the nearest town centre to the point.
 * - An address on the do-not-list (its owner had it removed: docs/homeowners.md) is invalid.
 * - An address or town not in English letters is invalid, as in a submission (decision 334).
 * - Where a house may be is a submission's (decision 419): a state other than New York or a town
 *   the app does not know is invalid, a point off the Nassau and Suffolk outline is off-island,
 *   and a point far from its town needs its location (the admin puts the pin on the house).
 */
import { addressKey, isOnLongIsland } from "@contract/address";
import { EARTH_RADIUS_METERS, greatCircle } from "@contract/great-circle";
import { HOMEOWNER_MESSAGES } from "@contract/homeowner-texts";
import { IMPORT_LIMITS, type ImportEntry, notInEnglishLetters } from "@contract/house-import";
import { SUBMISSION_MESSAGES } from "@contract/house-submission";
import type { HousePoint, JudgedRow } from "../db/house-imports";
import { isFamilyFriendlyText, TEXT_REJECTED_MESSAGE } from "../services/moderation";
import { type BatchGeocoder, nearestTownName, townCentre, townOfZip } from "../services/places";
import {
  houseLocationProblem,
  inNassauOrSuffolk,
  isNewYork,
  LOCATION_MESSAGES,
} from "./house-location";

export interface ImportLookups {
  /** address_key -> listed house id, for these keys. */
  housesByKey(keys: readonly string[]): Promise<Map<string, number>>;
  /** The keys among these whose owners asked not to be listed (the do-not-list). */
  doNotListed(keys: readonly string[]): Promise<Set<string>>;
  /** Listed houses near any of these points (a superset is fine). */
  housesNear(points: ReadonlyArray<{ latitude: number; longitude: number }>): Promise<HousePoint[]>;
  geocoder: BatchGeocoder;
}

const DO_NOT_LIST_PROBLEM = HOMEOWNER_MESSAGES.doNotList;
const NEEDS_LOCATION = "No coordinates, and the address was not found: put the pin on the house.";

function withTown(entry: ImportEntry): ImportEntry {
  if (entry.city) return entry;
  const city =
    (entry.zip ? townOfZip(entry.zip) : null) ??
    (entry.latitude !== null &&
    entry.longitude !== null &&
    isOnLongIsland(entry.latitude, entry.longitude)
      ? nearestTownName(entry.latitude, entry.longitude)
      : null);
  return city ? { ...entry, city } : entry;
}

function textProblem(entry: ImportEntry): string | null {
  if (entry.problem) return entry.problem;
  if (!entry.city) return "No town: add a town or ZIP column, or coordinates.";
  const notEnglish = notInEnglishLetters(entry);
  if (notEnglish) return notEnglish;
  const misplaced = stateOrTownProblem(entry);
  if (misplaced) return misplaced;
  for (const [field, text] of [
    ["Title", entry.title],
    ["Description", entry.description],
  ] as const) {
    if (!isFamilyFriendlyText(text)) return `${field} was rejected: ${TEXT_REJECTED_MESSAGE}`;
  }
  return null;
}

/**
 * A state other than New York, or a town the app does not know (decision 419). A point off the
 * island is not judged here: it is off-island once placed, whatever its state and town.
 */
function stateOrTownProblem(entry: ImportEntry): string | null {
  const point =
    entry.latitude !== null && entry.longitude !== null
      ? { latitude: entry.latitude, longitude: entry.longitude }
      : null;
  if (point && !inNassauOrSuffolk(point.latitude, point.longitude)) return null;
  if (entry.state && !isNewYork(entry.state)) return LOCATION_MESSAGES.state;
  if (townCentre(entry.city)) return null;
  const nearest = point ? nearestTownName(point.latitude, point.longitude) : null;
  return LOCATION_MESSAGES.unknownTown(entry.city, nearest);
}

/** The nearest listed house within the duplicate distance, with its distance in metres. */
function nearestWithin(points: readonly HousePoint[], latitude: number, longitude: number) {
  let best: { id: number; meters: number } | null = null;
  for (const house of points) {
    const meters = greatCircle(
      latitude,
      longitude,
      house.latitude,
      house.longitude,
      EARTH_RADIUS_METERS,
    );
    if (meters <= IMPORT_LIMITS.duplicateMeters && (!best || meters < best.meters)) {
      best = { id: house.id, meters };
    }
  }
  return best;
}

/** What is wrong with where an entry's house would be (decision 419), or null: for the commit. */
export function importPlaceProblem(
  entry: ImportEntry,
  point: { latitude: number; longitude: number },
): string | null {
  if (entry.state && !isNewYork(entry.state)) return LOCATION_MESSAGES.state;
  return (
    houseLocationProblem({ ...point, city: entry.city, address: entry.address })?.message ?? null
  );
}

/** Status of an entry that has a point (after geocoding or a pin fix). */
export function judgePlaced(
  latitude: number,
  longitude: number,
  entry: Pick<ImportEntry, "address" | "city">,
  listedId: number | undefined,
  near: readonly HousePoint[],
): Pick<JudgedRow, "status" | "problem" | "duplicateOfHouseId"> {
  if (listedId !== undefined) {
    return {
      status: "duplicate",
      problem: "Same address as a listed house.",
      duplicateOfHouseId: listedId,
    };
  }
  const where = houseLocationProblem({
    latitude,
    longitude,
    city: entry.city,
    address: entry.address,
  });
  if (where?.field === "latitude") {
    return {
      status: "off-island",
      problem: SUBMISSION_MESSAGES.notOnLongIsland,
      duplicateOfHouseId: null,
    };
  }
  // Far from its town (an unknown town is refused before): the pin is put on the house.
  if (where) return { status: "needs-location", problem: where.message, duplicateOfHouseId: null };
  const close = nearestWithin(near, latitude, longitude);
  if (close) {
    return {
      status: "duplicate",
      problem: `Within ${Math.round(close.meters)} m of a listed house.`,
      duplicateOfHouseId: close.id,
    };
  }
  return { status: "new", problem: null, duplicateOfHouseId: null };
}

export async function judgeEntries(
  entries: readonly ImportEntry[],
  lookups: ImportLookups,
): Promise<JudgedRow[]> {
  const resolved = entries.map(withTown);
  const problems = resolved.map(textProblem);
  const keys = resolved.map((e) => addressKey(e.address, e.city));
  // Addresses whose owners asked us to remove them are refused like any invalid entry.
  const refused = await lookups.doNotListed(keys.filter((_, i) => problems[i] === null));
  keys.forEach((key, i) => {
    if (problems[i] === null && refused.has(key)) problems[i] = DO_NOT_LIST_PROBLEM;
  });
  const listed = await lookups.housesByKey([
    ...new Set(keys.filter((_, i) => problems[i] === null)),
  ]);

  // Geocode the entries that need it (valid, no point, not already a listed address).
  const toGeocode = resolved.flatMap((entry, index) =>
    problems[index] === null && entry.latitude === null && !listed.has(keys[index]!)
      ? [
          {
            id: String(index),
            street: entry.address,
            city: entry.city,
            state: entry.state ?? "NY",
            zip: entry.zip,
          },
        ]
      : [],
  );
  const geocoded = toGeocode.length > 0 ? await lookups.geocoder.geocodeAll(toGeocode) : new Map();

  const points = resolved.map((entry, index) => {
    if (entry.latitude !== null && entry.longitude !== null) {
      return { latitude: entry.latitude, longitude: entry.longitude };
    }
    const match = geocoded.get(String(index));
    return match ? { latitude: match.latitude, longitude: match.longitude } : null;
  });
  const near = await lookups.housesNear(
    points.filter((p, i): p is NonNullable<typeof p> => p !== null && problems[i] === null),
  );

  const firstRowOfKey = new Map<string, number>();
  return resolved.map((entry, index): JudgedRow => {
    const point = points[index] ?? null;
    const base = {
      index,
      entry,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    };
    const problem = problems[index];
    if (problem) return { ...base, status: "invalid", problem, duplicateOfHouseId: null };
    const key = keys[index]!;
    const listedId = listed.get(key);
    const earlier = firstRowOfKey.get(key);
    if (earlier === undefined) firstRowOfKey.set(key, index);
    if (listedId === undefined && earlier !== undefined) {
      return {
        ...base,
        status: "duplicate",
        problem: `Same address as row ${earlier + 1}.`,
        duplicateOfHouseId: null,
      };
    }
    if (!point) {
      return listedId !== undefined
        ? {
            ...base,
            status: "duplicate",
            problem: "Same address as a listed house.",
            duplicateOfHouseId: listedId,
          }
        : { ...base, status: "needs-location", problem: NEEDS_LOCATION, duplicateOfHouseId: null };
    }
    return { ...base, ...judgePlaced(point.latitude, point.longitude, entry, listedId, near) };
  });
}
