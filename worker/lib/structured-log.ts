/**
 * Log lines for Workers Logs (docs/operations.md, Logs). Each line is one object: Workers Logs
 * indexes an object's fields, so the dashboard can filter on `event`, `route`, `status`,
 * `requestId` or `user`. Nothing here may carry an e-mail address, a token or a raw user id:
 * people are identified by `hashedUserId` only.
 *
 * Every line written while a request is answered carries that request's `requestId`, wherever
 * it is written: the request-id middleware runs the request inside `withRequestId`, and the
 * helpers below read it from there. So a service or a call to a Durable Object logs with the id
 * without being handed the request (docs/decisions/316-every-log-line-of-a-request-carries-its-id.md).
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type LogFields = Record<string, string | number | boolean | null | undefined>;

const currentRequest = new AsyncLocalStorage<string>();

/** Runs `work` (the rest of a request) so that every line it logs names this request. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return currentRequest.run(requestId, work);
}

/** The id of the request being answered, first in the line; none outside a request (the jobs). */
function requestIdField(): { requestId?: string } {
  const requestId = currentRequest.getStore();
  return requestId ? { requestId } : {};
}

/** An ordinary event (a request, a scheduled job's run). */
export function logEvent(event: string, fields: LogFields): void {
  console.log({ event, ...requestIdField(), ...fields });
}

/** Something went wrong that the answer survives (a refused token, a best-effort step). */
export function logWarning(event: string, fields: LogFields): void {
  console.warn({ event, ...requestIdField(), ...fields });
}

/** A failure, with its stack: goes out as an error-level line. */
export function logError(event: string, error: unknown, fields: LogFields = {}): void {
  const failure =
    error instanceof Error
      ? { errorName: error.name, errorMessage: error.message, stack: error.stack ?? null }
      : { errorName: "NonError", errorMessage: String(error), stack: null };
  console.error({ event, ...requestIdField(), ...fields, ...failure });
}

/**
 * The first 16 hex digits of SHA-256 of a Firebase uid: the same person gets the same value in
 * every line (an admin who knows the uid can compute it), while the line alone names no one.
 */
export async function hashedUserId(uid: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(uid));
  return [...new Uint8Array(digest).slice(0, 8)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}
