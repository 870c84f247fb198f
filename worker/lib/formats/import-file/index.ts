/**
 * Reads an uploaded house list into entries (contract/house-import.ts ImportEntry). No database,
 * no HTTP: the route hands the bytes in, the preview judges the entries. One reader per format
 * (kml.ts, geojson.ts, csv.ts); every reader ends in the one record-to-entry mapping
 * (to-entry.ts), so the export's columns read back the same way whichever format carried them.
 */
import { IMPORT_LIMITS, type ImportEntry, type ImportFormat } from "@contract/house-import";
import { readCsv } from "./csv";
import { readGeoJson } from "./geojson";
import { ImportFileError, NOT_A_LIST } from "./import-file-error";
import { readKml, unzipKml } from "./kml";
import { toEntry } from "./to-entry";

export { ImportFileError };

export function readImportFile(
  fileName: string,
  bytes: Uint8Array,
): { format: ImportFormat; entries: ImportEntry[] } {
  if (bytes.byteLength === 0) throw new ImportFileError("The file is empty.");
  const format = detectFormat(fileName, bytes);
  const records =
    format === "kmz"
      ? readKml(decode(unzipKml(bytes)))
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
