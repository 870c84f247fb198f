import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";

/** Readable one-line message naming the fields, e.g. "title: Title must be at least 3 characters". */
export function describeZodError(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.map(String).join(".")}: ${issue.message}` : issue.message,
    )
    .join("; ");
}

/** zod validation for any request part; failures become 400 {message} naming the field. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ message: describeZodError(result.error) }, 400);
  });
}
