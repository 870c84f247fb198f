/**
 * The worker's one rule for the validator's own messages (decision 422): every issue a schema
 * gives no message of its own reads as a plain sentence naming its field ("description must be
 * at most 5000 characters", "litTonight must be true or false", "title is required"), never
 * zod's "Too big: expected string to have <=5000 characters". Set once, for every parse the
 * worker makes (z.config's customError): a message a schema sets itself ranks above it and is
 * kept as it is. The app's bundle has its own copy of zod and is not touched.
 */
import { z } from "zod";

type RawIssue = z.core.$ZodRawIssue;

/** The field an issue is about: its path ("stops.0.houseId"), or the whole value sent. */
function fieldOf(issue: RawIssue): string {
  const path = (issue.path ?? []).map(String).join(".");
  return path || "The value";
}

function numberText(value: number | bigint | Date): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === "bigint" ? value.toString() : value.toLocaleString("en-US");
}

/** "true or false", "newest, rating or distance", "one": a list of allowed values. */
function choices(values: readonly unknown[]): string {
  const words = values.map((value) => (typeof value === "string" ? value : JSON.stringify(value)));
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** "5000 characters", as the schemas' own messages write a length ("Title must be at most 200 characters"). */
function plural(count: number | bigint, one: string, many: string) {
  return `${String(count)} ${Number(count) === 1 ? one : many}`;
}

/** What an origin's size counts: a string's characters, a list's items. */
function sized(origin: string, limit: number | bigint): string {
  if (origin === "string") return plural(limit, "character", "characters");
  if (origin === "array" || origin === "set") return plural(limit, "item", "items");
  if (origin === "file") return plural(limit, "byte", "bytes");
  return numberText(limit);
}

function tooBig(field: string, issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const { origin, inclusive } = issue;
  const maximum = issue.maximum as number | bigint | Date;
  if (maximum instanceof Date) return `${field} must be on or before ${numberText(maximum)}`;
  const sizedOrigin = origin === "string" || origin === "array" || origin === "set";
  const limit = !inclusive && sizedOrigin ? Number(maximum) - 1 : maximum;
  if (origin === "array" || origin === "set")
    return `${field} must have at most ${sized(origin, limit)}`;
  if (sizedOrigin || origin === "file") return `${field} must be at most ${sized(origin, limit)}`;
  return inclusive
    ? `${field} must be at most ${numberText(maximum)}`
    : `${field} must be less than ${numberText(maximum)}`;
}

function tooSmall(field: string, issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const { origin, inclusive } = issue;
  const minimum = issue.minimum as number | bigint | Date;
  if (minimum instanceof Date) return `${field} must be on or after ${numberText(minimum)}`;
  const sizedOrigin = origin === "string" || origin === "array" || origin === "set";
  const limit = !inclusive && sizedOrigin ? Number(minimum) + 1 : minimum;
  if (origin === "string" && Number(limit) <= 1) return `${field} must not be empty`;
  if (origin === "array" || origin === "set")
    return `${field} must have at least ${sized(origin, limit)}`;
  if (sizedOrigin || origin === "file") return `${field} must be at least ${sized(origin, limit)}`;
  return inclusive
    ? `${field} must be at least ${numberText(minimum)}`
    : `${field} must be more than ${numberText(minimum)}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  date: "a date",
  null: "null",
  record: "an object",
  map: "an object",
  set: "a list",
  tuple: "a list",
};

const FORMAT_WORDS: Record<string, string> = {
  email: "an email address",
  url: "a web address",
  uuid: "a UUID",
  datetime: "a date and time (YYYY-MM-DDTHH:MM:SSZ)",
  date: "a date (YYYY-MM-DD)",
  time: "a time (HH:MM)",
  base64: "base64 text",
  base64url: "base64url text",
  ipv4: "an IPv4 address",
  ipv6: "an IPv6 address",
};

function invalidFormat(
  field: string,
  issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>,
) {
  const extra = issue as { prefix?: string; suffix?: string; includes?: string };
  if (issue.format === "starts_with") return `${field} must start with "${extra.prefix}"`;
  if (issue.format === "ends_with") return `${field} must end with "${extra.suffix}"`;
  if (issue.format === "includes") return `${field} must include "${extra.includes}"`;
  const words = FORMAT_WORDS[issue.format];
  return words ? `${field} must be ${words}` : `${field} is not in a form this request takes`;
}

/** The plain sentence for an issue without a message of its own. */
export function plainZodMessage(issue: RawIssue): string {
  const field = fieldOf(issue);
  switch (issue.code) {
    case "too_big":
      return tooBig(field, issue);
    case "too_small":
      return tooSmall(field, issue);
    case "invalid_type": {
      if (issue.input === undefined) return `${field} is required`;
      const words = TYPE_WORDS[issue.expected];
      return words ? `${field} must be ${words}` : `${field} is not a value this request takes`;
    }
    case "invalid_value":
      if (issue.values.length === 2 && issue.values.every((v) => v === "true" || v === "false")) {
        return `${field} must be true or false`;
      }
      return issue.values.length <= 2
        ? `${field} must be ${choices(issue.values)}`
        : `${field} must be one of ${choices(issue.values)}`;
    case "invalid_format":
      return invalidFormat(field, issue);
    case "not_multiple_of":
      return `${field} must be a multiple of ${numberText(issue.divisor as number | bigint)}`;
    case "unrecognized_keys": {
      const keys = choices(issue.keys);
      const where = issue.path?.length ? ` in ${field}` : "";
      return issue.keys.length === 1
        ? `${keys} is not a field this request takes${where}`
        : `${keys} are not fields this request takes${where}`;
    }
    case "invalid_union":
      return issue.input === undefined ? `${field} is required` : `${field} is not valid`;
    case "invalid_key":
      return `${field} has a key this request does not take`;
    case "invalid_element":
      return `${field} has an item that is not valid`;
    default:
      return `${field} is not valid`;
  }
}

z.config({ customError: plainZodMessage });
