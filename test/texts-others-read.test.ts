/**
 * Texts that others read through HTTP (contract/visible-text.ts, decisions 294, 307, 335): every
 * field a visitor writes for others (a house's description, a review, a photo caption, a tour's
 * name, start and published town, notes to the admins, an owner's answer, an admin's site text)
 * refuses control characters, text-direction marks, lone surrogates and text that shows nothing,
 * with a 400 naming the field and nothing written. Line breaks stay where text has several
 * lines, and emoji (joined families, variation selectors, flags) stay allowed.
 */
import { env } from "cloudflare:workers";
import { tourSchema } from "@contract/tours";
import { errorSchema } from "@contract/user";
import {
  HIDDEN_CHARACTERS_MESSAGE,
  LONE_SURROGATE_MESSAGE,
  NOTHING_VISIBLE_MESSAGE,
} from "@contract/visible-text";
import { beforeAll, describe, it } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  createReview,
  json,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  type TestCaller,
} from "./factories";

/** Each text the tester sent, with what the answer says about it. */
const REFUSED: [label: string, text: string, message: string][] = [
  [
    "a right-to-left override and its pop",
    "Lights \u202Eevil\u202C here",
    HIDDEN_CHARACTERS_MESSAGE,
  ],
  ["a NUL", "Lights\u0000 here", HIDDEN_CHARACTERS_MESSAGE],
  ["only zero-width spaces", "\u200b\u200b\u200b", NOTHING_VISIBLE_MESSAGE],
  ["only Hangul fillers", "\u3164\u115f\u1160", NOTHING_VISIBLE_MESSAGE],
  ["only a blank braille pattern", "\u2800\u2800", NOTHING_VISIBLE_MESSAGE],
  ["a lone surrogate", "ok\ud800", LONE_SURROGATE_MESSAGE],
];

/** Several lines with emoji made of joined and selected characters: kept as sent. */
const EMOJI_LINES = "Our family 👨‍👩‍👧 loves it ❤️\nFlags too: 🇺🇸 🏴󠁧󠁢󠁳󠁣󠁴󠁿";
const EMOJI_LINE = "Family 👨‍👩‍👧 glow ❤️";

async function refusal(response: Response) {
  return { status: response.status, message: (await expectJson(response, errorSchema)).message };
}

let caller: TestCaller;

beforeAll(async () => {
  caller = await signedIn(newCaller());
});

describe("a house's description (PUT /api/houses/:id/description)", () => {
  const put = (houseId: number, description: string) =>
    api(`/api/houses/${houseId}/description`, {
      method: "PUT",
      token: caller.token,
      body: { description },
    });
  const stored = async (houseId: number) =>
    (
      await env.DB.prepare("SELECT description FROM houses WHERE id = ?")
        .bind(houseId)
        .first<{ description: string | null }>()
    )?.description;

  it.for(REFUSED)("refuses %s, keeping the saved one", async ([, text, message], { expect }) => {
    const house = await createHouse({ description: "The saved description" });
    expect(await refusal(await put(house.id, text))).toEqual({
      status: 400,
      message: `description: ${message}`,
    });
    expect(await stored(house.id)).toBe("The saved description");
  });

  it("keeps line breaks and emoji", async ({ expect }) => {
    const house = await createHouse();
    expect((await put(house.id, EMOJI_LINES)).status).toBe(200);
    expect(await stored(house.id)).toBe(EMOJI_LINES);
  });
});

describe("a review (POST /api/houses/:id/ratings, PATCH /api/reviews/:id)", () => {
  const rate = (houseId: number, review: string) =>
    api(`/api/houses/${houseId}/ratings`, {
      method: "POST",
      token: caller.token,
      body: { rating: 4, review },
    });

  it.for(REFUSED)("refuses %s, keeping the saved review", async ([, text, message], { expect }) => {
    const house = await createHouse();
    const reviewId = await createReview(house.id, caller.uid, 5, "The saved review");
    expect(await refusal(await rate(house.id, text))).toEqual({
      status: 400,
      message: `review: ${message}`,
    });
    expect(
      await refusal(
        await api(`/api/reviews/${reviewId}`, {
          method: "PATCH",
          token: caller.token,
          body: { review: text },
        }),
      ),
    ).toEqual({ status: 400, message: `review: ${message}` });
    const row = await env.DB.prepare("SELECT rating, review FROM reviews WHERE id = ?")
      .bind(reviewId)
      .first();
    expect(row).toEqual({ rating: 5, review: "The saved review" });
  });

  it("keeps line breaks and emoji", async ({ expect }) => {
    const house = await createHouse();
    const created = await rate(house.id, EMOJI_LINES);
    expect(created.status).toBe(201);
    expect((await json(created)).review.review).toBe(EMOJI_LINES);
  });
});

describe("a photo caption (POST /api/houses/:id/photos)", () => {
  const add = (houseId: number, caption: string) =>
    api(`/api/houses/${houseId}/photos`, {
      method: "POST",
      token: caller.token,
      body: { imageUrl: PNG_DATA_URL, caption },
    });
  const photoCount = async (houseId: number) =>
    (
      await env.DB.prepare("SELECT COUNT(*) AS n FROM photos WHERE house_id = ?")
        .bind(houseId)
        .first<{ n: number }>()
    )?.n;

  it.for([...REFUSED, ["a line break", "Front\nyard", HIDDEN_CHARACTERS_MESSAGE] as const])(
    "refuses %s, adding no photo",
    async ([, text, message], { expect }) => {
      const house = await createHouse();
      expect(await refusal(await add(house.id, text))).toEqual({
        status: 400,
        message: `caption: ${message}`,
      });
      expect(await photoCount(house.id)).toBe(0);
    },
  );

  it("keeps emoji", async ({ expect }) => {
    const house = await createHouse();
    const added = await add(house.id, EMOJI_LINE);
    expect(added.status).toBe(201);
    expect((await json(added)).caption).toBe(EMOJI_LINE);
  });
});

describe("a tour's name, start and published town", () => {
  async function newTour() {
    const house = await createHouse();
    const created = await api("/api/tours", {
      method: "POST",
      token: caller.token,
      body: {
        name: "Saved name",
        start: { kind: "place", label: "Saved start", latitude: 40.68, longitude: -73.49 },
        stopIds: [house.id],
      },
    });
    if (created.status !== 201) throw new Error(`tour not created: ${await created.text()}`);
    return expectJson(created, tourSchema);
  }
  const patch = (id: number, body: unknown) =>
    api(`/api/tours/${id}`, { method: "PATCH", token: caller.token, body });
  const read = async (id: number) =>
    expectJson(await api(`/api/tours/${id}`, { token: caller.token }), tourSchema);

  it.for(REFUSED)(
    "refuses %s in the name and the start, keeping both",
    async ([, text, message], { expect }) => {
      const tour = await newTour();
      expect(await refusal(await patch(tour.id, { name: text }))).toEqual({
        status: 400,
        message: `name: ${message}`,
      });
      const start = { kind: "place", label: text, latitude: 40.68, longitude: -73.49 };
      expect(await refusal(await patch(tour.id, { start }))).toEqual({
        status: 400,
        message: `start.label: ${message}`,
      });
      expect(await read(tour.id)).toEqual(tour);
    },
  );

  it("a published name and town must show something", async ({ expect }) => {
    const tour = await newTour();
    const publish = await api(`/api/tours/${tour.id}/publish`, {
      method: "PUT",
      token: caller.token,
      body: { name: "\u200b", town: "\u3164" },
    });
    expect(await refusal(publish)).toEqual({
      status: 400,
      message: `name: ${NOTHING_VISIBLE_MESSAGE}; town: ${NOTHING_VISIBLE_MESSAGE}`,
    });
    expect((await read(tour.id)).published).toBeNull();
    const published = await api(`/api/tours/${tour.id}/publish`, {
      method: "PUT",
      token: caller.token,
      body: { name: EMOJI_LINE, town: "Massapequa" },
    });
    expect(published.status).toBe(200);
    expect((await expectJson(published, tourSchema)).published).toMatchObject({
      name: EMOJI_LINE,
      town: "Massapequa",
    });
  });
});

describe("notes to the admins and an owner's answer", () => {
  it.for(REFUSED)("refuse %s", async ([, text, message], { expect }) => {
    const house = await createHouse();
    const post = (path: string, body: unknown) =>
      api(`/api/houses/${house.id}/${path}`, { method: "POST", token: caller.token, body });
    expect(
      await refusal(
        await post("claim", { note: text, latitude: 40.68, longitude: -73.47, accuracy: 10 }),
      ),
    ).toEqual({ status: 400, message: `note: ${message}` });
    expect(await refusal(await post("removal-request", { note: text }))).toEqual({
      status: 400,
      message: `note: ${message}`,
    });
    expect(await refusal(await post("reports", { reason: "wrong-location", note: text }))).toEqual({
      status: 400,
      message: `note: ${message}`,
    });
    const reviewId = await createReview(house.id, caller.uid, 5, "Lovely");
    expect(await refusal(await post(`reviews/${reviewId}/owner-answer`, { answer: text }))).toEqual(
      { status: 400, message: `answer: ${message}` },
    );
    const edit = await api(`/api/houses/${house.id}/reviews/${reviewId}/owner-answer`, {
      method: "PATCH",
      token: caller.token,
      body: { answer: text },
    });
    expect(await refusal(edit)).toEqual({ status: 400, message: `answer: ${message}` });
  });
});

describe("an admin's site texts (POST and PUT /api/admin/content)", () => {
  it.for(REFUSED)("refuse %s", async ([, text, message], { expect }) => {
    const admin = await newAdmin();
    const key = `contact.hidden${crypto.randomUUID().slice(0, 8)}`;
    const create = (body: Record<string, unknown>) =>
      api("/api/admin/content", {
        method: "POST",
        token: admin.token,
        body: { key, title: "Hours", content: "<p>Open late</p>", page: "contact", ...body },
      });
    expect(await refusal(await create({ title: text }))).toEqual({
      status: 400,
      message: `title: ${message}`,
    });
    expect(await refusal(await create({ content: text }))).toEqual({
      status: 400,
      message: `content: ${message}`,
    });
  });
});
