/**
 * Every 400 a route's validator gives is in plain words (decision 422). The sweep reads every
 * route of the app (app.routes) with the schema of each of its validate() middlewares (query
 * strings and JSON bodies), and sends each of them an over-long string, a value no option allows
 * and a value of the wrong type for every field it takes. No answer is a 5xx, and no message
 * holds the validator's own wording ("Too big", "Too small", "Invalid option", "expected") or
 * names a field twice ("sortBy: sortBy=distance ..."). A few routes' messages are then checked
 * word for word.
 */
import { describe, it } from "vitest";
import type { z } from "zod";
import app from "../worker/index";
import { validationOf } from "../worker/lib/http/validate";
import { api, json, newAdmin } from "./factories";

type Kind = "long" | "option" | "type";
const KINDS: Kind[] = ["long", "option", "type"];

/** The schema under optional(), default(), a preprocess or a pipe: what the value is checked as. */
function core(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
    out?: z.core.$ZodType;
  };
  if (def.innerType) return core(def.innerType);
  if (def.type === "pipe" && def.in && def.out) {
    return core(def.in._zod.def.type === "transform" ? def.out : def.in);
  }
  return schema;
}

/** The object shapes a body or query schema takes (each option of a union of objects). */
function shapes(schema: z.core.$ZodType): Record<string, z.core.$ZodType>[] {
  const inner = core(schema);
  const def = inner._zod.def as {
    type: string;
    shape?: Record<string, z.core.$ZodType>;
    options?: z.core.$ZodType[];
  };
  if (def.type === "object" && def.shape) return [def.shape];
  if (def.type === "union" && def.options) return def.options.flatMap(shapes);
  return [];
}

/** The largest length or value and the string format a schema's checks set. */
function limits(schema: z.core.$ZodType): { maximum?: number; format?: string } {
  const found: { maximum?: number; format?: string } = {};
  const checks = (schema._zod.def as { checks?: z.core.$ZodCheck[] }).checks ?? [];
  for (const check of checks) {
    const def = check._zod.def as {
      check: string;
      maximum?: number;
      value?: number;
      format?: string;
    };
    if (def.check === "max_length" || def.check === "max_size") found.maximum = def.maximum;
    if (def.check === "less_than" && typeof def.value === "number") found.maximum = def.value;
    if (def.check === "string_format") found.format = def.format;
  }
  const own = schema._zod.def as { format?: string };
  if (own.format) found.format = own.format;
  return found;
}

/** A bad value of `kind` for a field of this schema; undefined leaves the field out. */
function badValue(field: z.core.$ZodType, kind: Kind, target: "json" | "query"): unknown {
  const inner = core(field);
  const type = inner._zod.def.type;
  const bag = limits(inner);
  if (kind === "long") {
    if (type === "string" && typeof bag.maximum === "number" && bag.maximum < 200_000) {
      return "a".repeat(bag.maximum + 1);
    }
    if (type === "number" && typeof bag.maximum === "number" && Number.isFinite(bag.maximum)) {
      return target === "query" ? String(bag.maximum + 1) : bag.maximum + 1;
    }
    if (type === "array" && typeof bag.maximum === "number" && target === "json") {
      return Array(bag.maximum + 1).fill("a");
    }
    return undefined;
  }
  if (kind === "option") {
    if (type === "enum" || type === "literal" || bag.format) return "not-an-option";
    if (type === "boolean") return "yes";
    if (type === "number") return "ten";
    return undefined;
  }
  if (target === "query") return "[object Object]";
  return type === "object" || type === "record" ? 12345 : { nested: true };
}

function badInput(shape: Record<string, z.core.$ZodType>, kind: Kind, target: "json" | "query") {
  const input: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = badValue(field, kind, target);
    if (value !== undefined) input[key] = value;
  }
  return input;
}

/** A path for a route pattern: every id 1, a share id of its 22 characters, a word elsewhere. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/:shareId(\{[^}]*\})?/g, "A".repeat(22))
    .replace(/:[A-Za-z]*[iI]d(\{[^}]*\})?/g, "1")
    .replace(/:index(\{[^}]*\})?/g, "0")
    .replace(/:[A-Za-z]+(\{[^}]*\})?/g, "word");
}

interface Validated {
  method: string;
  path: string;
  target: "json" | "query";
  schema: z.core.$ZodType;
}

/** Every validate("json") and validate("query") on an API route, with the route. */
const VALIDATED: Validated[] = app.routes.flatMap((route) => {
  const validation = validationOf(route.handler);
  if (!validation || (validation.target !== "json" && validation.target !== "query")) return [];
  return [
    {
      method: route.method,
      path: route.path,
      target: validation.target,
      schema: validation.schema,
    },
  ];
});

const VALIDATOR_WORDS = /Too big|Too small|Invalid option|Invalid input|\bexpected\b/;

/** A line holds the validator's words after its field's name (a field may be called "expected"). */
function hasValidatorWords(message: string): boolean {
  return message.split("; ").some((line) => VALIDATOR_WORDS.test(line.replace(/^[\w.]+/, "")));
}

/** "sortBy: sortBy=..." or "title: title must ...": a field named again after its prefix. */
function namesAFieldTwice(message: string): boolean {
  return message.split("; ").some((line) => /^([\w.]+): \1\b/.test(line));
}

describe("validator messages in plain words", () => {
  it("the sweep finds the routes that validate a body or a query", ({ expect }) => {
    const names = VALIDATED.map((v) => `${v.method} ${v.path} ${v.target}`);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toContain("GET /api/houses query");
    expect(names).toContain("POST /api/houses json");
  });

  it("every route answers an over-long, wrong-option and wrong-type field plainly", async ({
    expect,
  }) => {
    const admin = await newAdmin();
    const refused: string[] = [];
    const answered = new Set<string>();
    for (const route of VALIDATED) {
      const name = `${route.method} ${route.path}`;
      for (const shape of shapes(route.schema)) {
        for (const kind of KINDS) {
          const input = badInput(shape, kind, route.target);
          const path = concretePath(route.path);
          const response =
            route.target === "json"
              ? await api(path, { method: route.method, token: admin.token, body: input })
              : await api(`${path}?${new URLSearchParams(input as Record<string, string>)}`, {
                  method: route.method,
                  token: admin.token,
                });
          expect(response.status, `${name} ${kind}`).toBeLessThan(500);
          const message = String((await json(response))?.message ?? "");
          if (response.status === 400) answered.add(name);
          if (hasValidatorWords(message) || namesAFieldTwice(message)) {
            refused.push(`${name} (${kind}): ${message}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
    // The sweep reached the validators: nearly every route refused something with a 400.
    expect(answered.size).toBeGreaterThan(VALIDATED.length * 0.8);
  });

  it("the messages the tester met read plainly", async ({ expect }) => {
    const admin = await newAdmin();
    const message = async (response: Response) => ({
      status: response.status,
      message: (await json(response)).message,
    });
    expect(await message(await api(`/api/houses?searchQuery=${"a".repeat(201)}`))).toEqual({
      status: 400,
      message: "searchQuery must be at most 200 characters",
    });
    expect(await message(await api("/api/houses?litTonight=yes"))).toEqual({
      status: 400,
      message: "litTonight must be true or false",
    });
    expect(await message(await api("/api/houses?sortBy=distance"))).toEqual({
      status: 400,
      message: "sortBy=distance needs latitude and longitude",
    });
    const house = {
      title: "Plain Words House",
      address: "1 Plain St",
      city: "Freeport",
      state: "NY",
      description: "a".repeat(5001),
      latitude: 40.65,
      longitude: -73.58,
    };
    const long = await message(
      await api("/api/houses", { method: "POST", token: admin.token, body: house }),
    );
    expect(long.status).toBe(400);
    expect(long.message).toContain("description must be at most 5000 characters");
  });
});
