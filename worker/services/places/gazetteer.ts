import { addressKey, expandState, slugify, townKey } from "@contract/address";
import type { PlaceDetails, Suggestion } from "@contract/places";
import { knownTowns, searchTextParts } from "@contract/search-text";
import data from "./long-island-places.json";
import {
  type BatchGeocoder,
  type GeocodedAddress,
  type KnownAddress,
  type KnownAddressSource,
  MAX_SUGGESTIONS,
  type PlacesProvider,
} from "./types";

/**
 * Embedded Long Island gazetteer: ZIP centroids and town names of Nassau and Suffolk (from the
 * `zipcodes` package, see scripts/generate-places.ts), the Census places that are not such a town
 * (hamlets and villages such as Dix Hills or North Massapequa, decision 418), plus the addresses
 * of houses already in the database. Place ids: "zip:11758", "town:massapequa", "town:dix-hills",
 * "house:12", and "street:{town}:{street}" for a typed street line in a known town (located at
 * the town centre). Every answer says how precise its point is; the submit form asks for a pin
 * when it is coarse.
 */
type Zip = { zip: string; city: string; county: string; latitude: number; longitude: number };
type Town = {
  name: string;
  slug: string;
  county: string;
  latitude: number;
  longitude: number;
  zips: string[];
};

type CensusPlace = { name: string; county: string; latitude: number; longitude: number };

const ZIPS = data.zips as Zip[];
/** The post office towns: what a house's ZIP or pin names (decision 418 keeps that). */
const ZIP_TOWNS = data.towns as Town[];
/** The Census places that are no post office town, as towns without ZIPs (decision 418). */
const PLACES: Town[] = (data.places as CensusPlace[]).map((p) => ({
  ...p,
  slug: slugify(p.name),
  zips: [],
}));
/** Every town a visitor may name, by name: searched, suggested and located alike. */
const TOWNS = [...ZIP_TOWNS, ...PLACES].sort((a, b) => a.name.localeCompare(b.name));
const zipByCode = new Map(ZIPS.map((z) => [z.zip, z]));
const townBySlug = new Map(TOWNS.map((t) => [t.slug, t]));
/** "St. James" and "St James" find Saint James (contract/address.ts, townKey). */
const townByKey = new Map(TOWNS.map((t) => [townKey(t.name), t]));
const townByName = new Map(TOWNS.map((t) => [t.name.toLowerCase(), t]));

/**
 * Towns this far apart or more are not neighbours: "Laurel Hollow" is not read as "Laurel" 50
 * miles east (decision 418). Every pair of decision 386 is a few miles apart.
 */
const NEIGHBOUR_KM = 15;

function kmBetween(a: Town, b: Town): number {
  const dLat = (a.latitude - b.latitude) * 111.2;
  const dLng = (a.longitude - b.longitude) * 111.2 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.sqrt(dLat * dLat + dLng * dLng);
}

/** The towns a typed search may end with, without a comma (decisions 386 and 418). */
export const searchTowns = knownTowns(
  TOWNS.map((t) => t.name),
  (name, other) => {
    const a = townByName.get(name.toLowerCase());
    const b = townByName.get(other.toLowerCase());
    return !a || !b || kmBetween(a, b) < NEIGHBOUR_KM;
  },
);

const STATE = "NY";
const zipLabel = (z: Zip) => `${z.zip}, ${z.city}, ${STATE}`;
const townLabel = (t: Town) => `${t.name}, ${STATE}, USA`;
const houseLabel = (h: KnownAddress) =>
  `${h.address}, ${h.city}, ${h.state ? abbreviateState(h.state) : STATE}, USA`;

function abbreviateState(state: string) {
  return expandState(state) === "New York" ? STATE : state;
}

/**
 * Towns whose name starts with the text, as typed or by its key ("St Ja" finds Saint James), then
 * whose name has a word starting with it.
 */
function matchTowns(text: string): Town[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const key = townKey(needle);
  const startsWith = (t: Town) =>
    t.name.toLowerCase().startsWith(needle) || (key !== "" && townKey(t.name).startsWith(key));
  const starts = TOWNS.filter(startsWith);
  const words = TOWNS.filter(
    (t) =>
      !startsWith(t) &&
      t.name
        .toLowerCase()
        .split(/[\s-]+/)
        .some((w) => w.startsWith(needle)),
  );
  return [...starts, ...words];
}

function findTown(name: string): Town | undefined {
  return townBySlug.get(slugify(name)) ?? townByKey.get(townKey(name));
}

const STREET_LINE = /^\d+[a-z]?\s+.*[a-z]/i;

/**
 * "12 Oak Street, Massa" -> street "12 Oak Street", town text "Massa"; without a comma, a known
 * town after the street (decision 386): "12 Oak Street Massapequa Park NY".
 */
function splitStreet(input: string): { street: string; townText: string } | null {
  const match = /^\s*(\d+[a-z]?\s+[^,]*[a-z][^,]*?)\s*,\s*([^,]*)/i.exec(input);
  if (match?.[1]) {
    return { street: match[1].replace(/\s+/g, " "), townText: (match[2] ?? "").trim() };
  }
  const [street, town, ...rest] = searchTextParts(input, searchTowns);
  return street && town && rest.length === 0 && STREET_LINE.test(street)
    ? { street, townText: town }
    : null;
}

/** "street:{town}:{street line}" -> the known town and the street line, else null. */
export function parseStreetPlaceId(placeId: string): { town: Town; street: string } | null {
  const match = /^street:([^:]*):(.*)$/s.exec(placeId);
  const town = townBySlug.get(match?.[1] ?? "");
  const street = match?.[2]?.trim();
  return town && street ? { town, street } : null;
}

export function createGazetteer(addresses: KnownAddressSource): PlacesProvider {
  return {
    name: "gazetteer",

    async geocode(query) {
      const text = query.trim();
      const zip = zipByCode.get(text);
      if (zip)
        return { display_name: zipLabel(zip), latitude: zip.latitude, longitude: zip.longitude };
      const town = findTown(text.replace(/,?\s*(ny|new york)(,?\s*usa)?$/i, ""));
      if (town) {
        return {
          display_name: townLabel(town),
          latitude: town.latitude,
          longitude: town.longitude,
        };
      }
      const [house] = await addresses.search(text, 1);
      if (house) {
        return {
          display_name: houseLabel(house),
          latitude: house.latitude,
          longitude: house.longitude,
        };
      }
      return null;
    },

    async autocomplete(input) {
      const text = input.trim();
      const out: Suggestion[] = [];
      const seen = new Set<string>();
      /**
       * A street address is keyed by its duplicate-check key, so the typed street line
       * ("10 Washington Avenue, Freeport") is dropped when a listed house at that address
       * ("10 Washington Ave, Freeport") came first: the house carries its real point.
       */
      const push = (s: Suggestion, key = s.placeId) => {
        if (out.length < MAX_SUGGESTIONS && !seen.has(key)) {
          seen.add(key);
          out.push(s);
        }
      };
      const streetAddressKey = (street: string, city: string) =>
        `address:${addressKey(street, city)}`;
      if (/^\d{1,5}$/.test(text)) {
        for (const z of ZIPS)
          if (z.zip.startsWith(text)) push({ description: zipLabel(z), placeId: `zip:${z.zip}` });
      }
      for (const house of await addresses.search(text, MAX_SUGGESTIONS)) {
        push(
          { description: houseLabel(house), placeId: `house:${house.id}` },
          streetAddressKey(house.address, house.city),
        );
      }
      const street = splitStreet(text);
      if (street) {
        for (const town of matchTowns(street.townText).slice(0, 4)) {
          push(
            {
              description: `${street.street}, ${townLabel(town)}`,
              placeId: `street:${town.slug}:${street.street}`,
            },
            streetAddressKey(street.street, town.name),
          );
        }
      } else {
        // "Levittown, NY" or "Massapequa NY": the town is the part before the state (decision 380).
        for (const town of matchTowns(searchTextParts(text)[0] ?? text))
          push({ description: townLabel(town), placeId: `town:${town.slug}` });
      }
      return out;
    },

    async placeDetails(placeId): Promise<PlaceDetails | null> {
      const [kind, ...rest] = placeId.split(":");
      const value = rest.join(":");
      if (kind === "zip") {
        const z = zipByCode.get(value);
        return z
          ? {
              formattedAddress: zipLabel(z),
              latitude: z.latitude,
              longitude: z.longitude,
              precision: "zip",
              city: z.city,
              state: "New York",
              zip: z.zip,
            }
          : null;
      }
      if (kind === "town") {
        const t = townBySlug.get(value);
        return t
          ? {
              formattedAddress: townLabel(t),
              latitude: t.latitude,
              longitude: t.longitude,
              precision: "town",
              city: t.name,
              state: "New York",
            }
          : null;
      }
      if (kind === "house") {
        const id = Number(value);
        const h = Number.isInteger(id) && id > 0 ? await addresses.byId(id) : null;
        return h
          ? {
              formattedAddress: houseLabel(h),
              latitude: h.latitude,
              longitude: h.longitude,
              precision: "address",
              city: h.city,
              state: h.state ? expandState(h.state) : "New York",
            }
          : null;
      }
      if (kind === "street") {
        const street = parseStreetPlaceId(placeId);
        return street
          ? {
              formattedAddress: `${street.street}, ${townLabel(street.town)}`,
              latitude: street.town.latitude,
              longitude: street.town.longitude,
              // Offline there is no street data: the point is the town's centre.
              precision: "town",
              city: street.town.name,
              state: "New York",
            }
          : null;
      }
      return null;
    },
  };
}

export const gazetteerData = { zips: ZIPS, towns: ZIP_TOWNS, places: PLACES };

/**
 * The offline batch geocoder: the gazetteer has towns and ZIPs, not streets, so the only street
 * addresses it can place are those of houses already listed (same normalised address and town).
 */
export function createLocalBatchGeocoder(addresses: KnownAddressSource): BatchGeocoder {
  return {
    name: "local",
    async geocodeAll(list) {
      const matches = new Map<string, GeocodedAddress>();
      for (const item of list) {
        const town = slugify(item.city);
        const known = (await addresses.search(item.street, 5)).find(
          (house) => slugify(house.city) === town,
        );
        if (known) {
          matches.set(item.id, {
            latitude: known.latitude,
            longitude: known.longitude,
            matchedAddress: houseLabel(known),
          });
        }
      }
      return matches;
    },
  };
}

/**
 * The town a point is in, as near as the gazetteer knows it: its nearest post office town centre.
 * A Census place is never the answer (decision 418): a house placed by its pin gets the town its
 * ZIP would give it, as before.
 */
export function nearestTownName(latitude: number, longitude: number): string | null {
  let best: Town | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  const cosLat = Math.cos((latitude * Math.PI) / 180);
  for (const town of ZIP_TOWNS) {
    const dLat = town.latitude - latitude;
    const dLng = (town.longitude - longitude) * cosLat;
    const distance = dLat * dLat + dLng * dLng;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = town;
    }
  }
  return best?.name ?? null;
}

/**
 * A town the gazetteer knows, by its name in any case or spacing ("levittown"), with its centre
 * and the label its suggestion shows.
 */
export function townCentre(
  name: string,
): { name: string; label: string; latitude: number; longitude: number } | null {
  const town = findTown(name);
  return town
    ? {
        name: town.name,
        label: townLabel(town),
        latitude: town.latitude,
        longitude: town.longitude,
      }
    : null;
}

export function townOfZip(zip: string): string | null {
  return zipByCode.get(zip)?.city ?? null;
}
