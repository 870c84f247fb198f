/**
 * The server's reason for refusing what was sent (decision 381). A 4xx names the field it is
 * about first ("review: Remove control characters..."), which is for the API's callers; a person
 * reads the reason without that id: under the field when the screen has it, else after the
 * flow's own failure text.
 */
import { ApiError } from "./api";

export interface Refusal {
  /** The field the server named ("review", "stops.0.houseId"), null when none or several. */
  field: string | null;
  /** What to fix, in words, without the field's id. */
  reason: string;
}

/** "review: ..." (a field id is a request's key or its dotted path); several are joined by "; ". */
const NAMED = /^([a-z][\w.]*): ([\s\S]+)$/;

/** The reason of a refused request (a 4xx other than a 401), or null for any other failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status > 499) return null;
  if (error.status === 401) return null;
  const parts = error.message.split(/; (?=[a-z][\w.]*: )/).map((part) => {
    const named = NAMED.exec(part);
    return [named?.[1] ?? null, named?.[2] ?? part] as const;
  });
  const field = parts[0]?.[0] ?? null;
  return {
    field: parts.every(([name]) => name === field) ? field : null,
    reason: parts.map(([, text]) => text.charAt(0).toUpperCase() + text.slice(1)).join("; "),
  };
}

function sentence(text: string) {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * A failure's text with the server's reason after it, when the server gave one: "Failed to add
 * features. Unknown feature glitter." Other failures keep the text as it is.
 */
export function withRefusalReason(text: string, error: unknown): string {
  const refusal = refusalOf(error);
  if (!refusal || text.includes(refusal.reason)) return text;
  return `${sentence(text)} ${sentence(refusal.reason)}`;
}

/**
 * Where a failed write's reason goes: under `field` when the refusal names it (the toast then
 * keeps its own text), else after the toast's text. Returns the toast's description.
 */
export function placeRefusal(
  error: unknown,
  text: string,
  field?: { field: string; show(reason: string): void },
): string {
  const refusal = refusalOf(error);
  if (!field || refusal?.field !== field.field) return withRefusalReason(text, error);
  field.show(refusal.reason);
  return text;
}
