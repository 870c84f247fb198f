import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
// The plain sentence for every issue a schema gives no message of its own (decision 422).
import "./zod-messages";

/**
 * Readable one-line message naming the fields, e.g. "title: Title must be at least 3 characters".
 * A message that already starts with its field's name ("imageData is required", "plan: Use ...")
 * keeps it once: "imageData: imageData is required" named it twice (decision 381). A sentence
 * two checks of one field both give (a path id's "id must be a positive whole number", decision
 * 406) is said once. A message that names its field with a value ("sortBy=distance needs
 * latitude and longitude") is not prefixed either (decision 422).
 */
export function describeZodError(error: { issues: readonly z.core.$ZodIssue[] }): string {
  const lines = error.issues.map((issue) => {
    const field = issue.path.map(String).join(".");
    if (!field || namesFieldFirst(issue.message, field)) return issue.message;
    return `${field}: ${issue.message}`;
  });
  return [...new Set(lines)].join("; ");
}

/** "plan: ...", "imageData is ..." or "sortBy=distance ..." for the field named. */
function namesFieldFirst(message: string, field: string) {
  return [":", " ", "="].some((after) => message.startsWith(`${field}${after}`));
}

/** What Hono reads as JSON: application/json or application/<something>+json, with parameters. */
const JSON_CONTENT_TYPE = /^application\/([a-z0-9.-]+\+)?json\s*(;|$)/i;

export const NOT_JSON_MESSAGE = "Send the request body as JSON (Content-Type: application/json)";

/**
 * A body sent as anything but JSON. Hono's JSON validator reads such a body as `{}`, which the
 * schema's defaults would then fill in: a review sent as text/plain would be saved as five stars
 * and no text. No body at all is not this: it is validated as `{}`, as before.
 */
function hasBodyThatIsNotJson(request: Request): boolean {
  if (JSON_CONTENT_TYPE.test(request.headers.get("Content-Type") ?? "")) return false;
  return request.body !== null && request.headers.get("Content-Length") !== "0";
}

/**
 * The first parameter the route reads that the query string gives more than once
 * (`?limit=1&limit=2`), else null. Hono hands such a parameter over as a list, which a number
 * or a word then fails on in the validator's words ("expected number, received NaN"); no list
 * route takes a list, so it is refused by name instead (decision 411). A parameter the route does
 * not read (a tracking tag) may repeat: it is never looked at.
 */
function repeatedParameter(request: Request, schema: z.ZodType): string | null {
  const read = schema instanceof z.ZodObject ? new Set(Object.keys(schema.shape)) : null;
  const seen = new Set<string>();
  for (const key of new URL(request.url).searchParams.keys()) {
    if (seen.has(key) && (!read || read.has(key))) return key;
    seen.add(key);
  }
  return null;
}

/**
 * zod validation for any request part; failures become 400 {message} naming the field. A JSON
 * body sent with another Content-Type is refused with 415 before its fields are looked at; a
 * query parameter given twice with 400 "<name> must be given once" (decision 411).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    if (target === "json" && hasBodyThatIsNotJson(c.req.raw)) {
      return c.json({ message: NOT_JSON_MESSAGE }, 415);
    }
    if (target === "query") {
      const repeated = repeatedParameter(c.req.raw, schema);
      if (repeated) return c.json({ message: `${repeated} must be given once` }, 400);
    }
    if (!result.success) return c.json({ message: describeZodError(result.error) }, 400);
  });
  validations.set(middleware, { target, schema });
  return middleware;
}

/** What each validate() middleware checks, by the middleware (validationOf). */
interface Validation {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}
const validations = new WeakMap<object, Validation>();

/**
 * The request part and schema a route's handler validates, if it is a validate() middleware
 * (a route mounted on a parent app may wrap it: Hono keeps the original as __COMPOSED_HANDLER).
 * test/validation-messages.test.ts reads every route's schemas through it (decision 422).
 */
export function validationOf(handler: unknown): Validation | undefined {
  if (typeof handler !== "function") return undefined;
  const inner = (handler as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER;
  return validations.get(handler) ?? (inner ? validationOf(inner) : undefined);
}
