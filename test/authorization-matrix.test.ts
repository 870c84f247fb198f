/**
 * Authorization matrix generated from the Hono app's route list (app.routes): every route is
 * called signed out, as the owner of the objects involved, as another user, and as an admin.
 * EXPECTED names each route's rule; a route without an entry fails the test, so a new route
 * cannot ship without deciding who may call it.
 *
 *   public  anyone (no 401/403 for any caller)
 *   user    401 signed out; any signed-in user
 *   owner   401 signed out; only the user who owns the object (others and admins 403)
 *   ownerOrAdmin  401 signed out; the owner and admins (others 403)
 *   admin   401 signed out; 403 for users; admins only
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, it } from "vitest";
import clientRouteTable from "../contract/api.ts?raw";
import app from "../worker/index";
import { createHouse, newAdmin, newCaller, signedIn, type TestCaller } from "./factories";

type Rule = "public" | "user" | "owner" | "ownerOrAdmin" | "admin";

const EXPECTED: Record<string, Rule> = {
  "GET /api/auth/user": "user",
  // Pages the worker answers: the prerendered landing and the house pages.
  "GET /": "public",
  "GET /house/*": "public",
  // What search engines and link previews read, the town pages, and every other page (its
  // app shell, or the not-found page with a 404).
  "GET /robots.txt": "public",
  "GET /sitemap.xml": "public",
  "GET /sitemaps/*": "public",
  "GET /lights/*": "public",
  "GET /tours/shared/:shareId": "public",
  "GET /tours/popular": "public",
  "GET /share/site.png": "public",
  "GET /share/house/:file{[0-9]{1,10}\\.png}": "public",
  "GET /share/tour/:file{[A-Za-z0-9_-]{1,64}\\.png}": "public",
  "GET /*": "public",
  "GET /api/towns": "public",
  "GET /api/towns/:citySlug": "public",
  // Sessions live in the browser; logout is a no-op hook anyone may call.
  "POST /api/auth/logout": "public",
  // A screen that failed in a browser, signed in or not: one log line, nothing kept.
  "POST /api/client-errors": "public",
  "GET /api/site-content": "public",
  "GET /api/houses/check-duplicate": "user",
  "POST /api/houses": "user",
  "GET /api/houses": "public",
  "GET /api/houses/top-rated": "public",
  "GET /api/houses/stats": "public",
  "GET /api/houses/:id{[0-9]+}": "public",
  "GET /api/houses/:citySlug{[a-z0-9-]*[a-z][a-z0-9-]*}/:streetSlug{[a-z0-9-]+}": "public",
  "POST /api/houses/:id{[0-9]+}/page-view": "public",
  "POST /api/houses/:id{[0-9]+}/visit": "user",
  "POST /api/houses/:id{[0-9]+}/proximity-visit": "user",
  "POST /api/houses/:id{[0-9]+}/ratings": "user",
  "PUT /api/houses/:id{[0-9]+}/features": "user",
  "DELETE /api/houses/:id{[0-9]+}/features/:feature": "user",
  "PUT /api/houses/:id{[0-9]+}/description": "user",
  "PUT /api/houses/:id{[0-9]+}/schedule": "user",
  "POST /api/houses/:id{[0-9]+}/lights-report": "user",
  "POST /api/houses/:id{[0-9]+}/photos": "user",
  "DELETE /api/houses/:id{[0-9]+}/photos/:photoId{[0-9]+}": "owner",
  // The Undo of a removal (decision 373): the remover's, or an admin's.
  "POST /api/houses/:id{[0-9]+}/photos/:photoId{[0-9]+}/restore": "ownerOrAdmin",
  "POST /api/houses/:id{[0-9]+}/videos": "user",
  "DELETE /api/houses/:id{[0-9]+}/videos/:videoId{[0-9]+}": "owner",
  "POST /api/houses/:id{[0-9]+}/videos/:videoId{[0-9]+}/restore": "ownerOrAdmin",
  "DELETE /api/houses/:id{[0-9]+}": "admin",
  "GET /api/houses/:id{[0-9]+}/stream": "public",
  "GET /api/favorites": "user",
  "GET /api/favorites/:houseId{[0-9]+}/check": "user",
  "POST /api/favorites": "user",
  "DELETE /api/favorites/:houseId{[0-9]+}": "user",
  "GET /api/reviews/user": "user",
  "PATCH /api/reviews/:id{[0-9]+}": "owner",
  "DELETE /api/reviews/:id{[0-9]+}": "owner",
  "GET /api/tours": "user",
  "POST /api/tours": "user",
  "GET /api/tours/:id{[0-9]+}": "owner",
  "PATCH /api/tours/:id{[0-9]+}": "owner",
  "DELETE /api/tours/:id{[0-9]+}": "owner",
  // The share id is the capability: a read-only view for anyone holding the link.
  "GET /api/tours/shared/:shareId": "public",
  "GET /api/tours/popular": "public",
  "POST /api/tours/shared/:shareId/open": "public",
  "POST /api/tours/shared/:shareId/copy": "user",
  "PUT /api/tours/:id{[0-9]+}/publish": "owner",
  "DELETE /api/tours/:id{[0-9]+}/publish": "ownerOrAdmin",
  "GET /api/admin/houses": "admin",
  "PUT /api/admin/houses/:id{[0-9]+}": "admin",
  "DELETE /api/admin/houses/:id{[0-9]+}": "admin",
  "GET /api/admin/users": "admin",
  "PUT /api/admin/users/:id": "admin",
  "GET /api/admin/content": "admin",
  "POST /api/admin/content": "admin",
  "PUT /api/admin/content/:id{[0-9]+}": "admin",
  "DELETE /api/admin/content/:id{[0-9]+}": "admin",
  "GET /api/admin/reviews": "admin",
  "DELETE /api/admin/reviews/:id{[0-9]+}": "admin",
  "GET /api/admin/db-sync/status": "admin",
  "GET /api/admin/db-sync/compare/houses": "admin",
  "GET /api/admin/db-sync/runs": "admin",
  "POST /api/admin/db-sync/sync-house-images": "admin",
  "POST /api/admin/db-sync/sync-all-houses": "admin",
  "GET /api/admin/held-images": "admin",
  "GET /api/admin/held-images/:id{[0-9]+}/image": "admin",
  "POST /api/admin/held-images/:id{[0-9]+}/approve": "admin",
  "POST /api/admin/held-images/:id{[0-9]+}/reject": "admin",
  "GET /api/admin/scheduled-jobs": "admin",
  "POST /api/admin/imports": "admin",
  "GET /api/admin/imports/:id": "admin",
  "PATCH /api/admin/imports/:id/rows/:index": "admin",
  "POST /api/admin/imports/:id/commit": "admin",
  "GET /api/admin/export": "admin",
  "GET /api/admin/season/unconfirmed": "admin",
  "POST /api/admin/season/archive": "admin",
  "POST /api/admin/season/restore": "admin",
  "POST /api/admin/season/ask-community": "admin",
  "POST /api/admin/season/stop-asking": "admin",
  "POST /api/admin/season/confirm": "admin",
  "POST /api/houses/:id{[0-9]+}/confirm-lit": "user",
  "POST /api/houses/:id{[0-9]+}/reports": "user",
  // Each caller sees only their own reports: the answer is scoped by the token, not a path id.
  "GET /api/me/reports": "user",
  "GET /api/admin/reports": "admin",
  "POST /api/admin/reports/houses/:id{[0-9]+}/archive": "admin",
  "POST /api/admin/reports/houses/:id{[0-9]+}/move": "admin",
  "POST /api/admin/reports/houses/:id{[0-9]+}/merge": "admin",
  "POST /api/admin/reports/houses/:id{[0-9]+}/remove-content": "admin",
  "POST /api/admin/reports/houses/:id{[0-9]+}/dismiss": "admin",
  // Homeowners: anyone signed in asks; only the approved owner (not admins) answers for the house.
  "POST /api/houses/:id{[0-9]+}/claim": "user",
  "POST /api/houses/:id{[0-9]+}/removal-request": "user",
  "GET /api/houses/:id{[0-9]+}/homeowner-status": "user",
  "PUT /api/houses/:id{[0-9]+}/season-plan": "owner",
  "POST /api/houses/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer": "owner",
  "PATCH /api/houses/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer": "owner",
  // An admin removes an answer (never writes one) without deleting its review (decision 367).
  "DELETE /api/houses/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer": "ownerOrAdmin",
  "GET /api/admin/homeowner-requests": "admin",
  "POST /api/admin/homeowner-requests/:id{[0-9]+}/approve": "admin",
  "POST /api/admin/homeowner-requests/:id{[0-9]+}/decline": "admin",
  "GET /api/houses/help-us-check": "public",
  // For uptime monitors: says only whether D1 and R2 answer.
  "GET /api/health": "public",
  "GET /api/map-config": "public",
  // Places are public while the offline gazetteer answers; with a Google key they need
  // sign-in (test/places.test.ts).
  "GET /api/geocode": "public",
  "GET /api/autocomplete": "public",
  "GET /api/place-details": "public",
  // Always the embedded gazetteer (no paid provider): a typed town's centre.
  "GET /api/town-centre": "public",
  // The same gazetteer: an empty text search's "Did you mean" (decision 420).
  "GET /api/town-spelling": "public",
  "POST /api/validate-text": "public",
  "POST /api/validate-image": "user",
  "POST /api/upload-image": "user",
  "POST /api/image-uploads": "user",
  "GET /api/media/*": "public",
  "POST /api/get-upload-url": "user",
  "POST /api/video-uploads": "user",
  // tus URLs are capabilities (unguessable ids); tus-js-client sends no token.
  "OPTIONS /api/video-uploads/*": "public",
  "GET /api/video-uploads/:id{[a-f0-9]{32}}": "public",
  "PATCH /api/video-uploads/:id{[a-f0-9]{32}}": "public",
  // Its uploader deletes an upload no house has (no upload here: a 404 for every caller).
  "DELETE /api/video-uploads/:id{[a-f0-9]{32}}": "user",
  "GET /api/videos/:streamId{[A-Za-z0-9_-]{8,64}}/playback": "public",
  "GET /api/videos/:streamId{[A-Za-z0-9_-]{8,64}}": "public",
};

/** Every endpoint (middleware entries such as "ALL /api/admin/*" are not endpoints). */
const routeKeys = [
  ...new Set(
    app.routes
      .filter((r) => !(r.method === "ALL" && r.path.endsWith("/*")))
      .map((r) => `${r.method} ${r.path}`),
  ),
];

/** Bodies that pass validation, so an owner check (which runs after it) is reached. */
const BODIES: Record<string, unknown> = {
  "PATCH /api/reviews/:id{[0-9]+}": { rating: 3, review: "Changed my mind" },
  "PATCH /api/tours/:id{[0-9]+}": { name: "Renamed tour" },
  "PUT /api/tours/:id{[0-9]+}/publish": { name: "Matrix tour", town: "Islip" },
  // At the house createHouse places by default.
  "POST /api/houses/:id{[0-9]+}/claim": {
    note: "Mine",
    latitude: 40.6807,
    longitude: -73.4743,
    accuracy: 5,
  },
  "POST /api/houses/:id{[0-9]+}/removal-request": { note: "Please remove it" },
  "PUT /api/houses/:id{[0-9]+}/season-plan": { plan: "not-this-year" },
  "POST /api/houses/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer": { answer: "Thank you!" },
  "PATCH /api/houses/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer": { answer: "Thanks!" },
};

/** Routes whose "owner" is the house's approved homeowner: `owner` owns the fresh house. */
const HOMEOWNER_ROUTES = ["/season-plan", "/owner-answer"];

type Role = "signedOut" | "owner" | "other" | "admin";
const ROLES: Role[] = ["signedOut", "owner", "other", "admin"];

let owner: TestCaller;
let other: TestCaller;
let admin: TestCaller;

beforeAll(async () => {
  owner = await signedIn(newCaller({ name: "Olive Owner" }));
  other = await signedIn(newCaller({ name: "Otto Other" }));
  admin = await newAdmin();
});

/** Fresh objects owned by `owner` for one call, so destructive calls never affect the next. */
async function freshObjects(ownedHouse = false) {
  const house = await createHouse({ features: ["Blow-Ups", "Music-Sync"] });
  if (ownedHouse) {
    await env.DB.prepare("UPDATE houses SET owner_id = ? WHERE id = ?")
      .bind(owner.uid, house.id)
      .run();
  }
  const first = async (sql: string, ...values: unknown[]) =>
    (await env.DB.prepare(sql)
      .bind(...values)
      .first<{ id: number }>())!.id;
  return {
    house,
    photoId: await first(
      "INSERT INTO photos (house_id, image_url, uploaded_by) VALUES (?, '/demo/scene-1.svg', ?) RETURNING id",
      house.id,
      owner.uid,
    ),
    videoId: await first(
      "INSERT INTO videos (house_id, video_url, uploaded_by) VALUES (?, 'https://youtu.be/abc12345678', ?) RETURNING id",
      house.id,
      owner.uid,
    ),
    // The homeowner answers someone else's review (never their own), which has its answer.
    reviewId: ownedHouse
      ? await first(
          "INSERT INTO reviews (house_id, user_id, rating, owner_answer, owner_answer_at) VALUES (?, ?, 4, 'Thank you!', ?) RETURNING id",
          house.id,
          other.uid,
          Date.now(),
        )
      : await first(
          "INSERT INTO reviews (house_id, user_id, rating) VALUES (?, ?, 4) RETURNING id",
          house.id,
          owner.uid,
        ),
    tour: (await env.DB.prepare(
      "INSERT INTO tours (share_id, user_id, name) VALUES (?, ?, 'Matrix tour') RETURNING id, share_id AS shareId",
    )
      .bind(crypto.randomUUID().replace(/-/g, "").slice(0, 22), owner.uid)
      .first<{ id: number; shareId: string }>())!,
    contentId: await first(
      "INSERT INTO site_content (key, title, content, page) VALUES (?, 'T', 'C', 'test') RETURNING id",
      `test.matrix.${crypto.randomUUID()}`,
    ),
  };
}

function concretePath(key: string, o: Awaited<ReturnType<typeof freshObjects>>) {
  const path = key.slice(key.indexOf(" ") + 1);
  const byName: Record<string, string> = {
    id:
      key.includes("/reviews/") && !key.includes("/api/houses/")
        ? String(o.reviewId)
        : String(o.house.id),
    reviewId: String(o.reviewId),
    houseId: String(o.house.id),
    photoId: String(o.photoId),
    videoId: String(o.videoId),
    feature: "Music-Sync",
    citySlug: o.house.citySlug ?? "nowhere",
    streetSlug: o.house.streetSlug ?? "1-no-st",
    streamId: "abcdef0123456789",
  };
  if (key.includes("/admin/content/")) byName.id = String(o.contentId);
  if (key.includes("/tours/")) {
    byName.id = String(o.tour.id);
    byName.shareId = o.tour.shareId;
  }
  if (key.includes("/admin/users/")) byName.id = other.uid;
  if (key.includes("/video-uploads/")) byName.id = "0".repeat(32);
  return path
    .replace(/:(\w+)(\{[^}]*\}+)?/g, (_, name: string) => byName[name] ?? "1")
    .replace(/\*$/, key.startsWith("GET /api/media") ? "photos/none.png" : "x");
}

async function call(key: string, role: Role) {
  const o = await freshObjects(HOMEOWNER_ROUTES.some((part) => key.includes(part)));
  const method = key.slice(0, key.indexOf(" "));
  const headers = new Headers();
  const token = { signedOut: null, owner: owner.token, other: other.token, admin: admin.token }[
    role
  ];
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const hasBody = !["GET", "HEAD", "OPTIONS"].includes(method);
  if (hasBody) headers.set("Content-Type", "application/json");
  const res = await app.fetch(
    new Request(`http://localhost${concretePath(key, o)}`, {
      method,
      headers,
      body: hasBody ? JSON.stringify(BODIES[key] ?? {}) : undefined,
    }),
    env,
  );
  const status = res.status;
  await res.body?.cancel();
  return status;
}

function expectedStatus(rule: Rule, role: Role): "allowed" | 401 | 403 {
  if (rule === "public") return "allowed";
  if (role === "signedOut") return 401;
  if (rule === "user") return "allowed";
  if (rule === "owner") return role === "owner" ? "allowed" : 403;
  if (rule === "ownerOrAdmin") return role === "other" ? 403 : "allowed";
  return role === "admin" ? "allowed" : 403;
}

describe("authorization matrix over app.routes", () => {
  it("every route has an entry, and no entry names a route that no longer exists", ({ expect }) => {
    expect(routeKeys.filter((key) => !(key in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((key) => !routeKeys.includes(key))).toEqual([]);
  });

  it("every route of the client's route table (contract/api.ts) is a route of the worker", ({
    expect,
  }) => {
    // "GET /api/houses/:id" in the table is "GET /api/houses/:id{[0-9]+}" in app.routes.
    const served = new Set(routeKeys.map((key) => key.replace(/\{[^/]*\}(?=\/|$)/g, "")));
    const clientRoutes = [
      ...clientRouteTable.matchAll(/^\s+"((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^"]+)":/gm),
    ].map((match) => match[1]!);
    expect(clientRoutes.length).toBeGreaterThan(50);
    expect(clientRoutes.filter((route) => !served.has(route))).toEqual([]);
  });

  it("every route x signed out, owner, other user, admin answers as its rule says", async ({
    expect,
  }) => {
    const failures: string[] = [];
    for (const key of routeKeys) {
      const rule = EXPECTED[key];
      if (!rule) continue; // reported by the test above
      for (const role of ROLES) {
        const status = await call(key, role);
        const expected = expectedStatus(rule, role);
        const ok =
          expected === "allowed"
            ? status !== 401 && status !== 403 && status < 500
            : status === expected;
        if (!ok) failures.push(`${key} as ${role}: ${status}, expected ${expected} (${rule})`);
      }
    }
    expect(failures).toEqual([]);
    // Over 600 calls, each with fresh objects: on a loaded 2-core machine this passed 120 s.
  }, 300_000);
});
