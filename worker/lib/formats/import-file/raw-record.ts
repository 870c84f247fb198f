/** What every reader produces: one record per place, its fields by loosely matched column name. */
import { LIST_SEPARATOR } from "@contract/house-import";

export interface RawRecord {
  fields: Map<string, string>;
  point: { latitude: number; longitude: number } | null;
  /** Why the record's geometry cannot be used (a line, an area). */
  geometryProblem: string | null;
  /** KML descriptions are HTML; CSV and GeoJSON texts are taken as they are. */
  htmlDescription: boolean;
}

export type Column =
  | "title"
  | "address"
  | "city"
  | "state"
  | "zip"
  | "description"
  | "latitude"
  | "longitude"
  | "features"
  | "wkt"
  | "litFrom"
  | "litUntil"
  | "seasonStart"
  | "seasonEnd"
  | "showTimes"
  | "fmFrequency";

/** Header names as people write them, lower case with only letters and digits. */
const COLUMN_NAMES: Record<Column, readonly string[]> = {
  title: ["title", "name", "housename", "displayname", "placename", "label", "house"],
  address: [
    "address",
    "streetaddress",
    "street",
    "address1",
    "addressline1",
    "fulladdress",
    "location",
  ],
  city: ["city", "town", "village", "hamlet", "municipality", "locality", "community"],
  state: ["state", "st", "province", "region"],
  zip: ["zip", "zipcode", "postalcode", "postcode", "zip5"],
  description: ["description", "notes", "note", "details", "comments", "about", "info"],
  latitude: ["latitude", "lat", "y"],
  longitude: ["longitude", "lng", "lon", "long", "x"],
  features: ["features", "feature", "tags", "categories", "category", "displaytype", "type"],
  wkt: ["wkt", "geometry"],
  litFrom: ["litfrom", "lightson"],
  litUntil: ["lituntil", "lightsoff"],
  seasonStart: ["seasonstart"],
  seasonEnd: ["seasonend"],
  showTimes: ["showtimes", "shows"],
  fmFrequency: ["fmfrequency", "fm", "radio", "radiostation"],
};

const COLUMN_BY_NAME = new Map(
  Object.entries(COLUMN_NAMES).flatMap(([column, names]) =>
    names.map((name) => [name, column as Column]),
  ),
);

export function looseName(header: string) {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export function columnFor(name: string): Column | null {
  return COLUMN_BY_NAME.get(name) ?? null;
}

/** Fields by column; the first non-blank value of a column wins. */
export function looseFields(values: Record<string, unknown>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of Object.entries(values)) {
    const column = columnFor(looseName(key));
    if (!column || fields.has(column)) continue;
    const text = Array.isArray(value)
      ? value.join(LIST_SEPARATOR)
      : typeof value === "string" || typeof value === "number"
        ? String(value)
        : "";
    if (text.trim() !== "") fields.set(column, text.trim());
  }
  return fields;
}

export function pointFromGeometry(
  geometry: { type: string; coordinates?: unknown } | null,
): Pick<RawRecord, "point" | "geometryProblem"> {
  if (!geometry) return { point: null, geometryProblem: null };
  if (geometry.type !== "Point") {
    return {
      point: null,
      geometryProblem: `Only points can be imported (this place is a ${geometry.type}).`,
    };
  }
  const [longitude, latitude] = Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
  return typeof latitude === "number" && typeof longitude === "number"
    ? { point: { latitude, longitude }, geometryProblem: null }
    : { point: null, geometryProblem: "The point has no coordinates." };
}
