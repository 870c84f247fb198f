import { env } from "cloudflare:workers";
import { REVIEW_CHANGED_ELSEWHERE, REVIEW_POSTED_ELSEWHERE } from "@contract/review-texts";
import { ratingResponseSchema, reviewSchema, userReviewSchema } from "@contract/reviews";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import { z } from "zod";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller, signedIn } from "./factories";

async function houseFigures(id: number) {
  return env.DB.prepare("SELECT avg_rating AS avg, review_count AS n FROM houses WHERE id = ?")
    .bind(id)
    .first<{ avg: number; n: number }>();
}
async function reviewRows(houseId: number) {
  const { results } = await env.DB.prepare("SELECT * FROM reviews WHERE house_id = ?")
    .bind(houseId)
    .all();
  return results;
}

/** A new house with one review by a new user: the house, its author and the review's id. */
async function reviewedHouse(review: { rating: number; review: string }) {
  const house = await createHouse();
  const author = newCaller();
  const created = await expectJson(
    await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: author.token,
      body: review,
    }),
    ratingResponseSchema,
  );
  return { house, author, id: created.review.id };
}

describe("POST /api/houses/:id/ratings", () => {
  it("needs sign-in", async ({ expect }) => {
    const house = await createHouse();
    const res = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      body: { rating: 5 },
    });
    expect(res.status).toBe(401);
    expect(await reviewRows(house.id)).toHaveLength(0);
  });

  it("rejects a bad rating with a message naming the field, writing nothing", async ({
    expect,
  }) => {
    const house = await createHouse();
    const caller = newCaller();
    for (const rating of [0, 6, 3.5, "five"]) {
      const res = await api(`/api/houses/${house.id}/ratings`, {
        method: "POST",
        token: caller.token,
        body: { rating, review: "Nice" },
      });
      expect(res.status).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toMatch(/rating/);
    }
    expect(await reviewRows(house.id)).toHaveLength(0);
  });

  it("rejects profanity in the review text and writes nothing", async ({ expect }) => {
    const house = await createHouse();
    const caller = newCaller();
    const res = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: caller.token,
      body: { rating: 4, review: "What a sh1tty display" },
    });
    expect(res.status).toBe(400);
    expect((await expectJson(res, errorSchema)).message).toBe(
      "This content must be family-friendly. Inappropriate content is not allowed.",
    );
    expect(await reviewRows(house.id)).toHaveLength(0);
    expect(await houseFigures(house.id)).toEqual({ avg: 0, n: 0 });
  });

  it("404 for a missing house", async ({ expect }) => {
    const res = await api("/api/houses/999999/ratings", {
      method: "POST",
      token: newCaller().token,
      body: { rating: 5 },
    });
    expect(res.status).toBe(404);
  });

  it("creates one review per user and house; a second POST updates it; figures stay exact", async ({
    expect,
  }) => {
    const house = await createHouse();
    const holly = newCaller({ name: "Holly Berry" });
    const noel = newCaller({ name: "Noel Frost" });

    const first = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: holly.token,
      body: { rating: 5, review: "  Magical!  " },
    });
    expect(first.status).toBe(201);
    const created = await expectJson(first, ratingResponseSchema);
    expect(created.review).toMatchObject({
      rating: 5,
      review: "Magical!",
      userId: holly.uid,
      user: { firstName: "Holly" },
    });
    expect(created.house).toMatchObject({ avgRating: 5, reviewCount: 1 });

    const defaulted = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: noel.token,
      body: { review: "" },
    });
    expect(defaulted.status).toBe(201);
    expect((await expectJson(defaulted, ratingResponseSchema)).review).toMatchObject({
      rating: 5,
      review: null,
    });

    const again = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: holly.token,
      body: { rating: 2, review: "Changed my mind" },
    });
    expect(again.status).toBe(200);
    const updated = await expectJson(again, ratingResponseSchema);
    expect(updated.review.id).toBe(created.review.id);
    expect(updated.house).toMatchObject({ avgRating: 3.5, reviewCount: 2 });
    expect(await reviewRows(house.id)).toHaveLength(2);
    expect(await houseFigures(house.id)).toEqual({ avg: 3.5, n: 2 });
  });

  it("a first review (createOnly) over one posted meanwhile is a 409 and changes nothing", async ({
    expect,
  }) => {
    // Tab B posted; tab A's form, opened before, sends its own as a first review.
    const { house, author, id } = await reviewedHouse({ rating: 2, review: "Posted in tab B" });
    const post = (body: Record<string, unknown>, token = author.token) =>
      api(`/api/houses/${house.id}/ratings`, { method: "POST", token, body });

    const refused = await post({ rating: 5, review: "Written in tab A", createOnly: true });
    expect(refused.status).toBe(409);
    expect((await expectJson(refused, errorSchema)).message).toBe(REVIEW_POSTED_ELSEWHERE);
    expect(await reviewRows(house.id)).toEqual([
      expect.objectContaining({ id, rating: 2, review: "Posted in tab B" }),
    ]);
    expect(await houseFigures(house.id)).toEqual({ avg: 2, n: 1 });

    // Another account's first review on the house is made as before.
    const other = newCaller();
    const created = await post({ rating: 4, review: "Mine", createOnly: true }, other.token);
    expect(created.status).toBe(201);
    expect(await houseFigures(house.id)).toEqual({ avg: 3, n: 2 });

    // Not a yes or no: refused, naming the field, nothing written.
    const bad = await post({ rating: 1, createOnly: "yes" });
    expect(bad.status).toBe(400);
    expect((await expectJson(bad, errorSchema)).message).toMatch(/createOnly/);
    // Without it (or false), a second POST still updates the first (decision 012).
    expect((await post({ rating: 1, review: "Replaced", createOnly: false })).status).toBe(200);
    expect(await houseFigures(house.id)).toEqual({ avg: 2.5, n: 2 });
  });

  it("a second POST changes only the fields it sends; an empty one loses nothing (decision 391)", async ({
    expect,
  }) => {
    const { house, author, id } = await reviewedHouse({ rating: 2, review: "Lovely music" });
    const post = (body: Record<string, unknown>) =>
      api(`/api/houses/${house.id}/ratings`, { method: "POST", token: author.token, body });
    const [saved] = await reviewRows(house.id);

    const empty = await post({});
    expect(empty.status).toBe(200);
    expect((await expectJson(empty, ratingResponseSchema)).review).toMatchObject({
      id,
      rating: 2,
      review: "Lovely music",
    });
    // Not even its edit time moves, so it does not read "(edited)".
    expect(await reviewRows(house.id)).toEqual([saved]);

    expect((await post({ rating: 4 })).status).toBe(200);
    expect(await reviewRows(house.id)).toEqual([
      expect.objectContaining({ id, rating: 4, review: "Lovely music" }),
    ]);
    expect((await post({ review: "Even better" })).status).toBe(200);
    expect(await reviewRows(house.id)).toEqual([
      expect.objectContaining({ id, rating: 4, review: "Even better" }),
    ]);
    // Removing the text is said, not implied.
    expect((await post({ review: null })).status).toBe(200);
    expect(await reviewRows(house.id)).toEqual([
      expect.objectContaining({ id, rating: 4, review: null }),
    ]);
    expect(await houseFigures(house.id)).toEqual({ avg: 4, n: 1 });
  });
});

describe("/api/reviews", () => {
  it("lists only the caller's reviews, with their house", async ({ expect }) => {
    const house = await createHouse({ title: "Candy Cane Lane", mainImageUrl: null });
    const other = await createHouse();
    const me = newCaller();
    const someone = newCaller();
    await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: me.token,
      body: { rating: 4, review: "Lovely" },
    });
    await api(`/api/houses/${other.id}/ratings`, {
      method: "POST",
      token: someone.token,
      body: { rating: 1 },
    });
    const res = await api("/api/reviews/user", { token: me.token });
    expect(res.status).toBe(200);
    const list = await expectJson(res, z.array(userReviewSchema));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      rating: 4,
      review: "Lovely",
      house: {
        id: house.id,
        title: "Candy Cane Lane",
        mainImageUrl: null,
        citySlug: house.citySlug,
        streetSlug: house.streetSlug,
      },
    });
    expect(list[0]?.createdAt).toBe(list[0]?.updatedAt);
    expect((await api("/api/reviews/user")).status).toBe(401);
  });

  it("only the author edits or deletes; figures follow every change", async ({ expect }) => {
    const house = await createHouse();
    const author = newCaller();
    const other = newCaller();
    await signedIn(other);
    await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: other.token,
      body: { rating: 1 },
    });
    const created = await expectJson(
      await api(`/api/houses/${house.id}/ratings`, {
        method: "POST",
        token: author.token,
        body: { rating: 5, review: "Great" },
      }),
      ratingResponseSchema,
    );
    const id = created.review.id;

    const anonymous = await api(`/api/reviews/${id}`, { method: "PATCH", body: { rating: 1 } });
    expect(anonymous.status).toBe(401);
    const foreignEdit = await api(`/api/reviews/${id}`, {
      method: "PATCH",
      token: other.token,
      body: { rating: 1, review: "hacked" },
    });
    expect(foreignEdit.status).toBe(403);
    const foreignDelete = await api(`/api/reviews/${id}`, { method: "DELETE", token: other.token });
    expect(foreignDelete.status).toBe(403);

    const bad = await api(`/api/reviews/${id}`, {
      method: "PATCH",
      token: author.token,
      body: { rating: 9 },
    });
    expect(bad.status).toBe(400);
    const dirty = await api(`/api/reviews/${id}`, {
      method: "PATCH",
      token: author.token,
      body: { rating: 3, review: "fuuuuck this" },
    });
    expect(dirty.status).toBe(400);
    expect(await houseFigures(house.id)).toEqual({ avg: 3, n: 2 });

    const edit = await api(`/api/reviews/${id}`, {
      method: "PATCH",
      token: author.token,
      body: { rating: 4, review: "Still great" },
    });
    expect(edit.status).toBe(200);
    const edited = await expectJson(edit, reviewSchema);
    expect(edited).toMatchObject({ rating: 4, review: "Still great" });
    expect(edited.updatedAt).not.toBe(edited.createdAt);
    expect(await houseFigures(house.id)).toEqual({ avg: 2.5, n: 2 });

    const del = await api(`/api/reviews/${id}`, { method: "DELETE", token: author.token });
    expect(del.status).toBe(200);
    expect(await houseFigures(house.id)).toEqual({ avg: 1, n: 1 });
    expect(
      (await api(`/api/reviews/${id}`, { method: "DELETE", token: author.token })).status,
    ).toBe(404);
  });

  it("an edit changes only the fields it sends; one that sends none is refused", async ({
    expect,
  }) => {
    const { house, author, id } = await reviewedHouse({ rating: 3, review: "Good show" });
    const edit = (body: unknown) =>
      api(`/api/reviews/${id}`, { method: "PATCH", token: author.token, body });

    const textOnly = await expectJson(await edit({ review: "Better at 8pm" }), reviewSchema);
    expect(textOnly).toMatchObject({ rating: 3, review: "Better at 8pm" });
    const starsOnly = await expectJson(await edit({ rating: 2 }), reviewSchema);
    expect(starsOnly).toMatchObject({ rating: 2, review: "Better at 8pm" });
    const textRemoved = await expectJson(await edit({ review: null }), reviewSchema);
    expect(textRemoved).toMatchObject({ rating: 2, review: null });

    const empty = await edit({});
    expect(empty.status).toBe(400);
    expect((await expectJson(empty, errorSchema)).message).toBe(
      "Send a rating or a review to change",
    );
    expect(await reviewRows(house.id)).toEqual([
      expect.objectContaining({ rating: 2, review: null }),
    ]);
    expect(await houseFigures(house.id)).toEqual({ avg: 2, n: 1 });
  });

  it("refuses an edit that started from an older version with a 409, and changes nothing", async ({
    expect,
  }) => {
    const { house, author, id } = await reviewedHouse({ rating: 4, review: "Opened in two tabs" });
    const opened = (await reviewRows(house.id))[0] as { updated_at: number };
    const openedVersion = new Date(opened.updated_at).toISOString();
    const edit = (body: Record<string, unknown>) =>
      api(`/api/reviews/${id}`, { method: "PATCH", token: author.token, body });

    // Tab B saves from the version both tabs opened.
    const first = await expectJson(
      await edit({ rating: 2, review: "Saved in tab B", expectedUpdatedAt: openedVersion }),
      reviewSchema,
    );
    expect(first).toMatchObject({ rating: 2, review: "Saved in tab B" });
    expect(first.updatedAt).not.toBe(openedVersion);

    // Tab A still holds the opened version: its save is refused and tab B's text stays.
    const stale = await edit({
      rating: 5,
      review: "Stale tab A",
      expectedUpdatedAt: openedVersion,
    });
    expect(stale.status).toBe(409);
    expect((await expectJson(stale, errorSchema)).message).toBe(REVIEW_CHANGED_ELSEWHERE);
    expect(await reviewRows(house.id)).toEqual([
      expect.objectContaining({ rating: 2, review: "Saved in tab B" }),
    ]);
    expect(await houseFigures(house.id)).toEqual({ avg: 2, n: 1 });

    // Saving from the version it has now (tab A's choice to keep its text) goes through.
    const kept = await expectJson(
      await edit({ rating: 5, review: "Kept tab A", expectedUpdatedAt: first.updatedAt }),
      reviewSchema,
    );
    expect(kept).toMatchObject({ rating: 5, review: "Kept tab A" });
    // Without a version (a page from before versions, My Reviews), an edit replaces what is there.
    const unversioned = await expectJson(await edit({ review: "No version sent" }), reviewSchema);
    expect(unversioned).toMatchObject({ rating: 5, review: "No version sent" });
    expect(await houseFigures(house.id)).toEqual({ avg: 5, n: 1 });

    for (const body of [
      { expectedUpdatedAt: unversioned.updatedAt },
      { rating: 3, expectedUpdatedAt: "yesterday" },
    ]) {
      const bad = await edit(body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      await expectJson(bad, errorSchema);
    }
    // Deleted in the other tab: the save answers 404, not 409.
    await api(`/api/reviews/${id}`, { method: "DELETE", token: author.token });
    expect((await edit({ rating: 1, expectedUpdatedAt: unversioned.updatedAt })).status).toBe(404);
  });

  it("a body sent as anything but JSON is refused with 415 and changes nothing", async ({
    expect,
  }) => {
    const { house, author, id } = await reviewedHouse({ rating: 3, review: "Kept" });
    const body = JSON.stringify({ rating: 2, review: "Two stars, edited" });
    for (const [method, path, type] of [
      ["PATCH", `/api/reviews/${id}`, "text/plain"],
      ["POST", `/api/houses/${house.id}/ratings`, "application/x-www-form-urlencoded"],
      ["POST", `/api/houses/${house.id}/ratings`, "multipart/form-data; boundary=x"],
    ] as const) {
      const res = await api(path, {
        method,
        token: author.token,
        body,
        headers: { "Content-Type": type },
      });
      expect(res.status, `${method} ${type}`).toBe(415);
      expect((await expectJson(res, errorSchema)).message).toBe(
        "Send the request body as JSON (Content-Type: application/json)",
      );
    }
    expect(await reviewRows(house.id)).toEqual([
      expect.objectContaining({ rating: 3, review: "Kept" }),
    ]);
  });
});
