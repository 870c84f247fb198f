/**
 * Admin reviews: the list with reviewer and house, and delete with the rating recomputed.
 */

import { env } from "cloudflare:workers";
import { adminReviewListSchema } from "@contract/admin";
import { homeownerStatusSchema } from "@contract/homeowners";
import { beforeAll, describe, it } from "vitest";
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
