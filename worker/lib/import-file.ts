/**
 * Reads an uploaded house list into entries (contract/house-import.ts ImportEntry). No database,
 * no HTTP: the route hands the bytes in, the preview (db/house-imports.ts) judges the entries.
 *
 * - KML (Google My Maps' export) through @tmcw/togeojson on @xmldom/xmldom's DOM; a KMZ is a zip
 *   whose first .kml file is the list (fflate). Placemark descriptions are HTML: they become text.
 * - CSV through papaparse, the header names matched loosely ("Street Address", "ZIP Code",
 *   "Lat", "WKT" ...), so a spreadsheet or a My Maps layer export reads without editing.
 * - GeoJSON checked with zod: a FeatureCollection of Points.
 * Every format ends in one record-to-entry mapping, so the export's columns read back the same
 * way whichever format carried them.
 */
import { expandState } from "@contract/address";
import { FEATURES } from "@contract/features";
import {
  IMPORT_LIMITS,
  type ImportEntry,
  type ImportFormat,
  LIST_SEPARATOR,
} from "@contract/house-import";
import { EMPTY_SCHEDULE, scheduleRequestSchema } from "@contract/house-schedule";
import { SUBMISSION_LIMITS } from "@contract/limits";
import { kml } from "@tmcw/togeojson";
import { DOMParser } from "@xmldom/xmldom";
import { unzipSync } from "fflate";
import Papa from "papaparse";
import { z } from "zod";
import { htmlToText } from "./html-to-text";

/** A file we cannot read at all; the route answers 400 with this message. */
export class ImportFileError extends Error {}

/** One entry as found: its fields by loose name, and its point when the format carries one. */
interface RawRecord {
  fields: Map<string, string>;
  point: { latitude: number; longitude: number } | null;
  /** Why the record's geometry cannot be used (a line, an area). */
  geometryProblem: string | null;
  /** KML descriptions are HTML; CSV and GeoJSON texts are taken as they are. */
  htmlDescription: boolean;
}

const NOT_A_LIST =
  "The file is not a KML, KMZ, CSV or GeoJSON file. Export the list from Google My Maps (KML or KMZ) or save it as CSV or GeoJSON.";

export function readImportFile(
  fileName: string,
  bytes: Uint8Array,
): { format: ImportFormat; entries: ImportEntry[] } {
  if (bytes.byteLength === 0) throw new ImportFileError("The file is empty.");
  const format = detectFormat(fileName, bytes);
  const records =
    format === "kmz"
      ? readKml(unzipKml(bytes))
      : format === "kml"
        ? readKml(decode(bytes))
        : format === "geojson"
          ? readGeoJson(decode(bytes))
          : readCsv(decode(bytes));
  if (records.length === 0) throw new ImportFileError("The file has no places in it.");
  if (records.length > IMPORT_LIMITS.rows) {
    throw new ImportFileError(
      `The file has ${records.length} places; at most ${IMPORT_LIMITS.rows} can be imported at once. Split it into smaller files.`,
    );
  }
  return { format, entries: records.map(toEntry) };
}

function decode(bytes: Uint8Array) {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false })
      .decode(bytes)
      .replace(/^\uFEFF/, "");
  } catch {
    throw new ImportFileError(`${NOT_A_LIST} (It is not UTF-8 text.)`);
  }
}

function detectFormat(fileName: string, bytes: Uint8Array): ImportFormat {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (isZip) return "kmz";
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  if (extension === "kmz") throw new ImportFileError("The KMZ file is not a zip archive.");
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (head.startsWith("<")) {
    if (/<kml[\s>]/i.test(head) || extension === "kml") return "kml";
    throw new ImportFileError(NOT_A_LIST);
  }
  if (head.startsWith("{")) return "geojson";
  if (extension === "csv" || extension === "txt" || extension === "tsv") return "csv";
  if (extension === "kml") throw new ImportFileError("The KML file is not XML.");
  if (extension === "json" || extension === "geojson")
    throw new ImportFileError("The GeoJSON file is not a JSON object.");
  throw new ImportFileError(NOT_A_LIST);
}

// ---- KML / KMZ ------------------------------------------------------------------------------

function unzipKml(bytes: Uint8Array): string {
  let files: Record<string, Uint8Array>;
  let unzippedBytes = 0;
  try {
    files = unzipSync(bytes, {
      // Only KML files are unpacked (My Maps puts doc.kml first, icons beside it).
      filter: (file) => {
        if (!file.name.toLowerCase().endsWith(".kml")) return false;
        unzippedBytes += file.originalSize;
        return unzippedBytes <= IMPORT_LIMITS.unzippedBytes;
      },
    });
  } catch {
    throw new ImportFileError("The KMZ file is not a readable zip archive.");
  }
  if (unzippedBytes > IMPORT_LIMITS.unzippedBytes) {
    throw new ImportFileError("The KML inside the KMZ file is too large to import.");
  }
  const names = Object.keys(files).sort((a, b) =>
    a === "doc.kml" ? -1 : b === "doc.kml" ? 1 : a.localeCompare(b),
  );
  const first = names[0];
  if (!first) throw new ImportFileError("The KMZ file has no KML document inside.");
  return decode(files[first]!);
}

function readKml(text: string): RawRecord[] {
  const parser = new DOMParser({
    // Warnings and recoverable errors are read past (as browsers do); a fatal one stops here.
    onError: (level, message) => {
      if (level === "fatalError") {
        throw new ImportFileError(`The KML file is not well-formed XML: ${message.trim()}.`);
      }
    },
  });
  let parsed: ReturnType<typeof parser.parseFromString>;
  try {
    parsed = parser.parseFromString(text, "text/xml");
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError("The KML file is not well-formed XML.");
  }
  if (parsed.getElementsByTagName("kml").length === 0) {
    throw new ImportFileError("The file is XML but not KML (it has no <kml> element).");
  }
  // togeojson is typed against the browser's DOM; xmldom's document has what it reads.
  const document = parsed as unknown as Parameters<typeof kml>[0];
  const collection = kml(document);
  return collection.features.map((feature) => {
    const properties = { ...(feature.properties ?? {}) } as Record<string, unknown>;
    const description = properties.description;
    if (description && typeof description === "object" && "value" in description) {
      properties.description = (description as { value: unknown }).value;
    }
    return {
      ...fromGeometry(feature.geometry),
      fields: looseFields(properties),
      htmlDescription: true,
    };
  });
}

// ---- GeoJSON --------------------------------------------------------------------------------

const geoJsonSchema = z.object({
  type: z.literal("FeatureCollection", { message: 'type must be "FeatureCollection"' }),
  features: z.array(
    z.object({
      type: z.literal("Feature"),
      geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullable(),
      properties: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});

function readGeoJson(text: string): RawRecord[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportFileError("The GeoJSON file is not valid JSON.");
  }
  const parsed = geoJsonSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join(".")}` : "";
    throw new ImportFileError(
      `The GeoJSON is not a FeatureCollection of places${where}: ${issue?.message ?? "invalid"}.`,
    );
  }
  return parsed.data.features.map((feature) => ({
    ...fromGeometry(feature.geometry),
    fields: looseFields(feature.properties ?? {}),
    htmlDescription: false,
  }));
}

function fromGeometry(
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

// ---- CSV ------------------------------------------------------------------------------------

function readCsv(text: string): RawRecord[] {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const known = headers.filter((header) => columnFor(looseName(header)) !== null);
  if (headers.length < 2 || known.length === 0) {
    throw new ImportFileError(
      "The CSV file has no recognisable header row. The first row must name the columns, for example: title, address, town, zip, description, latitude, longitude, features.",
    );
  }
  const hasLocation = known.some((header) => {
    const column = columnFor(looseName(header));
    return column === "address" || column === "latitude" || column === "wkt";
  });
  if (!hasLocation) {
    throw new ImportFileError(
      "The CSV file has no address column and no latitude/longitude columns.",
    );
  }
  return parsed.data.map((row) => {
    // The export's guard against spreadsheet formulas ('=...) comes off again.
    const cells = Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === "string" ? value.replace(/^'(?=[=+\-@])/, "") : value,
      ]),
    );
    const fields = looseFields(cells);
    const wkt = fields.get("wkt");
    const point = wkt ? pointFromWkt(wkt) : null;
    return {
      fields,
      point,
      geometryProblem: wkt && !point ? "Only points can be imported (WKT is not a POINT)." : null,
      htmlDescription: false,
    };
  });
}

function pointFromWkt(wkt: string) {
  const match = /^\s*POINT\s*Z?\s*\(\s*(-?[\d.]+)\s+(-?[\d.]+)/i.exec(wkt);
  return match ? { longitude: Number(match[1]), latitude: Number(match[2]) } : null;
}

// ---- Loose field names ----------------------------------------------------------------------

type Column =
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

function looseName(header: string) {
  return header.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function columnFor(name: string): Column | null {
  return COLUMN_BY_NAME.get(name) ?? null;
}

/** Fields by column; the first non-blank value of a column wins. */
function looseFields(values: Record<string, unknown>): Map<string, string> {
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

// ---- Record -> entry ------------------------------------------------------------------------

const STATE_ZIP_RE = /^(?:(NY|N\.Y\.|New York)\.?)?\s*(\d{5})?(?:-\d{4})?$/i;
const COUNTRY_RE = /^(usa|us|united states( of america)?)$/i;

/** "12 Oak St, Massapequa, NY 11758, USA" -> street, town, state, ZIP (the parts it has). */
export function splitFullAddress(full: string) {
  const parts = full
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !COUNTRY_RE.test(part));
  const street = parts.shift() ?? "";
  let city = "";
  let state: string | null = null;
  let zip: string | null = null;
  for (const part of parts) {
    const stateZip = STATE_ZIP_RE.exec(part);
    if (stateZip && (stateZip[1] || stateZip[2])) {
      state = stateZip[1] ? "New York" : state;
      zip = stateZip[2] ?? zip;
      continue;
    }
    // "Massapequa NY 11758" in one part.
    const townStateZip = /^(.*?)\s+(NY|N\.Y\.|New York)\.?(?:\s+(\d{5})(?:-\d{4})?)?$/i.exec(part);
    if (townStateZip && !city) {
      city = townStateZip[1] ?? "";
      state = "New York";
      zip = townStateZip[3] ?? zip;
      continue;
    }
    if (!city) city = part;
  }
  return { street, city, state, zip };
}

const LOOKS_LIKE_STREET = /^\d+[a-z]?\s+\S/i;

function number(text: string | undefined) {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Catalogue ids named in a list, matched loosely by id or label ("music synchronized"). */
function featureIds(text: string | undefined): string[] {
  const ids: string[] = [];
  for (const word of (text ?? "").split(/[;,|\n]/)) {
    const name = looseName(word);
    const feature = FEATURES.find((f) => looseName(f.id) === name || looseName(f.label) === name);
    if (feature && !ids.includes(feature.id)) ids.push(feature.id);
  }
  return ids;
}

function toEntry(record: RawRecord): ImportEntry {
  const f = record.fields;
  const problems: string[] = [];
  let title = f.get("title") ?? "";
  const fullAddress = f.get("address") ?? (LOOKS_LIKE_STREET.test(title) ? title : "");
  const split = splitFullAddress(fullAddress);
  const address = split.street;
  const city = f.get("city") ?? split.city;
  const stateText = f.get("state");
  const state = stateText ? expandState(stateText) : split.state;
  const zip = f.get("zip")?.slice(0, 5) ?? split.zip;
  if (title.length < SUBMISSION_LIMITS.titleMin) title = address;

  const rawDescription = f.get("description");
  const description = rawDescription
    ? (record.htmlDescription ? htmlToText(rawDescription) : rawDescription.trim()) || null
    : null;

  // Names outside the catalogue are left out: a "type" column may not be about displays at all.
  const features = featureIds(f.get("features"));

  let latitude = record.point?.latitude ?? number(f.get("latitude"));
  let longitude = record.point?.longitude ?? number(f.get("longitude"));
  if (latitude === null || longitude === null) {
    latitude = null;
    longitude = null;
  } else if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    problems.push("The coordinates are not a point on the earth.");
  }
  if (record.geometryProblem) problems.push(record.geometryProblem);

  const schedule = scheduleRequestSchema.safeParse({
    litFrom: f.get("litFrom") ?? null,
    litUntil: f.get("litUntil") ?? null,
    seasonStart: f.get("seasonStart") ?? null,
    seasonEnd: f.get("seasonEnd") ?? null,
    showTimes: (f.get("showTimes") ?? "")
      .split(/[;,]/)
      .map((t) => t.trim())
      .filter(Boolean),
    fmFrequency: number(f.get("fmFrequency")),
  });
  if (!schedule.success) {
    problems.push(`Schedule: ${schedule.error.issues[0]?.message ?? "not readable"}.`);
  }

  if (!address) problems.push("No street address.");
  else if (address.length > SUBMISSION_LIMITS.addressMax)
    problems.push(`The address is longer than ${SUBMISSION_LIMITS.addressMax} characters.`);
  if (title.length > SUBMISSION_LIMITS.titleMax)
    problems.push(`The title is longer than ${SUBMISSION_LIMITS.titleMax} characters.`);
  if (city.length > SUBMISSION_LIMITS.cityMax)
    problems.push(`The town is longer than ${SUBMISSION_LIMITS.cityMax} characters.`);
  if (description && description.length > SUBMISSION_LIMITS.descriptionMax)
    problems.push(`The description is longer than ${SUBMISSION_LIMITS.descriptionMax} characters.`);

  return {
    title,
    address,
    city,
    state,
    zip,
    description,
    features,
    latitude,
    longitude,
    schedule: schedule.success ? schedule.data : EMPTY_SCHEDULE,
    problem: problems.length > 0 ? problems.join(" ") : null,
  };
}
