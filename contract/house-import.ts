/**
 * Importing and exporting house lists (docs/product.md, Admin; docs/decisions/167-importing-and-exporting-house-lists.md): the
 * preview an upload answers, a row's pin fix, the commit and the export formats.
 */
import { z } from "zod";
import { isEnglishText } from "./address";
import {
  EXPORT_FORMATS,
  type ExportFormat,
  IMPORT_FORMATS,
  IMPORT_LIMITS,
  IMPORT_STATUS_LABELS,
  IMPORT_STATUSES,
  type ImportFormat,
  type ImportStatus,
} from "./house-import-formats";
import { type HouseSchedule, houseScheduleSchema } from "./house-schedule";
import { SUBMISSION_MESSAGES } from "./submission-messages";

export {
  EXPORT_FORMATS,
  type ExportFormat,
  IMPORT_FORMATS,
  IMPORT_LIMITS,
  IMPORT_STATUS_LABELS,
  IMPORT_STATUSES,
  type ImportFormat,
  type ImportStatus,
};

/** What a file's entry holds once read: the house's fields as the app stores them. */
export const importEntrySchema = z.object({
  title: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  description: z.string().nullable(),
  features: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  schedule: houseScheduleSchema,
  /** Why the entry cannot become a house as read (it is then "invalid"). */
  problem: z.string().nullable(),
});
export type ImportEntry = z.infer<typeof importEntrySchema>;

/**
 * Why an entry's address or town cannot become a house, as a submission's could not (decision
 * 334: English letters only), or null. The preview marks the row invalid; a commit of a preview
 * made before the rule skips it.
 */
export function notInEnglishLetters(entry: Pick<ImportEntry, "address" | "city">) {
  if (!isEnglishText(entry.address)) return `${SUBMISSION_MESSAGES.addressLetters}.`;
  if (!isEnglishText(entry.city)) return `${SUBMISSION_MESSAGES.cityLetters}.`;
  return null;
}

export const importRowSchema = z.object({
  index: z.number().int().nonnegative(),
  title: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.enum(IMPORT_STATUSES),
  duplicateOfHouseId: z.number().int().optional(),
  problem: z.string().optional(),
  features: z.array(z.string()),
  /** The house this row became, once committed. */
  houseId: z.number().int().optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importIdParamSchema = z.object({ id: z.string().uuid("Unknown import") });
export const importRowParamSchema = z.object({
  id: z.string().uuid("Unknown import"),
  index: z.coerce
    .number({ error: rowIndexMessage })
    .int({ error: rowIndexMessage })
    .nonnegative({ error: rowIndexMessage })
    .max(IMPORT_LIMITS.rows, { error: rowIndexMessage }),
});
/** A row index out of range answers in the product's words, as a path id does (decision 406). */
function rowIndexMessage() {
  return `index must be a whole number from 0 to ${IMPORT_LIMITS.rows}`;
}

/** PATCH /api/admin/imports/{id}/rows/{index}: the admin put the pin on the house. */
export const importRowPinSchema = z.object({
  latitude: z.number({ message: "Latitude must be a number" }).min(-90).max(90),
  longitude: z.number({ message: "Longitude must be a number" }).min(-180).max(180),
});
export type ImportRowPin = z.infer<typeof importRowPinSchema>;

/** POST /api/admin/imports/{id}/commit: the ticked rows (ignored while a commit is running). */
export const importCommitRequestSchema = z.object({
  indexes: z
    .array(z.number().int().nonnegative().max(IMPORT_LIMITS.rows))
    .max(IMPORT_LIMITS.rows, `At most ${IMPORT_LIMITS.rows} rows`),
});
export type ImportCommitRequest = z.infer<typeof importCommitRequestSchema>;

/**
 * The commit's totals so far. "running": call again (same body) for the next batch; "done": the
 * counts cover the whole commit. A second commit of rows already imported creates nothing.
 */
export const importCommitResultSchema = z.object({
  created: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  errors: z.array(z.string()),
  status: z.enum(["running", "done"]),
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ImportCommitResult = z.infer<typeof importCommitResultSchema>;

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { message: `format must be one of ${EXPORT_FORMATS.join(", ")}` }),
});

/**
 * The export's columns, in order (CSV header, KML ExtendedData names, GeoJSON properties). The
 * import reads every one of them back, so an export re-imports with nothing lost.
 */
export const EXPORT_COLUMNS = [
  "title",
  "address",
  "city",
  "state",
  "latitude",
  "longitude",
  "description",
  "features",
  "lit_from",
  "lit_until",
  "season_start",
  "season_end",
  "show_times",
  "fm_frequency",
  "source",
  "page_url",
] as const;

/** Several values in one column (features, show times). */
export const LIST_SEPARATOR = "; ";

export type { HouseSchedule };
