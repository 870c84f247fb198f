/**
 * A house import's file formats, row statuses and limits, and the export formats. Zod-free: the
 * admin import screen lists them, and it must not pull the import schemas (contract/house-import.ts)
 * into its first load.
 */

export const IMPORT_FORMATS = ["kml", "kmz", "csv", "geojson"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const EXPORT_FORMATS = ["csv", "geojson", "kml"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const IMPORT_STATUSES = [
  "new",
  "duplicate",
  "needs-location",
  "off-island",
  "invalid",
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  new: "New",
  duplicate: "Duplicate",
  "needs-location": "Needs location",
  "off-island": "Off Long Island",
  invalid: "Invalid",
};

export const IMPORT_LIMITS = {
  /** The uploaded file (a KMZ of a 5,000-house My Map with its icons is well under this). */
  fileBytes: 10 * 1024 * 1024,
  unzippedBytes: 30 * 1024 * 1024,
  rows: 5000,
  /** Rows created per commit request (one resumable batch). */
  commitBatch: 25,
  /** An existing house this close to an entry's point makes the entry a duplicate. */
  duplicateMeters: 30,
} as const;
