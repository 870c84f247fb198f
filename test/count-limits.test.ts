/**
 * Count limits hold when requests arrive together: 20 at once, exactly the limit is stored and
 * every other request gets the limit's message.
 */
import { env } from "cloudflare:workers";
import { MAX_VIDEOS_PER_HOUSE, TOO_MANY_VIDEOS_MESSAGE } from "@contract/limits";
import { MAX_TOUR_STOPS, MAX_TOURS_PER_USER } from "@contract/tour-limits";
import { describe, it } from "vitest";
import { api, createHouse, json, newCaller, signedIn } from "./factories";

const AT_ONCE = 20;

/** Status and message of each answer, in request order. */
async function answers(requests: Promise<Response>[]) {
  return Promise.all(
    (await Promise.all(requests)).map(async (response) => ({
      status: response.status,
      message: ((await json(response)) as { message?: string }).message,
    })),
  );
}

async function countRows(sql: string, ...binds: unknown[]) {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("count limits under concurrency", () => {
  it(`a house keeps at most ${MAX_VIDEOS_PER_HOUSE} videos`, async ({ expect }) => {
    const user = await signedIn(newCaller());
    const house = await createHouse();
    const results = await answers(
      Array.from({ length: AT_ONCE }, (_, i) =>
        api(`/api/houses/${house.id}/videos`, {
          method: "POST",
          token: user.token,
          body: { videoUrl: `https://www.youtube.com/watch?v=lights${String(i).padStart(5, "0")}` },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_VIDEOS_PER_HOUSE);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(AT_ONCE - MAX_VIDEOS_PER_HOUSE);
    for (const r of refused) expect(r).toEqual({ status: 409, message: TOO_MANY_VIDEOS_MESSAGE });
    expect(await countRows("SELECT count(*) AS n FROM videos WHERE house_id = ?", house.id)).toBe(
      MAX_VIDEOS_PER_HOUSE,
    );
  });

  it(`a user keeps at most ${MAX_TOURS_PER_USER} tours`, async ({ expect }) => {
    const user = await signedIn(newCaller());
    const house = await createHouse();
    // Close to the limit already, so the 20 requests at once cross it.
    const existing = MAX_TOURS_PER_USER - 10;
    for (let i = 0; i < existing; i++) {
      await env.DB.prepare("INSERT INTO tours (share_id, user_id, name) VALUES (?, ?, ?)")
        .bind(`count-limits-${user.uid}-${i}`, user.uid, `Tour ${i}`)
        .run();
    }
    const results = await answers(
      Array.from({ length: AT_ONCE }, (_, i) =>
        api("/api/tours", {
          method: "POST",
          token: user.token,
          body: { name: `At once ${i}`, stopIds: [house.id] },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_TOURS_PER_USER - existing);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(AT_ONCE - (MAX_TOURS_PER_USER - existing));
    for (const r of refused) {
      expect(r).toEqual({
        status: 409,
        message: `You can save up to ${MAX_TOURS_PER_USER} tours. Delete one to save another.`,
      });
    }
    expect(await countRows("SELECT count(*) AS n FROM tours WHERE user_id = ?", user.uid)).toBe(
      MAX_TOURS_PER_USER,
    );
    // A refused tour left no stops behind.
    expect(
      await countRows(
        "SELECT count(*) AS n FROM tour_stops WHERE tour_id NOT IN (SELECT id FROM tours)",
      ),
    ).toBe(0);
  });

  it(`a tour keeps at most ${MAX_TOUR_STOPS} stops`, async ({ expect }) => {
    const user = await signedIn(newCaller());
    const houses = await Promise.all(
      Array.from({ length: MAX_TOUR_STOPS + 1 }, () => createHouse()),
    );
    const ids = houses.map((h) => h.id);
    const created = await api("/api/tours", {
      method: "POST",
      token: user.token,
      body: { name: "Full tour", stopIds: ids.slice(0, MAX_TOUR_STOPS) },
    });
    expect(created.status).toBe(201);
    const tour = await json<{ id: number }>(created);
    // Each request replaces the list with a different full one; half also try one stop too many.
    const results = await answers(
      Array.from({ length: AT_ONCE }, (_, i) => {
        const rotated = [...ids.slice(i % ids.length), ...ids.slice(0, i % ids.length)];
        const stopIds = i % 2 ? rotated : rotated.slice(0, MAX_TOUR_STOPS);
        return api(`/api/tours/${tour.id}`, {
          method: "PATCH",
          token: user.token,
          body: { stopIds },
        });
      }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(AT_ONCE / 2);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r).toEqual({
        status: 400,
        message: `stopIds: A tour holds at most ${MAX_TOUR_STOPS} stops`,
      });
    }
    expect(await countRows("SELECT count(*) AS n FROM tour_stops WHERE tour_id = ?", tour.id)).toBe(
      MAX_TOUR_STOPS,
    );
  });

  it("a person has at most 3 unfinished video uploads", async ({ expect }) => {
    const user = await signedIn(newCaller());
    const results = await answers(
      Array.from({ length: AT_ONCE }, () =>
        api("/api/get-upload-url", {
          method: "POST",
          token: user.token,
          body: { fileSize: 100, fileName: "lights.mp4" },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(AT_ONCE - 3);
    for (const r of refused) {
      expect(r).toEqual({
        status: 429,
        message:
          "You already have 3 video uploads in progress or waiting to be added to a house. Add them or delete them before starting another (uploads not added to a house are removed after a day).",
      });
    }
    expect(
      await countRows("SELECT count(*) AS n FROM video_uploads WHERE user_id = ?", user.uid),
    ).toBe(3);
  });
});
