/** Recognising database errors the routes answer with a 4xx instead of a 500. */

/**
 * True when `error` is SQLite's "UNIQUE constraint failed" (D1 wraps it, so the cause is read
 * too). With `columns` ("houses.address_key"), only a violation on those columns counts.
 */
export function isUniqueViolation(error: unknown, columns?: string): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const text = `${String(error)} ${String(cause)}`;
  const marker = columns ? `UNIQUE constraint failed: ${columns}` : "UNIQUE constraint failed";
  return text.toLowerCase().includes(marker.toLowerCase());
}

/**
 * True when `error` is SQLite's "FOREIGN KEY constraint failed": a row was written that points at
 * a row that is not there (D1 enforces foreign keys). SQLite does not say which key failed, so the
 * caller finds out by looking at what the row pointed at (decision 359).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return `${String(error)} ${String(cause)}`.includes("FOREIGN KEY constraint failed");
}
