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
