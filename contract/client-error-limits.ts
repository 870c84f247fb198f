/**
 * How long a client error report's fields may be (POST /api/client-errors, contract/operations.ts).
 * A file of its own, without zod: the app's first JavaScript cuts a report to fit before it sends.
 */
export const CLIENT_ERROR_LIMITS = { path: 300, message: 500, stack: 4000 } as const;
