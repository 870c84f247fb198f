/**
 * CSV through papaparse, the header names matched loosely ("Street Address", "ZIP Code", "Lat",
 * "WKT" ...), so a spreadsheet or a My Maps layer export reads without editing.
 */
import Papa from "papaparse";
import { ImportFileError } from "./import-file-error";
import { columnFor, looseFields, looseName, type RawRecord } from "./raw-record";

export function readCsv(text: string): RawRecord[] {
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
