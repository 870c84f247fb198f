/**
 * Property-based hostile input over every route of the Hono app (app.routes): wrong types,
 * huge and unicode strings, control characters, NaN / negative / huge numbers, unknown fields,
 * SQL, FTS5 and HTML payloads, broken JSON and wrong content types, signed out, signed in and
 * as admin. Every answer is a 2xx (when the input happens to be valid) or a 4xx JSON {message},
 * never a 5xx, and a rejected request changes no row.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, it } from "vitest";
import app from "../worker/index";
import {
  appTables,
  createHouse,
  newAdmin,
  newCaller,
  signedIn,
  type TestCaller,
} from "./factories";

/** Row counts of every app table, read from the schema so a new table is watched too. */
async function rowCounts() {
  const tables = await appTables();
  const row = await env.DB.prepare(
    `SELECT ${tables.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(", ")}`,
  ).first();
  return JSON.stringify(row);
}

/**
 * Every API endpoint (middleware entries such as "ALL /api/admin/*" are not endpoints). Pages
 * (GET /house/*) answer HTML, not JSON: test/house-page.test.ts covers their bad paths.
 */
const endpoints = [
  ...new Map(
    app.routes
      .filter((r) => r.path.startsWith("/api/") && !(r.method === "ALL" && r.path.endsWith("/*")))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
];

const PAYLOADS = [
  "\u0000",
  "a\u0000b",
  "\u0001\u001f\u007f",
  "' OR 1=1 --",
  '"; DROP TABLE houses; --',
  "NEAR(lights music)",
  '"unterminated',
  "title:* OR ^x",
  "*",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "%",
  "%zz",
  "%E0%A4%A",
  "../../etc/passwd",
  "/api/media/photos/%",
  "/api/media/photos/../x",
  "data:image/png;base64,!!!",
  "data:text/html;base64,PHNjcmlwdD4=",
  "a".repeat(20_000),
  "🎄".repeat(2_000),
  "\u202eevil",
  "\ud800",
  "NaN",
  "-1",
  "1e309",
  "Infinity",
  "0x10",
  "",
  " ",
];

const FIELDS = [
  "title",
  "address",
  "city",
  "state",
  "description",
  "mainImageUrl",
  "features",
  "latitude",
  "longitude",
  "accuracy",
  "rating",
  "review",
  "imageUrl",
  "imageData",
  "contentType",
  "caption",
  "videoUrl",
  "cloudflareStreamId",
  "streamId",
  "houseId",
  "text",
  "fileSize",
  "fileName",
  "isAdmin",
  "isTopHouse",
  "key",
  "content",
  "page",
  "section",
  "firstName",
  "lastName",
  "search",
  "limit",
  "offset",
  "query",
  "input",
  "placeId",
  "searchQuery",
  "maxDistance",
  "sortBy",
  "userId",
  "id",
  "__proto__",
  "constructor",
];

const hostileString = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, -1, 0, -0, 1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 500, 501),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...FIELDS), hostileString, { maxKeys: 3 }),
);
const fieldName = fc.oneof(fc.constantFrom(...FIELDS), hostileString);

type Body = { kind: "json"; value: unknown } | { kind: "raw"; text: string } | { kind: "none" };
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.record({
    kind: fc.constant("json" as const),
    value: fc.dictionary(fieldName, hostileValue, { maxKeys: 6 }),
  }),
  fc.record({ kind: fc.constant("json" as const), value: hostileValue }),
  fc.record({
    kind: fc.constant("raw" as const),
    text: fc.oneof(
      fc.constantFrom('{"title":', "{,}", "[", "null", "{}}", "\u0000"),
      hostileString,
    ),
  }),
  fc.constant({ kind: "none" as const }),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/offset+octet-stream",
  undefined,
);

let fixtures: { houseId: number; photoId: number; reviewId: number };
let callers: Record<"user" | "other" | "admin", TestCaller>;

beforeAll(async () => {
  const user = await signedIn(newCaller({ name: "Holly Berry" }));
  const other = await signedIn(newCaller({ name: "Otto Other" }));
  const admin = await newAdmin();
  callers = { user, other, admin };
  const house = await createHouse({ features: ["Blow-Ups"] });
  const photo = await env.DB.prepare(
    "INSERT INTO photos (house_id, image_url, uploaded_by) VALUES (?, ?, ?) RETURNING id",
  )
    .bind(house.id, "/demo/scene-1.svg", user.uid)
    .first<{ id: number }>();
  const review = await env.DB.prepare(
    "INSERT INTO reviews (house_id, user_id, rating, review) VALUES (?, ?, 4, 'Nice') RETURNING id",
  )
    .bind(house.id, user.uid)
    .first<{ id: number }>();
  fixtures = { houseId: house.id, photoId: photo!.id, reviewId: review!.id };
});

function paramValue(name: string, pick: number, text: string) {
  const real: Record<string, number> = {
    id: name === "id" ? fixtures.houseId : fixtures.reviewId,
    houseId: fixtures.houseId,
    photoId: fixtures.photoId,
  };
  if (pick === 0 && real[name] !== undefined) return String(real[name]);
  if (pick === 1) return String(999_999_999);
  if (pick === 2) return "0";
  return encodeURIComponent(text);
}

/** A concrete path for a route pattern, each :param{regex} and * filled in. */
function concretePath(pattern: string, pick: number, text: string, raw: string) {
  return pattern
    .replace(/:(\w+)(\{[^}]*\}+)?/g, (_, name: string) => paramValue(name, pick, text))
    .replace(/\*$/, pick === 3 ? raw.replace(/[\s#?]/g, "") : `photos/${encodeURIComponent(text)}`);
}

function queryString(entries: Record<string, string>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(entries)) params.append(k, v);
  const s = params.toString();
  return s ? `?${s}` : "";
}

describe("hostile input on every route", () => {
  it("never answers 5xx; a rejected request is a 4xx JSON {message} and changes no row", async ({
    expect,
  }) => {
    let tried = 0;
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.constantFrom("none", "user", "other", "admin", "garbage"),
        fc.integer({ min: 0, max: 4 }),
        hostileString,
        fc.dictionary(fieldName, hostileString, { maxKeys: 4 }),
        body,
        contentType,
        async (route, who, pick, text, query, payload, type) => {
          const method = route.method === "ALL" ? "POST" : route.method;
          let requestBody: string | undefined;
          if (method !== "GET" && method !== "HEAD" && payload.kind !== "none") {
            requestBody =
              payload.kind === "json" ? (JSON.stringify(payload.value) ?? "null") : payload.text;
          }
          let request: Request;
          let path: string;
          try {
            path = concretePath(route.path, pick, text, text);
            const headers = new Headers();
            if (who === "garbage") {
              headers.set("Authorization", `Bearer ${encodeURIComponent(text || "x")}.y.z`);
            } else if (who !== "none") {
              headers.set("Authorization", `Bearer ${callers[who].token}`);
            }
            if (type) headers.set("Content-Type", type);
            request = new Request(`http://localhost${path}${queryString(query)}`, {
              method,
              headers,
              body: requestBody,
            });
          } catch {
            return; // not a request a client could send (e.g. an invalid URL)
          }
          const before = await rowCounts();
          const res = await app.fetch(request, env);
          tried += 1;
          const label = `${method} ${path} as ${who} -> ${res.status}`;
          if ((res.headers.get("Content-Type") ?? "").startsWith("text/event-stream")) {
            await res.body?.cancel();
          }
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            rejected += 1;
            expect(res.headers.get("Content-Type") ?? "", label).toMatch(/application\/json/);
            const answer = (await res.json()) as { message?: unknown };
            expect(typeof answer.message, label).toBe("string");
            expect(await rowCounts(), `${label}: rows changed`).toBe(before);
          } else {
            await res.body?.cancel();
          }
        },
      ),
      // A fixed seed keeps `npm test` repeatable (a red run can be replayed); change it to explore
      // other inputs. Seeds tried so far found one 500 (an over-long media key, now a 404).
      { numRuns: 700, seed: 20261123 },
    );
    console.log(
      `hostile input: ${tried} requests over ${endpoints.length} routes, ${rejected} rejected with 4xx`,
    );
  }, 300_000);
});
