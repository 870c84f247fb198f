/**
 * A house that is gone (deleted by an admin, or merged into another) while someone's page of it
 * is still open: every route that names the house answers 404 {message: "House not found",
 * houseId}, never a 500, a 403 or another thing's "not found", so the page learns what happened
 * from whichever button was pressed (decision 354). Its watchers are told, too.
 */
import { env } from "cloudflare:workers";
import { HOUSE_NOT_FOUND } from "@contract/house-gone";
import { errorSchema } from "@contract/user";
import { beforeAll, describe, it } from "vitest";
import app from "../worker/index";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  sseReader,
  type TestCaller,
} from "./factories";

/** Where createHouse puts a house: the proximity checks would pass, had the house been there. */
const AT_HOUSE = { latitude: 40.6807, longitude: -73.4743, accuracy: 5 };

/**
 * Every route that names one house, with a body that passes validation (so the house check,
 * which runs after it, is reached; a function when the body needs what beforeAll made). A new
 * route naming a house fails the first test until it is listed here.
 */
const HOUSE_ROUTES: Record<string, unknown> = {
  "GET /api/houses/:id{[0-9]+}": undefined,
  "DELETE /api/houses/:id{[0-9]+}": undefined,
  "GET /api/houses/:id{[0-9]+}/stream": undefined,
  "POST /api/houses/:id{[0-9]+}/page-view": undefined,
  "POST /api/houses/:id{[0-9]+}/visit": undefined,
  "POST /api/houses/:id{[0-9]+}/proximity-visit": AT_HOUSE,
  "POST /api/houses/:id{[0-9]+}/ratings": { rating: 5, review: "Lovely lights" },
  "PUT /api/houses/:id{[0-9]+}/features": { features: ["Blow-Ups"] },
  "DELETE /api/houses/:id{[0-9]+}/features/:feature": undefined,
  "PUT /api/houses/:id{[0-9]+}/description": { description: "Still lit?" },
  "PUT /api/houses/:id{[0-9]+}/schedule": { litFrom: "17:00", litUntil: "22:00" },
  "POST /api/houses/:id{[0-9]+}/lights-report": { status: "on", ...AT_HOUSE },
  "POST /api/houses/:id{[0-9]+}/confirm-lit": AT_HOUSE,
  "POST /api/houses/:id{[0-9]+}/photos": { imageUrl: PNG_DATA_URL },
  "DELETE /api/houses/:id{[0-9]+}/photos/:photoId{[0-9]+}": undefined,
  "POST /api/houses/:id{[0-9]+}/photos/:photoId{[0-9]+}/restore": undefined,
  "POST /api/houses/:id{[0-9]+}/videos": { videoUrl: "https://youtu.be/dQw4w9WgXcQ" },
  "DELETE /api/houses/:id{[0-9]+}/videos/:videoId{[0-9]+}": undefined,
  "POST /api/houses/:id{[0-9]+}/videos/:videoId{[0-9]+}/restore": undefined,
  "POST /api/houses/:id{[0-9]+}/reports": { reason: "other", note: "Is it still there?" },
  "POST /api/houses/:id{[0-9]+}/claim": { note: "Mine", ...AT_HOUSE },
  "POST /api/houses/:id{[0-9]+}/removal-request": { note: "Please remove it" },
  "GET /api/houses/:id{[0-9]+}/homeowner-status": undefined,
  "PUT /api/houses/:id{[0-9]+}/season-plan": { plan: "decorating" },
  "POST /api/houses/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer": { answer: "Thanks!" },
  "PATCH /api/houses/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer": { answer: "Thanks!" },
  "DELETE /api/houses/:id{[0-9]+}/reviews/:reviewId{[0-9]+}/owner-answer": undefined,
  "GET /api/favorites/:houseId{[0-9]+}/check": undefined,
  "DELETE /api/favorites/:houseId{[0-9]+}": undefined,
  "PUT /api/admin/houses/:id{[0-9]+}": {
    title: "Renamed",
    address: "1 Gone Street",
    city: "Massapequa",
    isTopHouse: false,
    features: ["Blow-Ups"],
  },
  "DELETE /api/admin/houses/:id{[0-9]+}": undefined,
  "POST /api/admin/reports/houses/:id{[0-9]+}/archive": undefined,
  "POST /api/admin/reports/houses/:id{[0-9]+}/move": { latitude: 40.69, longitude: -73.47 },
  "POST /api/admin/reports/houses/:id{[0-9]+}/merge": () => ({ intoHouseId: keptHouseId }),
  "POST /api/admin/reports/houses/:id{[0-9]+}/remove-content": { description: true },
  "POST /api/admin/reports/houses/:id{[0-9]+}/dismiss": undefined,
};

/** Named by the body, not the path: the house to favorite. */
const FAVORITE_ROUTE = "POST /api/favorites";

/** Every endpoint of the worker whose path names one house. */
const routesNamingAHouse = [
  ...new Set(
    app.routes
      .filter((r) => !(r.method === "ALL" && r.path.endsWith("/*")))
      .filter((r) => /\/houses\/:id\{|:houseId\{/.test(r.path))
      .map((r) => `${r.method} ${r.path}`),
  ),
];

let admin: TestCaller;
let user: TestCaller;
let keptHouseId: number;

beforeAll(async () => {
  admin = await newAdmin();
  user = await signedIn(newCaller({ name: "Gail Gone" }));
  keptHouseId = (await createHouse()).id;
});

/** A house with a photo, a video and a review of the user's, owned by the user, then gone. */
async function goneHouse(how: "deleted" | "merged") {
  const house = await createHouse({ features: ["Blow-Ups", "Music-Sync"] });
  const first = async (sql: string, ...values: unknown[]) =>
    (await env.DB.prepare(sql)
      .bind(...values)
      .first<{ id: number }>())!.id;
  await env.DB.prepare("UPDATE houses SET owner_id = ? WHERE id = ?")
    .bind(user.uid, house.id)
    .run();
  const ids = {
    id: house.id,
    photoId: await first(
      "INSERT INTO photos (house_id, image_url, uploaded_by) VALUES (?, '/demo/scene-1.svg', ?) RETURNING id",
      house.id,
      user.uid,
    ),
    videoId: await first(
      "INSERT INTO videos (house_id, video_url, uploaded_by) VALUES (?, 'https://youtu.be/abc12345678', ?) RETURNING id",
      house.id,
      user.uid,
    ),
    reviewId: await first(
      "INSERT INTO reviews (house_id, user_id, rating) VALUES (?, ?, 4) RETURNING id",
      house.id,
      admin.uid,
    ),
  };
  const gone =
    how === "deleted"
      ? await api(`/api/admin/houses/${house.id}`, { method: "DELETE", token: admin.token })
      : await api(`/api/admin/reports/houses/${house.id}/merge`, {
          method: "POST",
          token: admin.token,
          body: { intoHouseId: keptHouseId },
        });
  if (gone.status !== 200) throw new Error(`${how}: ${gone.status} ${await gone.text()}`);
  return ids;
}

function concretePath(key: string, ids: Awaited<ReturnType<typeof goneHouse>>) {
  const values: Record<string, string> = {
    id: String(ids.id),
    houseId: String(ids.id),
    photoId: String(ids.photoId),
    videoId: String(ids.videoId),
    reviewId: String(ids.reviewId),
    feature: "Music-Sync",
  };
  return key
    .slice(key.indexOf(" ") + 1)
    .replace(/:(\w+)(\{[^}]*\}+)?/g, (_, name: string) => values[name]!);
}

describe("a house that is gone, on every route that names it", () => {
  it("every route whose path names a house is listed here", ({ expect }) => {
    expect(routesNamingAHouse.filter((key) => !(key in HOUSE_ROUTES))).toEqual([]);
    expect(Object.keys(HOUSE_ROUTES).filter((key) => !routesNamingAHouse.includes(key))).toEqual(
      [],
    );
  });

  for (const how of ["deleted", "merged"] as const) {
    it(`${how}: 404 "House not found" naming the house, for a user and for an admin`, async ({
      expect,
    }) => {
      const ids = await goneHouse(how);
      const wrong: string[] = [];
      const check = async (key: string, caller: TestCaller, body: unknown) => {
        const method = key.slice(0, key.indexOf(" "));
        const path = key === FAVORITE_ROUTE ? "/api/favorites" : concretePath(key, ids);
        const res = await api(path, { method, token: caller.token, body });
        const who = caller === admin ? "admin" : "user";
        if (res.status !== 404) {
          wrong.push(`${key} as ${who}: ${res.status} ${(await res.text()).slice(0, 120)}`);
          return;
        }
        const answer = await expectJson(res, errorSchema);
        if (answer.message !== HOUSE_NOT_FOUND || answer.houseId !== ids.id) {
          wrong.push(`${key} as ${who}: ${JSON.stringify(answer)}`);
        }
      };
      for (const [key, body] of Object.entries(HOUSE_ROUTES)) {
        const adminOnly = key.includes("/api/admin/") || key === "DELETE /api/houses/:id{[0-9]+}";
        const sent = typeof body === "function" ? body() : body;
        for (const caller of adminOnly ? [admin] : [user, admin]) await check(key, caller, sent);
      }
      await check(FAVORITE_ROUTE, user, { houseId: ids.id });
      expect(wrong).toEqual([]);
    });
  }

  it("a slug link that opens nothing names no house (a hidden house's must not be confirmed)", async ({
    expect,
  }) => {
    const res = await api("/api/houses/nowhere-town/1-no-such-street");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: HOUSE_NOT_FOUND });
  });

  it("an archived house is refused a report with the same words, but not as gone (its page stays)", async ({
    expect,
  }) => {
    const house = await createHouse();
    await env.DB.prepare("UPDATE houses SET archived_at = ? WHERE id = ?")
      .bind(Date.now(), house.id)
      .run();
    const res = await api(`/api/houses/${house.id}/reports`, {
      method: "POST",
      token: user.token,
      body: { reason: "other" },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: HOUSE_NOT_FOUND });
  });
});

describe("pages open on a house that goes are told", () => {
  for (const how of ["deleted", "merged"] as const) {
    it(`${how}: its watchers get house-updated, and reading it again answers the 404`, async ({
      expect,
    }) => {
      const house = await createHouse();
      const watcher = sseReader(await api(`/api/houses/${house.id}/stream`));
      expect((await watcher.next()).data).toEqual({ type: "connected", houseId: house.id });
      const gone =
        how === "deleted"
          ? await api(`/api/admin/houses/${house.id}`, { method: "DELETE", token: admin.token })
          : await api(`/api/admin/reports/houses/${house.id}/merge`, {
              method: "POST",
              token: admin.token,
              body: { intoHouseId: keptHouseId },
            });
      expect(gone.status).toBe(200);
      expect(await watcher.next()).toEqual({
        event: "house-updated",
        data: { type: "house-updated", houseId: house.id },
      });
      await watcher.cancel();
      const again = await api(`/api/houses/${house.id}`);
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({ message: HOUSE_NOT_FOUND, houseId: house.id });
    });
  }
});
