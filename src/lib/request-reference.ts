/**
 * The reference an error toast shows ("Reference a1b2c3d4"): the start of the failed request's id
 * (the API's X-Request-Id answer header), which is also in that request's log line, so a person
 * who reports it leads support to the request in the logs (docs/operations.md, Logs).
 *
 * Screens raise their error toasts from many places with their own texts; instead of threading
 * the id through each, the API client notes the last failed request here and the next error
 * toast raised within a few seconds takes it (once).
 */

/** Long enough to find one request among a day's logs, short enough to read out. */
const REFERENCE_LENGTH = 8;
/** An error toast comes right after its failed answer; older failures belong to no toast. */
const FRESH_FOR_MS = 5_000;

let lastFailure: { reference: string; at: number } | null = null;

export function requestReference(requestId: string): string {
  return requestId.slice(0, REFERENCE_LENGTH);
}

/** Called by the API client for every failed answer that carries a request id. */
export function noteFailedRequest(requestId: string | null) {
  lastFailure = requestId ? { reference: requestReference(requestId), at: Date.now() } : null;
}

/** The reference of a request that failed just now, once; else undefined. */
export function takeFailedRequestReference(): string | undefined {
  const failure = lastFailure;
  lastFailure = null;
  if (!failure || Date.now() - failure.at > FRESH_FOR_MS) return undefined;
  return failure.reference;
}
