/**
 * A house an admin deletes while a write to it is under way (decision 359). The routes check the
 * house and write afterwards, in separate statements, so the delete can land between the two:
 * the write's row then points at no house and D1 refuses it on its foreign key, or a conditional
 * insert writes nothing. Either way the answer is the house's 404 {message: "House not found",
 * houseId} (decision 354) or, had the write landed first, its success; never a 500 or another
 * refusal's words ("too many videos", "too many reports").
 *
 * The interleaving is made for real: the admin's delete is sent first and the write a few
 * microtask turns later. Both requests run in this workerd, and D1 answers their statements in
 * the order they arrive, so the delete's batch lands after the write's house check and before
 * its insert for some of the offsets (without the fix, every route below answered 500 or the
 * wrong refusal in those rounds).
 */
import { env } from "cloudflare:workers";
import { HOUSE_NOT_FOUND } from "@contract/house-gone";
import { beforeAll, describe, it } from "vitest";
import {
  api,
  createHouse,
  createReview,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  type TestCaller,
} from "./factories";

/** Where createHouse puts a house: the proximity checks pass. */
const AT_HOUSE = { latitude: 40.6807, longitude: -73.4743, accuracy: 5 };

/** How many microtask turns the write is sent after the delete, one round each. */
const OFFSETS = [0, 1, 2, 4, 8, 16, 32, 64];

type Write = { method: string; path: (id: number) => string; body?: (id: number) => unknown };

/** Every write that hangs a row off a house (or rewrites its features), as its page sends it. */
const WRITES: Record<string, Write> = {
  favorite: { method: "POST", path: () => "/api/favorites", body: (id) => ({ houseId: id }) },
  rating: {
    method: "POST",
    path: (id) => `/api/houses/${id}/ratings`,
    body: () => ({ rating: 5, review: "Lovely lights" }),
  },
  features: {
    method: "PUT",
    path: (id) => `/api/houses/${id}/features`,
    body: () => ({ features: ["Music-Sync"] }),
  },
  "page view": { method: "POST", path: (id) => `/api/houses/${id}/page-view` },
  visit: { method: "POST", path: (id) => `/api/houses/${id}/visit` },
  "proximity visit": {
    method: "POST",
    path: (id) => `/api/houses/${id}/proximity-visit`,
    body: () => AT_HOUSE,
  },
  "lights report": {
    method: "POST",
    path: (id) => `/api/houses/${id}/lights-report`,
    body: () => ({ status: "on", ...AT_HOUSE }),
  },
  photo: {
    method: "POST",
    path: (id) => `/api/houses/${id}/photos`,
    body: () => ({ imageUrl: PNG_DATA_URL }),
  },
  "video link": {
    method: "POST",
    path: (id) => `/api/houses/${id}/videos`,
    body: () => ({ videoUrl: "https://youtu.be/dQw4w9WgXcQ" }),
  },
  "problem report": {
    method: "POST",
    path: (id) => `/api/houses/${id}/reports`,
    body: () => ({ reason: "other", note: "Is it still there?" }),
  },
  "homeowner claim": {
    method: "POST",
    path: (id) => `/api/houses/${id}/claim`,
    body: () => ({ note: "It is mine", ...AT_HOUSE }),
  },
  "removal request": {
    method: "POST",
    path: (id) => `/api/houses/${id}/removal-request`,
    body: () => ({ note: "Please remove it" }),
  },
};

let admin: TestCaller;

beforeAll(async () => {
  admin = await newAdmin();
});

/** Lets `turns` microtask turns pass: the offset between the two requests, not a wait. */
async function turns(count: number) {
  for (let turn = 0; turn < count; turn += 1) await Promise.resolve();
}

/**
 * The admin's delete of the house and another request, `offset` microtask turns apart: the delete
 * first for a positive offset, the request first for a negative one. Answers the request's answer.
 */
async function raceDelete(houseId: number, offset: number, request: () => Promise<Response>) {
  const remove = () =>
    api(`/api/admin/houses/${houseId}`, { method: "DELETE", token: admin.token });
  const first = offset >= 0 ? remove() : request();
  await turns(Math.abs(offset));
  const second = offset >= 0 ? request() : remove();
  const [deleteAnswer, answer] = await Promise.all(offset >= 0 ? [first, second] : [second, first]);
  if (deleteAnswer.status !== 200) throw new Error(`delete: ${deleteAnswer.status}`);
  return answer;
}

/** What is wrong with an answer to a write on a house deleted meanwhile ("" when it is right). */
async function wrongAnswer(answer: Response, houseId: number) {
  const text = await answer.text();
  if (answer.ok) return "";
  if (answer.status === 404) {
    const body = JSON.parse(text) as { message?: string; houseId?: number };
    if (body.message === HOUSE_NOT_FOUND && body.houseId === houseId) return "";
  }
  return `${answer.status} ${text.slice(0, 100)}`;
}

describe("a house deleted between a route's check and its write", () => {
  for (const [name, write] of Object.entries(WRITES)) {
    it(`${name}: the write's success or the house's 404, never a 500`, async ({ expect }) => {
      const user = await signedIn(newCaller({ name: "Rhea Race" }));
      const wrong: string[] = [];
      for (const offset of OFFSETS) {
        const house = await createHouse({ features: ["Blow-Ups"] });
        const answer = await raceDelete(house.id, offset, () =>
          api(write.path(house.id), {
            method: write.method,
            token: user.token,
            body: write.body?.(house.id),
          }),
        );
        const wrongness = await wrongAnswer(answer, house.id);
        if (wrongness) wrong.push(`offset ${offset}: ${wrongness}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("an admin's edit of the house (its features rewritten in one batch): success or the 404", async ({
    expect,
  }) => {
    const wrong: string[] = [];
    for (const offset of OFFSETS) {
      const house = await createHouse({ features: ["Blow-Ups"] });
      const answer = await raceDelete(house.id, offset, () =>
        api(`/api/admin/houses/${house.id}`, {
          method: "PUT",
          token: admin.token,
          body: {
            title: "Renamed",
            address: house.address,
            city: house.city,
            isTopHouse: false,
            features: ["Music-Sync"],
          },
        }),
      );
      const wrongness = await wrongAnswer(answer, house.id);
      if (wrongness) wrong.push(`offset ${offset}: ${wrongness}`);
    }
    expect(wrong).toEqual([]);
  });

  it("a merge into a house deleted meanwhile names the kept house, and the batch wrote nothing", async ({
    expect,
  }) => {
    // The foreign key that fails is the kept house's; the route's own house is still there, so
    // it must not be answered as gone, and its rows must all still be on it.
    const reviewer = await signedIn(newCaller({ name: "Mona Merge" }));
    const wrong: string[] = [];
    let refused = 0;
    // The merge reads more before its batch than the writes above: sent first, it is still
    // between its checks and its batch when the delete lands.
    for (const offset of OFFSETS.map((turns) => -turns - 1)) {
      const dropped = await createHouse();
      const kept = await createHouse();
      await createReview(dropped.id, reviewer.uid, 4, "Bright");
      const answer = await raceDelete(kept.id, offset, () =>
        api(`/api/admin/reports/houses/${dropped.id}/merge`, {
          method: "POST",
          token: admin.token,
          body: { intoHouseId: kept.id },
        }),
      );
      const text = await answer.text();
      if (answer.status === 200) continue;
      if (answer.status !== 404 || JSON.parse(text).message !== "The house to keep was not found") {
        wrong.push(`offset ${offset}: ${answer.status} ${text.slice(0, 100)}`);
        continue;
      }
      refused += 1;
      const left = await env.DB.prepare(
        `SELECT (SELECT COUNT(*) FROM houses WHERE id = ?1) AS house,
          (SELECT COUNT(*) FROM reviews WHERE house_id = ?1) AS reviews`,
      )
        .bind(dropped.id)
        .first<{ house: number; reviews: number }>();
      if (left?.house !== 1 || left.reviews !== 1) {
        wrong.push(
          `offset ${offset}: the refused merge changed the house: ${JSON.stringify(left)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(0);
  });
});
