/**
 * "Report a problem" texts and limits (docs/house-reports.md), zod-free: the house page's lazy
 * report form and "My Reports" import them without pulling zod in. The wire schemas are in
 * house-reports.ts.
 */

export const REPORT_REASONS = [
  "no-longer-decorates",
  "wrong-location",
  "duplicate",
  "inappropriate",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as the report dialog, the admin queue and "My Reports" show them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  "no-longer-decorates": "No longer decorates",
  "wrong-location": "Wrong location",
  duplicate: "Duplicate of another house",
  inappropriate: "Inappropriate photo or text",
  other: "Other",
};

/**
 * How an admin (or the community) closed a report: every admin action closes all the open
 * reports of the house it acts on; "confirmed-lit" closes the open "No longer decorates" reports
 * when someone confirms the lights again this season.
 */
export const REPORT_OUTCOMES = [
  "archived",
  "moved",
  "merged",
  "content-removed",
  "dismissed",
  "confirmed-lit",
] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** What the reporter reads under "My Reports". */
export const REPORT_OUTCOME_TEXTS: Record<ReportOutcome, string> = {
  archived: "The house was taken off the map.",
  moved: "The pin was moved to the right place.",
  merged: "The duplicate listings were merged into one.",
  "content-removed": "The photo or text was removed.",
  dismissed: "Reviewed: no change was needed.",
  "confirmed-lit": "Someone has since seen the lights on this season.",
};

export const MAX_REPORT_NOTE_LENGTH = 1000;
/** Reports one user may file in a day (on top of the per-minute write limit). */
export const MAX_REPORTS_PER_DAY = 20;
/** "No longer decorates" reports from different people this season that mark a house dark. */
export const REPORTED_DARK_THRESHOLD = 3;

export const REPORT_MESSAGES = {
  sent: "Thanks! An admin will look at your report.",
  alreadyOpen: "You already reported this problem for this house. An admin will look at it soon.",
  tooMany: `You can send up to ${MAX_REPORTS_PER_DAY} reports a day. Please try again tomorrow.`,
  duplicateNeedsHouse: "Choose the house this one duplicates.",
  duplicateOfItself: "A house cannot be a duplicate of itself.",
  duplicateNotFound: "The house it duplicates was not found.",
  houseNotFound: "House not found",
} as const;

/** The body of POST /api/houses/{id}/reports (its schema: house-reports.ts). */
export interface HouseReportRequest {
  reason: ReportReason;
  note?: string | undefined;
  duplicateOfHouseId?: number | undefined;
}

/** A house as the report screens name it. */
export interface ReportedHouse {
  id: number;
  title: string;
  address: string;
  city: string;
  citySlug: string | null;
  streetSlug: string | null;
}

/** One report as its reporter sees it (the 201 answer and "My Reports"; schema: house-reports.ts). */
export interface MyReport {
  id: number;
  reason: ReportReason;
  note: string | null;
  status: "open" | "resolved";
  outcome: ReportOutcome | null;
  createdAt: string;
  resolvedAt: string | null;
  /** Null when the house has since been deleted. */
  house: ReportedHouse | null;
}
