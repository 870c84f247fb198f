/**
 * The export formats (contract/house-import.ts EXPORT_COLUMNS): each writes a head, one piece
 * per house and a tail, so the route can stream any number of houses. The import reads each
 * format back into the same fields (worker/lib/formats/import-file/).
 *
 * - CSV: one header row, one line per house; lists joined with "; ". A text cell that a
 *   spreadsheet would run as a formula (=, +, -, @) gets a leading apostrophe, which the import
 *   removes again.
 * - GeoJSON: a FeatureCollection of Points; lists stay arrays.
 * - KML: Placemarks with every column as ExtendedData, the description as HTML (text escaped,
 *   line breaks as <br>), which is how Google My Maps writes and reads them. Characters XML
 *   cannot carry at all are left out (decision 335).
 */
import { EXPORT_COLUMNS, type ExportFormat, LIST_SEPARATOR } from "@contract/house-import";
import { housePath } from "@contract/house-path";
import Papa from "papaparse";
import type { ExportedHouse } from "../../db/house-export";

type Column = (typeof EXPORT_COLUMNS)[number];

function values(house: ExportedHouse, origin: string): Record<Column, string | number | string[]> {
  const s = house.schedule;
  return {
    title: house.title,
    address: house.address,
    city: house.city,
    state: house.state ?? "",
    latitude: house.latitude,
    longitude: house.longitude,
    description: house.description ?? "",
    features: house.features,
    lit_from: s.litFrom ?? "",
    lit_until: s.litUntil ?? "",
    season_start: s.seasonStart ?? "",
    season_end: s.seasonEnd ?? "",
    show_times: s.showTimes,
    fm_frequency: s.fmFrequency ?? "",
    source: house.importSource ?? "",
    page_url: `${origin}${housePath(house)}`,
  };
}

const FORMULA_START = /^[=+\-@]/;

function csvCell(value: string | number | string[]) {
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  if (typeof value === "number") return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * What XML 1.0 cannot hold, not even escaped as &#1;: control characters other than tab and the
 * line breaks, lone surrogates, U+FFFE and U+FFFF. Texts stored before the rule of texts others
 * read (decision 335), or written straight into the database, may still hold them; one of them
 * would make the whole file unreadable, so they are dropped, as they show nothing anyway.
 */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

function escapeXml(text: string) {
  return text
    .replace(NOT_XML_CHARACTER, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Plain text as HTML inside CDATA: escaped, so "]]>" cannot occur, and lines as <br>. */
function kmlDescription(text: string) {
  return `<![CDATA[${escapeXml(text).replace(/\r?\n/g, "<br>")}]]>`;
}

export interface ExportWriter {
  contentType: string;
  extension: string;
  head(): string;
  house(house: ExportedHouse, index: number): string;
  tail(): string;
}

export function exportWriter(format: ExportFormat, origin: string): ExportWriter {
  if (format === "csv") {
    return {
      contentType: "text/csv; charset=utf-8",
      extension: "csv",
      head: () => `${Papa.unparse([[...EXPORT_COLUMNS]])}\r\n`,
      house: (house) => {
        const row = values(house, origin);
        return `${Papa.unparse([EXPORT_COLUMNS.map((c) => csvCell(row[c]))])}\r\n`;
      },
      tail: () => "",
    };
  }
  if (format === "geojson") {
    return {
      contentType: "application/geo+json; charset=utf-8",
      extension: "geojson",
      head: () => '{"type":"FeatureCollection","features":[\n',
      house: (house, index) => {
        const { latitude, longitude, ...properties } = values(house, origin);
        const feature = {
          type: "Feature",
          geometry: { type: "Point", coordinates: [longitude, latitude] },
          properties,
        };
        return `${index === 0 ? "" : ",\n"}${JSON.stringify(feature)}`;
      },
      tail: () => "\n]}\n",
    };
  }
  return {
    contentType: "application/vnd.google-earth.kml+xml; charset=utf-8",
    extension: "kml",
    head: () =>
      '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>\n<name>LI Lights houses</name>\n',
    house: (house) => {
      const row = values(house, origin);
      const data = EXPORT_COLUMNS.filter(
        (c) => c !== "title" && c !== "description" && c !== "latitude" && c !== "longitude",
      )
        .map((c) => {
          const value = row[c];
          const text = Array.isArray(value) ? value.join(LIST_SEPARATOR) : String(value);
          return `<Data name="${c}"><value>${escapeXml(text)}</value></Data>`;
        })
        .join("");
      return [
        "<Placemark>",
        `<name>${escapeXml(house.title)}</name>`,
        house.description ? `<description>${kmlDescription(house.description)}</description>` : "",
        `<ExtendedData>${data}</ExtendedData>`,
        `<Point><coordinates>${house.longitude},${house.latitude},0</coordinates></Point>`,
        "</Placemark>\n",
      ].join("");
    },
    tail: () => "</Document>\n</kml>\n",
  };
}
