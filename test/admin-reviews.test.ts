/**
 * Admin reviews: the list with reviewer and house, its search by house or person (decision 392),
 * and delete with the rating recomputed.
 */

import { env } from "cloudflare:workers";
import { adminReviewListSchema } from "@contract/admin";
import { homeownerStatusSchema } from "@contract/homeowners";
import { errorSchema } from "@contract/user";
import { beforeAll, describe, it } from "vitest";
import { adminReviewCount, adminReviewRows } from "../worker/db/admin-reviews";
import { createDb } from "../worker/db/client";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  createReview,
  newAdmin,
  newCaller,
  signedIn,
  type TestCaller,
} from "./factories";

let admin: TestCaller;
beforeAll(async () => {
  admin = await newAdmin();
});

describe("reviews", () => {
  it("lists reviews with reviewer and house, and a deleted reviewer reads as null", async ({
    expect,
  }) => {
    const reviewer = await signedIn(newCaller({ name: "Rita Reviewer" }));
    const house = await createHouse({
      title: "Reviewed House",
      city: "Oyster Bay",
      features: ["Charity"],
    });
    const id = await createReview(house.id, reviewer.uid, 4, "Beautiful");
    const list = await expectJson(
      await api("/api/admin/reviews?page=1&limit=20", { token: admin.token }),
      adminReviewListSchema,
    );
    expect(list).toMatchObject({ page: 1 });
    const entry = list.reviews.find((r: { id: number }) => r.id === id);
    expect(entry).toMatchObject({
      rating: 4,
      review: "Beautiful",
      user: { firstName: "Rita", lastName: "Reviewer", email: reviewer.email },
      house: { id: house.id, title: "Reviewed House", city: "Oyster Bay", address: house.address },
    });
  });

  it("deleting a review recomputes the house rating", async ({ expect }) => {
    const a = await signedIn(newCaller());
    const b = await signedIn(newCaller());
    const house = await createHouse({ features: ["Charity"] });
    const low = await createReview(house.id, a.uid, 1, "Meh");
    const high = await createReview(house.id, b.uid, 5, "Wow");
    const rating = async () =>
      env.DB.prepare("SELECT avg_rating, review_count FROM houses WHERE id = ?")
        .bind(house.id)
        .first();
    expect(await rating()).toEqual({ avg_rating: 3, review_count: 2 });
    expect(
      (await api(`/api/admin/reviews/${low}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(200);
    expect(await rating()).toEqual({ avg_rating: 5, review_count: 1 });
    expect(
      (await api(`/api/admin/reviews/${high}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(200);
    expect(await rating()).toEqual({ avg_rating: 0, review_count: 0 });
    expect(
      (await api(`/api/admin/reviews/${high}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(404);
  });
});

describe("an owner's answer on the admin reviews list", () => {
  it("shows the answer, and an admin removes it alone while only the owner writes it", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const reviewer = await signedIn(newCaller());
    const house = await createHouse({ features: ["Charity"] });
    await env.DB.prepare("UPDATE houses SET owner_id = ? WHERE id = ?")
      .bind(owner.uid, house.id)
      .run();
    const reviewId = await createReview(house.id, reviewer.uid, 2, "Too loud.");
    const answerPath = `/api/houses/${house.id}/reviews/${reviewId}/owner-answer`;
    const answered = await api(answerPath, {
      method: "POST",
      token: owner.token,
      body: { answer: "You live at 12 Elm St, we know." },
    });
    expect(answered.status).toBe(201);
    const listed = async () =>
      (
        await expectJson(
          await api("/api/admin/reviews?page=1&limit=100", { token: admin.token }),
          adminReviewListSchema,
        )
      ).reviews.find((r) => r.id === reviewId);
    const before = await listed();
    expect(before?.ownerAnswer).toBe("You live at 12 Elm St, we know.");
    expect(Date.parse(before?.ownerAnswerAt ?? "")).not.toBeNaN();

    // Admins remove an owner's words but never write or change them.
    const adminEdit = await api(answerPath, {
      method: "PATCH",
      token: admin.token,
      body: { answer: "Rewritten by an admin" },
    });
    expect(adminEdit.status).toBe(403);
    expect((await api(answerPath, { method: "DELETE", token: reviewer.token })).status).toBe(403);
    expect((await listed())?.ownerAnswer).toBe("You live at 12 Elm St, we know.");

    const removed = await api(answerPath, { method: "DELETE", token: admin.token });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true });
    // The review stays, with its stars and text; only the answer is gone.
    expect(await listed()).toMatchObject({
      rating: 2,
      review: "Too loud.",
      ownerAnswer: null,
      ownerAnswerAt: null,
    });
    const detail = (await (await api(`/api/houses/${house.id}`)).json()) as {
      reviews: { id: number; ownerAnswer: string | null }[];
    };
    expect(detail.reviews.find((r) => r.id === reviewId)).toMatchObject({ ownerAnswer: null });
    expect((await api(answerPath, { method: "DELETE", token: admin.token })).status).toBe(404);
    expect(
      (
        await api(`/api/houses/${house.id}/reviews/999999/owner-answer`, {
          method: "DELETE",
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe("an admin's removal of an owner's answer is recorded and told to the owner (decision 389)", () => {
  it("the owner reads who-removed-when with the reason; no one else does, and a new answer ends it", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const reviewer = await signedIn(newCaller());
    const visitor = await signedIn(newCaller());
    const house = await createHouse({ features: ["Charity"] });
    await env.DB.prepare("UPDATE houses SET owner_id = ? WHERE id = ?")
      .bind(owner.uid, house.id)
      .run();
    const reviewId = await createReview(house.id, reviewer.uid, 2, "Too loud.");
    const otherReviewId = await createReview(house.id, visitor.uid, 5, "Lovely.");
    const answerPath = (id: number) => `/api/houses/${house.id}/reviews/${id}/owner-answer`;
    const answer = (id: number, text: string) =>
      api(answerPath(id), { method: "POST", token: owner.token, body: { answer: text } });
    expect((await answer(reviewId, "You live at 12 Elm St, we know.")).status).toBe(201);
    expect((await answer(otherReviewId, "Thank you!")).status).toBe(201);
    const status = async (token: string) =>
      expectJson(
        await api(`/api/houses/${house.id}/homeowner-status`, { token }),
        homeownerStatusSchema,
      );
    expect((await status(owner.token)).removedAnswers).toEqual([]);

    // A reason that hides text is refused, and nothing is removed.
    const hidden = await api(answerPath(reviewId), {
      method: "DELETE",
      token: admin.token,
      body: { reason: "Shares an address\u202e" },
    });
    expect(hidden.status).toBe(400);
    expect(((await hidden.json()) as { message: string }).message).toMatch(/^reason: /);

    const before = Date.now();
    const removed = await api(answerPath(reviewId), {
      method: "DELETE",
      token: admin.token,
      body: { reason: "  It says where the reviewer lives.  " },
    });
    expect(removed.status).toBe(200);
    // Without a reason too.
    expect(
      (await api(answerPath(otherReviewId), { method: "DELETE", token: admin.token })).status,
    ).toBe(200);

    // Recorded: who and when.
    const row = await env.DB.prepare(
      "SELECT owner_id, removed_by, removed_at, reason FROM owner_answer_removals WHERE review_id = ?",
    )
      .bind(reviewId)
      .first<{ owner_id: string; removed_by: string; removed_at: number; reason: string }>();
    expect(row).toMatchObject({
      owner_id: owner.uid,
      removed_by: admin.uid,
      reason: "It says where the reviewer lives.",
    });
    expect(row?.removed_at).toBeGreaterThanOrEqual(before);

    // Told to the owner, and to no one else: not the reviewer, not another user, not the public.
    const told = (await status(owner.token)).removedAnswers;
    expect(told).toHaveLength(2);
    expect(told.find((r) => r.reviewId === reviewId)).toMatchObject({
      reason: "It says where the reviewer lives.",
    });
    expect(Date.parse(told[0]?.removedAt ?? "")).toBeGreaterThanOrEqual(before);
    expect(told.find((r) => r.reviewId === otherReviewId)).toMatchObject({ reason: null });
    expect((await status(reviewer.token)).removedAnswers).toEqual([]);
    expect((await status(visitor.token)).removedAnswers).toEqual([]);
    const publicDetail = await (await api(`/api/houses/${house.id}`)).text();
    expect(publicDetail).not.toContain("where the reviewer lives");
    const asReviewer = await (
      await api(`/api/houses/${house.id}`, { token: reviewer.token })
    ).text();
    expect(asReviewer).not.toContain("where the reviewer lives");

    // A later owner never reads about an earlier owner's answers.
    await env.DB.prepare("UPDATE houses SET owner_id = ? WHERE id = ?")
      .bind(visitor.uid, house.id)
      .run();
    expect((await status(visitor.token)).removedAnswers).toEqual([]);
    await env.DB.prepare("UPDATE houses SET owner_id = ? WHERE id = ?")
      .bind(owner.uid, house.id)
      .run();

    // The owner's new answer ends the note; the owner's own delete records nothing.
    expect((await answer(reviewId, "Sorry about the noise.")).status).toBe(201);
    expect((await status(owner.token)).removedAnswers.map((r) => r.reviewId)).toEqual([
      otherReviewId,
    ]);
    expect((await api(answerPath(reviewId), { method: "DELETE", token: owner.token })).status).toBe(
      200,
    );
    expect((await status(owner.token)).removedAnswers.map((r) => r.reviewId)).toEqual([
      otherReviewId,
    ]);
    // A reason is the admin's to give; a body the owner sends changes nothing for them.
    expect((await answer(reviewId, "Sorry again.")).status).toBe(201);
    expect(
      (
        await api(answerPath(reviewId), {
          method: "DELETE",
          token: owner.token,
          body: { reason: "Changed my mind" },
        })
      ).status,
    ).toBe(200);
    expect((await status(owner.token)).removedAnswers.map((r) => r.reviewId)).toEqual([
      otherReviewId,
    ]);
  });
});

describe("the admins keep the record of an answer's removal after the owner answers again (decision 402)", () => {
  it("Manage Reviews' list names when, which admin and why; the owner's note still ends", async ({
    expect,
  }) => {
    const mark = Math.random().toString(36).slice(2, 8);
    const owner = await signedIn(newCaller());
    const reviewer = await signedIn(newCaller());
    const house = await createHouse({ title: `Answered ${mark}`, features: ["Charity"] });
    await env.DB.prepare("UPDATE houses SET owner_id = ? WHERE id = ?")
      .bind(owner.uid, house.id)
      .run();
    const reviewId = await createReview(house.id, reviewer.uid, 2, "Too loud.");
    const untouchedId = await createReview(house.id, owner.uid, 5, "My own.");
    const answerPath = `/api/houses/${house.id}/reviews/${reviewId}/owner-answer`;
    const answer = (text: string) =>
      api(answerPath, { method: "POST", token: owner.token, body: { answer: text } });
    const listed = async () => {
      const list = await expectJson(
        await api(`/api/admin/reviews?search=${encodeURIComponent(`Answered ${mark}`)}`, {
          token: admin.token,
        }),
        adminReviewListSchema,
      );
      return (id: number) => list.reviews.find((r) => r.id === id);
    };
    const told = async () =>
      (
        await expectJson(
          await api(`/api/houses/${house.id}/homeowner-status`, { token: owner.token }),
          homeownerStatusSchema,
        )
      ).removedAnswers.map((r) => r.reviewId);

    expect((await answer("You live at 12 Elm St.")).status).toBe(201);
    expect((await listed())(reviewId)).toMatchObject({ answerRemoval: null });
    const before = Date.now();
    const removal = (reason?: string) =>
      api(answerPath, {
        method: "DELETE",
        token: admin.token,
        ...(reason === undefined ? {} : { body: { reason } }),
      });
    expect((await removal("It says where the reviewer lives.")).status).toBe(200);

    const removed = {
      reason: "It says where the reviewer lives.",
      removedBy: { id: admin.uid, email: admin.email, firstName: "Avery", lastName: "Admin" },
    };
    expect((await listed())(reviewId)).toMatchObject({ ownerAnswer: null, answerRemoval: removed });
    expect(
      Date.parse((await listed())(reviewId)?.answerRemoval?.removedAt ?? ""),
    ).toBeGreaterThanOrEqual(before);
    expect((await listed())(untouchedId)).toMatchObject({ answerRemoval: null });
    expect(await told()).toEqual([reviewId]);

    // The owner answers again: their note ends, the admins still read that one went before.
    expect((await answer("Sorry about the noise.")).status).toBe(201);
    expect((await listed())(reviewId)).toMatchObject({
      ownerAnswer: "Sorry about the noise.",
      answerRemoval: removed,
    });
    expect(await told()).toEqual([]);
    // Their own delete of the new answer does not bring the note back.
    expect((await api(answerPath, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect(await told()).toEqual([]);
    expect((await listed())(reviewId)).toMatchObject({ answerRemoval: removed });

    // A later removal replaces the record and tells the owner again.
    expect((await answer("Come see the lights.")).status).toBe(201);
    expect((await removal()).status).toBe(200);
    expect((await listed())(reviewId)).toMatchObject({
      answerRemoval: { reason: null, removedBy: { id: admin.uid } },
    });
    expect(await told()).toEqual([reviewId]);

    // The admin's e-mail is for admins: the owner, the reviewer and the public never get it.
    for (const token of [owner.token, reviewer.token, undefined]) {
      const texts = await Promise.all([
        api(`/api/houses/${house.id}`, token ? { token } : {}).then((r) => r.text()),
        token
          ? api(`/api/houses/${house.id}/homeowner-status`, { token }).then((r) => r.text())
          : "",
      ]);
      for (const text of texts) expect(text).not.toContain(admin.email);
    }
  });

  it("is for admins only: 403 for a user, 401 signed out", async ({ expect }) => {
    const user = await signedIn(newCaller());
    expect((await api("/api/admin/reviews", { token: user.token })).status).toBe(403);
    expect((await api("/api/admin/reviews")).status).toBe(401);
  });
});

describe("searching the reviews (decision 392)", () => {
  const search = (text: string) =>
    api(`/api/admin/reviews?search=${encodeURIComponent(text)}&limit=100`, {
      token: admin.token,
    });
  const idsFor = async (text: string) => {
    const list = await expectJson(await search(text), adminReviewListSchema);
    return { ids: list.reviews.map((r) => r.id), total: list.total };
  };

  it("finds a review by its house's title, address or town, and by its reviewer's name or e-mail", async ({
    expect,
  }) => {
    const mark = Math.random().toString(36).slice(2, 8);
    const rita = await signedIn(
      newCaller({ name: `Rita Zq${mark}`, email: `rita.${mark}@example.com` }),
    );
    const sam = await signedIn(newCaller({ name: `Sam Other${mark}` }));
    const lit = await createHouse({ title: `Glowhouse ${mark}`, address: `12 Tinsel${mark} Lane` });
    const dark = await createHouse({ title: `Plain ${mark}` });
    const ritasOnLit = await createReview(lit.id, rita.uid, 5, "Lovely");
    const samsOnLit = await createReview(lit.id, sam.uid, 4, "Nice");
    const ritasOnDark = await createReview(dark.id, rita.uid, 2, "Dim");

    // By house: its title and its street, case aside; both reviews of that house and no other.
    for (const text of [`glowhouse ${mark}`, `Tinsel${mark}`]) {
      const found = await idsFor(text);
      expect(found.ids.sort()).toEqual([ritasOnLit, samsOnLit].sort());
      expect(found.total).toBe(2);
    }
    // By person: first and last name as written together, the last name alone, the e-mail.
    for (const text of [`rita zq${mark}`, `Zq${mark}`, `rita.${mark}@example.com`]) {
      const found = await idsFor(text);
      // Newest first, as without a search.
      expect(found.ids).toEqual([ritasOnDark, ritasOnLit]);
      expect(found.total).toBe(2);
    }
    // The other person, on one of the houses only.
    expect((await idsFor(`Other${mark}`)).ids).toEqual([samsOnLit]);
    // "%" is a character like another, no wildcard: it is in nobody's name.
    expect((await idsFor(`Zq${mark}%`)).total).toBe(0);
  });

  it("answers an empty page for a text nothing matches, and 400 for a text over 200 characters", async ({
    expect,
  }) => {
    const none = await expectJson(
      await search(`Nobody ${Math.random().toString(36).slice(2)}`),
      adminReviewListSchema,
    );
    expect(none).toMatchObject({ reviews: [], total: 0, page: 1, totalPages: 1 });

    const long = await search("a".repeat(201));
    expect(long.status).toBe(400);
    expect((await expectJson(long, errorSchema)).message).toMatch(
      /^search must be at most 200 characters/,
    );
    // 200 characters are a search like another.
    expect((await search("a".repeat(200))).status).toBe(200);
  });

  it("is for admins only", async ({ expect }) => {
    const user = await signedIn(newCaller());
    expect((await api("/api/admin/reviews?search=x", { token: user.token })).status).toBe(403);
  });
});

describe("what a review search reads (decision 392)", () => {
  it("each review once with its house and reviewer by primary key, never the whole users or houses table", async ({
    expect,
  }) => {
    const db = createDb(env.DB);
    // A text the trigram index reads, a short one it cannot, an e-mail.
    for (const search of ["Holly Berry", "ho", "holly@example.com"]) {
      const q = { page: 2, limit: 20, search };
      for (const statement of [adminReviewRows(db, q), adminReviewCount(db, q)]) {
        const { sql: text, params } = statement.toSQL();
        const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${text}`)
          .bind(...params)
          .all<{ detail: string }>();
        const details = plan.results.map((p) => p.detail).join("\n");
        // The reviews once, in an index's order; their house and reviewer one row each.
        expect(details).toMatch(/SCAN reviews USING (COVERING )?INDEX reviews_/);
        expect(details).toMatch(/SEARCH houses USING INTEGER PRIMARY KEY/);
        expect(details).toMatch(/SEARCH users USING INDEX sqlite_autoindex_users_1 \(id=\?\)/);
        expect(details).not.toMatch(/SCAN (houses|users)\b/);
      }
    }
  });
});
