/**
 * Test factories: callers with unique ids, tokens shaped exactly like the Firebase Auth
 * Emulator's (unsigned), and an HTTP helper that goes through the real worker entry point.
 */
import { env, exports } from "cloudflare:workers";
import { tourSchema } from "@contract/tours";
import PLACES from "../worker/services/places/long-island-places.json";
import { expectJson } from "./expect-json";

const PROJECT_ID = "demo-lights";
let counter = 0;

function base64url(value: unknown) {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

export interface TestCaller {
  uid: string;
  email: string;
  token: string;
}

/** A token as the emulator issues it: {"alg":"none"} header and an empty signature. */
export function emulatorToken(claims: Record<string, unknown>) {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    email_verified: false,
    ...claims,
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}

export function newCaller(
  options: { email?: string; name?: string; emailVerified?: boolean } = {},
): TestCaller {
  counter += 1;
  const uid = `test-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const email = options.email ?? `${uid}@example.com`;
  const token = emulatorToken({
    sub: uid,
    user_id: uid,
    email,
    email_verified: options.emailVerified ?? true,
    ...(options.name ? { name: options.name } : {}),
  });
  return { uid, email, token };
}

/** Admin through the real bootstrap path: ADMIN_EMAILS + verified email on first sign-in. */
export async function newAdmin() {
  const caller = newCaller({ email: "admin@example.com", name: "Avery Admin" });
  await api("/api/auth/user", { token: caller.token });
  return caller;
}

export async function api(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.body !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
  }
  return exports.default.fetch(
    new Request(`http://localhost${path}`, { method: init.method ?? "GET", headers, body }),
  );
}

/**
 * A Workers AI binding whose model always fails (as the real one does when over capacity). It
 * implements `run`, the one method the image moderator calls.
 */
export function failingWorkersAi(message: string): Ai {
  const run = async () => {
    throw new Error(message);
  };
  return { run } as unknown as Ai;
}

/**
 * Like `api`, but the worker sees `overrides` on top of its bindings (a stand-in for an outside
 * service such as a tight rate limiter or a failing Workers AI model, or another setting). `path`
 * may be a whole URL, for a request that arrives on another host.
 */
export async function apiWithEnv(
  overrides: Partial<Env> & Record<string, unknown>,
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
  const { default: worker } = await import("../worker/index");
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["Content-Type"] ??= "application/json";
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(/^https?:\/\//.test(path) ? path : `http://localhost${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

// biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field with expect.
export async function json<T = any>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

// --- Reviews straight into D1 (added for the admin tests; reuse freely) ----------------------

/** A review row plus the house counters, as the ratings route would leave them. */
export async function createReview(
  houseId: number,
  userId: string,
  rating: number,
  review?: string,
) {
  const row = await env.DB.prepare(
    "INSERT INTO reviews (house_id, user_id, rating, review) VALUES (?, ?, ?, ?) RETURNING id",
  )
    .bind(houseId, userId, rating, review ?? null)
    .first<{ id: number }>();
  await env.DB.prepare(
    `UPDATE houses SET
       avg_rating = COALESCE((SELECT AVG(rating) FROM reviews WHERE house_id = ?1), 0),
       review_count = (SELECT COUNT(*) FROM reviews WHERE house_id = ?1)
     WHERE id = ?1`,
  )
    .bind(houseId)
    .run();
  return row!.id;
}

/** The user row exists once the caller has made one request. */
export async function signedIn(caller: TestCaller) {
  await api("/api/auth/user", { token: caller.token });
  return caller;
}

// ---- houses (discover) ----------------------------------------------------------------------
let houseCounter = 0;

/**
 * A town name no other test uses ("Testville qhzkwbma"): letters only, because a submitted city
 * must read as a town name (digits are refused, decision 307).
 */
export function uniqueTownName(prefix: string) {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) =>
    String.fromCharCode(97 + (byte % 26)),
  );
  return `${prefix} ${letters.join("")}`;
}

/**
 * A town the app knows, with its centre as the pin: what a submission, an admin's edit or an
 * import must name (decision 419). A test that needs addresses no other test uses takes a town
 * few others take, or a street of its own (`uniqueTownName` makes one: "Holly qhzkwbma").
 */
export function knownTown(name: string): { city: string; latitude: number; longitude: number } {
  const town = PLACES.towns.find((t) => t.name === name);
  if (!town) throw new Error(`${name} is not a town of the gazetteer`);
  return { city: town.name, latitude: town.latitude, longitude: town.longitude };
}

export interface HouseSeed {
  title?: string;
  address?: string;
  city?: string;
  state?: string | null;
  latitude?: number;
  longitude?: number;
  features?: string[];
  mainImageUrl?: string | null;
  description?: string | null;
  isTopHouse?: boolean;
  avgRating?: number;
  reviewCount?: number;
  pageViewCount?: number;
  visitCount?: number;
  /** ms since epoch */
  createdAt?: number;
  /** false = leave citySlug/streetSlug empty (pages then link to /house/{id}) */
  slugs?: boolean;
}

/**
 * Inserts one house straight into D1 (unique address per call) with its features, and returns
 * its id and slugs. Defaults: Massapequa, no rating, no counters.
 */
export async function createHouse(seed: HouseSeed = {}) {
  const { env } = await import("cloudflare:workers");
  const { addressKey, houseSlugs, latBand } = await import("@contract/address");
  houseCounter += 1;
  const unique = `${Date.now().toString(36)}${houseCounter}${Math.random().toString(36).slice(2, 6)}`;
  const address = seed.address ?? `${houseCounter} Test ${unique} Street`;
  const city = seed.city ?? "Massapequa";
  const latitude = seed.latitude ?? 40.6807;
  const longitude = seed.longitude ?? -73.4743;
  const slugs =
    seed.slugs === false ? { citySlug: null, streetSlug: null } : houseSlugs(address, city);
  const row = await env.DB.prepare(
    `INSERT INTO houses (title, description, address, city, state, latitude, longitude, lat_band,
      address_key, main_image_url, city_slug, street_slug, is_top_house, avg_rating, review_count,
      page_view_count, visit_count, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      seed.title ?? `House ${unique}`,
      seed.description ?? null,
      address,
      city,
      seed.state === undefined ? "NY" : seed.state,
      latitude,
      longitude,
      latBand(latitude),
      addressKey(address, city),
      seed.mainImageUrl === undefined ? "/demo/house-01.svg" : seed.mainImageUrl,
      slugs.citySlug,
      slugs.streetSlug,
      seed.isTopHouse ? 1 : 0,
      seed.avgRating ?? 0,
      seed.reviewCount ?? 0,
      seed.pageViewCount ?? 0,
      seed.visitCount ?? 0,
      seed.createdAt ?? Date.now(),
    )
    .first<{ id: number }>();
  const id = row!.id;
  for (const feature of seed.features ?? []) {
    await env.DB.prepare("INSERT INTO house_features (feature, house_id) VALUES (?, ?)")
      .bind(feature, id)
      .run();
  }
  return { id, address, city, latitude, longitude, ...slugs };
}

// ---- contributions -------------------------------------------------------------------------
/** Real image bytes as data URLs: a 1x1 PNG, a 2x1 JPEG, a 1x1 GIF; and an SVG (rejected). */
export const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
export const JPEG_DATA_URL =
  "data:image/jpeg;base64,/9j/4QAiRXhpZgAATU0AKgAAAAgAAQESAAMAAAABAAYAAAAAAAD/2wCEAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAf/AABEIAAEAAgMBEQACEQEDEQH/xABKAAEAAAAAAAAAAAAAAAAAAAALEAEAAAAAAAAAAAAAAAAAAAAAAQEAAAAAAAAAAAAAAAAAAAAAEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwA/8H//2Q==";
export const GIF_DATA_URL =
  "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
export const SVG_DATA_URL = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;

/** Reads server-sent events from a streaming response, one frame at a time. */
export function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    /** The next frame with data (comments and retry lines skipped): {event, data}. */
    async next(): Promise<{ event: string; data: unknown }> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split("\n");
          const data = lines.filter((l) => l.startsWith("data: ")).map((l) => l.slice(6));
          if (!data.length) continue;
          const event = lines.find((l) => l.startsWith("event: "))?.slice(7) ?? "message";
          return { event, data: JSON.parse(data.join("\n")) };
        }
        const { done, value } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

// --- The schema as D1 holds it (so lists of tables cannot fall behind the migrations) ----------

/** Every table of the app (not SQLite's, D1's or the full-text index's own). */
export async function appTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'
       AND name NOT LIKE 'house_text_search%'
     ORDER BY name`,
  ).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** The tables with a foreign key to `parent`, and the column that holds it, by table name. */
export async function tablesReferencing(parent: string) {
  const found: { table: string; column: string }[] = [];
  for (const table of await appTables()) {
    // D1 allows the PRAGMA statement, not the pragma_foreign_key_list() table function.
    const { results } = await env.DB.prepare(`PRAGMA foreign_key_list(${table})`).all<{
      table: string;
      from: string;
    }>();
    for (const key of results) if (key.table === parent) found.push({ table, column: key.from });
  }
  return found;
}

/** How many rows of `table` belong to the house (its `house_id` column). */
export async function countHouseRows(table: string, houseId: number) {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE house_id = ?`)
    .bind(houseId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

// ---- tours ---------------------------------------------------------------------------------

/** A tour saved through the API by the holder of `token`, of `stops` new houses along one street. */
export async function createTour(token: string, name: string, stops = 2) {
  const houses = [];
  for (let i = 0; i < stops; i++) {
    houses.push(await createHouse({ latitude: 40.7, longitude: -73.4 + i * 0.01 }));
  }
  const response = await api("/api/tours", {
    method: "POST",
    token,
    body: { name, stopIds: houses.map((h) => h.id) },
  });
  return expectJson(response, tourSchema);
}

/**
 * Sends until the limiter refuses (429), at most `attempts` times: the refusal, and the answers
 * that went through before it. The tests' limiter (TEST_RATE_LIMIT, 2 per 10 s) counts in fixed
 * windows, so a window that turns over between two sends lets two more through; a fixed "the
 * third is refused" failed on a slow machine.
 */
export async function sendUntilLimited(send: () => Promise<Response>, attempts = 8) {
  const through: Response[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const response = await send();
    if (response.status === 429) return { limited: response, through };
    through.push(response);
  }
  throw new Error(`no 429 in ${attempts} sends`);
}
