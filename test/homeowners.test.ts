/**
 * Homeowners in control through HTTP (docs/homeowners.md): a claim needs the claimant at the
 * house and an admin's approval; only then does the owner edit the house's texts alone, answer
 * the season question and each review once. A removal request hides the exact address from
 * public answers at once; its approval deletes the house with its media and puts the address on
 * the do-not-list, which refuses submissions and imports of it.
 */
import { env, exports } from "cloudflare:workers";
import { addressKey } from "@contract/address";
import {
  ADDRESS_HIDDEN_TEXT,
  HOMEOWNER_MESSAGES,
  homeownerDecisionSchema,
  homeownerQueueSchema,
  homeownerRequestCreatedSchema,
  homeownerStatusSchema,
  MAX_PENDING_HOMEOWNER_REQUESTS,
  ownerAnswerResponseSchema,
  seasonPlanResponseSchema,
} from "@contract/homeowners";
import { houseDetailSchema, houseListResponseSchema } from "@contract/house";
import { addedPhotoSchema } from "@contract/media";
import { tourSchema } from "@contract/tours";
import { afterEach, describe, it, vi } from "vitest";
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
import { previewImport } from "./import-requests";

type House = Awaited<ReturnType<typeof createHouse>>;

afterEach(() => {
  vi.useRealTimers();
});

const at = (house: House, accuracy = 10) => ({
  latitude: house.latitude,
  longitude: house.longitude,
  accuracy,
});

function claim(house: House, token: string, body: Record<string, unknown> = {}) {
  return api(`/api/houses/${house.id}/claim`, {
    method: "POST",
    token,
    body: { note: "I live here and put the lights up every year.", ...at(house), ...body },
  });
}

function requestRemoval(house: House, token: string, note = "Please take my house off the map.") {
  return api(`/api/houses/${house.id}/removal-request`, { method: "POST", token, body: { note } });
}

async function queue(admin: TestCaller, status = "pending") {
  return expectJson(
    await api(`/api/admin/homeowner-requests?status=${status}&limit=100`, { token: admin.token }),
    homeownerQueueSchema,
  );
}

function decide(admin: TestCaller, id: number, decision: "approve" | "decline") {
  return api(`/api/admin/homeowner-requests/${id}/${decision}`, {
    method: "POST",
    token: admin.token,
  });
}

async function detail(house: House, token?: string) {
  return expectJson(await api(`/api/houses/${house.id}`, { token }), houseDetailSchema);
}

/** A house whose claim by `owner` an admin approved. */
async function ownedHouse(owner: TestCaller, admin: TestCaller) {
  const house = await createHouse();
  const created = await expectJson(await claim(house, owner.token), homeownerRequestCreatedSchema);
  expect200(await decide(admin, created.id, "approve"));
  return house;
}

function ownerAnswer(
  method: "POST" | "PATCH" | "DELETE",
  token: string,
  houseId: number,
  reviewId: number,
  answer?: string,
) {
  return api(`/api/houses/${houseId}/reviews/${reviewId}/owner-answer`, {
    method,
    token,
    ...(answer === undefined ? {} : { body: { answer } }),
  });
}

function expect200(response: Response) {
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}`);
}

describe("This is my house: claims", () => {
  it("needs the claimant at the house and a note, and waits once", async ({ expect }) => {
    const house = await createHouse();
    const user = await signedIn(newCaller());
    expect((await api(`/api/houses/${house.id}/claim`, { method: "POST" })).status).toBe(401);

    const far = await claim(house, user.token, { latitude: house.latitude + 0.01 });
    expect(far.status).toBe(400);
    expect((await json(far)).message).toMatch(/^Too far from this house .* to ask to manage it\.$/);
    const blurry = await claim(house, user.token, { accuracy: 500 });
    expect(blurry.status).toBe(400);
    expect((await json(blurry)).message).toMatch(/^Location not accurate enough/);
    const noNote = await claim(house, user.token, { note: "   " });
    expect(noNote.status).toBe(400);
    expect((await json(noNote)).message).toMatch(/^note: /);
    expect(
      (
        await api("/api/houses/999999/claim", {
          method: "POST",
          token: user.token,
          body: { note: "Mine", ...at(house) },
        })
      ).status,
    ).toBe(404);

    const created = await expectJson(await claim(house, user.token), homeownerRequestCreatedSchema);
    expect(created).toMatchObject({ kind: "claim", status: "pending" });
    const again = await claim(house, user.token);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe(HOMEOWNER_MESSAGES.alreadyWaiting);

    const status = await expectJson(
      await api(`/api/houses/${house.id}/homeowner-status`, { token: user.token }),
      homeownerStatusSchema,
    );
    expect(status).toEqual({ isOwner: false, claim: "pending", removal: null, removedAnswers: [] });
  });

  it("an admin sees the claim and approves it; the owner is on the house and cannot be claimed again", async ({
    expect,
  }) => {
    const house = await createHouse();
    const owner = await signedIn(newCaller({ name: "Holly Homeowner" }));
    const admin = await newAdmin();
    const { id } = await expectJson(await claim(house, owner.token), homeownerRequestCreatedSchema);

    // Not for users.
    expect((await api("/api/admin/homeowner-requests", { token: owner.token })).status).toBe(403);
    expect((await decide({ ...owner }, id, "approve")).status).toBe(403);

    const waiting = await queue(admin);
    const item = waiting.items.find((i) => i.id === id);
    expect(item).toMatchObject({
      kind: "claim",
      status: "pending",
      note: "I live here and put the lights up every year.",
      house: { id: house.id, address: house.address, city: house.city, ownerId: null },
      requester: { id: owner.uid, email: owner.email },
    });

    const decided = await expectJson(await decide(admin, id, "approve"), homeownerDecisionSchema);
    expect(decided).toEqual({ id, status: "approved", houseDeleted: false });
    expect((await decide(admin, id, "decline")).status).toBe(409);
    expect((await queue(admin)).items.some((i) => i.id === id)).toBe(false);
    expect((await queue(admin, "approved")).items.some((i) => i.id === id)).toBe(true);

    expect((await detail(house)).ownerId).toBe(owner.uid);
    const status = await expectJson(
      await api(`/api/houses/${house.id}/homeowner-status`, { token: owner.token }),
      homeownerStatusSchema,
    );
    expect(status).toEqual({
      isOwner: true,
      claim: "approved",
      removal: null,
      removedAnswers: [],
    });

    const mine = await claim(house, owner.token);
    expect(mine.status).toBe(409);
    expect((await json(mine)).message).toBe(HOMEOWNER_MESSAGES.youOwnIt);
    const someoneElse = await claim(house, (await signedIn(newCaller())).token);
    expect(someoneElse.status).toBe(409);
    expect((await json(someoneElse)).message).toBe(HOMEOWNER_MESSAGES.alreadyOwned);
  });

  it("a declined claim makes nobody the owner", async ({ expect }) => {
    const house = await createHouse();
    const user = await signedIn(newCaller());
    const admin = await newAdmin();
    const { id } = await expectJson(await claim(house, user.token), homeownerRequestCreatedSchema);
    expect(
      await expectJson(await decide(admin, id, "decline"), homeownerDecisionSchema),
    ).toMatchObject({ status: "declined" });
    expect((await detail(house)).ownerId).toBeNull();
    const plan = await api(`/api/houses/${house.id}/season-plan`, {
      method: "PUT",
      token: user.token,
      body: { plan: "not-this-year" },
    });
    expect(plan.status).toBe(403);
  });
});

describe("the approved owner", () => {
  it("alone (with admins) edits the description and schedule once approved", async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const claimant = await signedIn(newCaller());
    const neighbour = await signedIn(newCaller());
    const admin = await newAdmin();
    const house = await createHouse();
    const editDescription = (token: string, description: string) =>
      api(`/api/houses/${house.id}/description`, {
        method: "PUT",
        token,
        body: { description },
      });
    const schedule = (token: string) =>
      api(`/api/houses/${house.id}/schedule`, {
        method: "PUT",
        token,
        body: { litFrom: "17:00", litUntil: "23:00", showTimes: ["19:00"], fmFrequency: 88.7 },
      });

    // Before anyone is approved, a waiting claim changes nothing: everyone may edit.
    await expectJson(await claim(house, claimant.token), homeownerRequestCreatedSchema);
    expect((await editDescription(neighbour.token, "A neighbour's words.")).status).toBe(200);

    const { id } = await expectJson(await claim(house, owner.token), homeownerRequestCreatedSchema);
    expect200(await decide(admin, id, "approve"));

    const refused = await editDescription(neighbour.token, "Not mine to write.");
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe(HOMEOWNER_MESSAGES.ownerManages);
    expect((await schedule(claimant.token)).status).toBe(403);
    expect((await editDescription(owner.token, "Our family's display since 1998.")).status).toBe(
      200,
    );
    expect((await schedule(owner.token)).status).toBe(200);
    expect((await editDescription(admin.token, "Edited by an admin.")).status).toBe(200);
    const after = await detail(house);
    expect(after.description).toBe("Edited by an admin.");
    expect(after.schedule).toMatchObject({
      litFrom: "17:00",
      showTimes: ["19:00"],
      fmFrequency: 88.7,
    });
  });

  it('"Not this year" keeps the house out of Lit tonight; "Decorating" confirms it', async ({
    expect,
  }) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-10T23:00:00Z"));
    const owner = await signedIn(newCaller());
    const visitor = await signedIn(newCaller());
    const admin = await newAdmin();
    const house = await ownedHouse(owner, admin);
    const plan = (token: string, value: string) =>
      api(`/api/houses/${house.id}/season-plan`, { method: "PUT", token, body: { plan: value } });

    // Someone at the house sees it lit.
    const report = await api(`/api/houses/${house.id}/lights-report`, {
      method: "POST",
      token: visitor.token,
      body: { status: "on", ...at(house) },
    });
    expect(report.status).toBe(200);
    expect((await detail(house)).litTonight).toBe(true);

    expect((await plan(visitor.token, "not-this-year")).status).toBe(403);
    expect((await plan(admin.token, "not-this-year")).status).toBe(403);
    const bad = await plan(owner.token, "maybe");
    expect(bad.status).toBe(400);
    // The field named once, not "plan: plan: ..." (decision 381).
    expect((await json(bad)).message).toBe('plan: Use "decorating" or "not-this-year"');

    expect(
      await expectJson(await plan(owner.token, "not-this-year"), seasonPlanResponseSchema),
    ).toEqual({ plan: "not-this-year", season: 2026 });
    const dark = await detail(house);
    expect(dark).toMatchObject({ seasonPlan: "not-this-year", litTonight: false });
    const lit = await expectJson(
      await api(`/api/houses?litTonight=true&limit=100`, { token: visitor.token }),
      houseListResponseSchema,
    );
    expect(lit.houses.some((h) => h.id === house.id)).toBe(false);

    // Next season the answer no longer counts.
    vi.setSystemTime(new Date("2027-11-10T23:00:00Z"));
    expect((await detail(house)).seasonPlan).toBeNull();
    vi.setSystemTime(new Date("2026-12-10T23:30:00Z"));

    await expectJson(await plan(owner.token, "decorating"), seasonPlanResponseSchema);
    expect(await detail(house)).toMatchObject({
      seasonPlan: "decorating",
      confirmedSeason: 2026,
      litTonight: true,
    });
  });

  it("answers each review of the house once, shown under the review", async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const reviewer = await signedIn(newCaller());
    const admin = await newAdmin();
    const house = await ownedHouse(owner, admin);
    const otherHouse = await createHouse();
    const reviewId = await createReview(
      house.id,
      reviewer.uid,
      4,
      "Lovely, but the music is loud.",
    );
    const elsewhere = await createReview(otherHouse.id, reviewer.uid, 5, "Great");
    const answer = (token: string, review: number, text: string, houseId = house.id) =>
      ownerAnswer("POST", token, houseId, review, text);

    expect((await answer(reviewer.token, reviewId, "Not my house")).status).toBe(403);
    expect((await answer(admin.token, reviewId, "Admins are not owners")).status).toBe(403);
    expect((await answer(owner.token, elsewhere, "Wrong house")).status).toBe(404);
    expect((await answer(owner.token, reviewId, "   ")).status).toBe(400);

    const saved = await expectJson(
      await answer(owner.token, reviewId, "Thanks! We turn it down after 9."),
      ownerAnswerResponseSchema,
    );
    expect(saved).toMatchObject({ reviewId, ownerAnswer: "Thanks! We turn it down after 9." });
    const second = await answer(owner.token, reviewId, "Changed my mind");
    expect(second.status).toBe(409);
    expect((await json(second)).message).toBe(HOMEOWNER_MESSAGES.answeredOnce);

    const review = (await detail(house)).reviews.find((r) => r.id === reviewId);
    expect(review).toMatchObject({
      ownerAnswer: "Thanks! We turn it down after 9.",
      ownerAnswerAt: saved.ownerAnswerAt,
    });
  });

  it("refuses the owner's answer to their own review", async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const house = await ownedHouse(owner, await newAdmin());
    const ownReview = await createReview(house.id, owner.uid, 5, "Best lights on the street!");

    const refused = await ownerAnswer("POST", owner.token, house.id, ownReview, "Thank you, me!");
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe(HOMEOWNER_MESSAGES.ownReview);
    const edit = await ownerAnswer("PATCH", owner.token, house.id, ownReview, "Thank you, me!");
    expect(edit.status).toBe(403);
    expect((await json(edit)).message).toBe(HOMEOWNER_MESSAGES.ownReview);
    expect((await detail(house)).reviews.find((r) => r.id === ownReview)).toMatchObject({
      ownerAnswer: null,
      ownerAnswerAt: null,
    });
  });

  it("lets the owner edit and delete their answer, and tells when the review changed after it", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const reviewer = await signedIn(newCaller());
    const admin = await newAdmin();
    const house = await ownedHouse(owner, admin);
    const reviewId = await createReview(house.id, reviewer.uid, 4, "Lovely, but loud.");
    const elsewhere = await createReview((await createHouse()).id, reviewer.uid, 5, "Great");
    const edit = (token: string, text: string, review = reviewId) =>
      ownerAnswer("PATCH", token, house.id, review, text);
    const remove = (token: string, review = reviewId) =>
      ownerAnswer("DELETE", token, house.id, review);
    const shown = async () => (await detail(house)).reviews.find((r) => r.id === reviewId);

    // Nothing to edit or delete before the first answer.
    const none = await edit(owner.token, "Thanks!");
    expect(none.status).toBe(404);
    expect((await json(none)).message).toBe(HOMEOWNER_MESSAGES.noAnswer);
    expect((await remove(owner.token)).status).toBe(404);

    const first = await expectJson(
      await ownerAnswer("POST", owner.token, house.id, reviewId, "Thanks! Music stops at 9."),
      ownerAnswerResponseSchema,
    );
    // The reviewer rewrites the review under the answer.
    const rewritten = await api(`/api/reviews/${reviewId}`, {
      method: "PATCH",
      token: reviewer.token,
      body: { rating: 2, review: "Far too loud, and the lights were off at 8." },
    });
    expect(rewritten.status).toBe(200);
    const afterRewrite = await shown();
    expect(Date.parse(afterRewrite!.updatedAt)).toBeGreaterThan(Date.parse(first.ownerAnswerAt));

    // Only the owner edits it, through the same rules as the first answer.
    expect((await edit(reviewer.token, "Not mine")).status).toBe(403);
    expect((await edit(admin.token, "Admins speak for nobody")).status).toBe(403);
    expect((await edit(owner.token, "Wrong house", elsewhere)).status).toBe(404);
    const blank = await edit(owner.token, "   ");
    expect(blank.status).toBe(400);
    expect((await json(blank)).message).toMatch(/^answer: /);
    const hidden = await edit(owner.token, "\u202eesrever\u202c");
    expect(hidden.status).toBe(400);
    expect((await json(hidden)).message).toMatch(/^answer: Remove control characters/);
    expect((await shown())?.ownerAnswer).toBe("Thanks! Music stops at 9.");

    const edited = await expectJson(
      await edit(owner.token, "Sorry! The timer failed at 8; it is fixed now."),
      ownerAnswerResponseSchema,
    );
    expect(edited).toMatchObject({
      reviewId,
      ownerAnswer: "Sorry! The timer failed at 8; it is fixed now.",
    });
    // The edit answers the review as it now reads: written after its last change.
    const afterEdit = await shown();
    expect(afterEdit).toMatchObject({
      ownerAnswer: "Sorry! The timer failed at 8; it is fixed now.",
      ownerAnswerAt: edited.ownerAnswerAt,
      review: "Far too loud, and the lights were off at 8.",
    });
    expect(Date.parse(afterEdit!.ownerAnswerAt!)).toBeGreaterThan(Date.parse(afterEdit!.updatedAt));

    expect((await remove(reviewer.token)).status).toBe(403);
    // An admin may remove it too (decision 367): test/admin-reviews.test.ts.
    expect((await remove(owner.token, elsewhere)).status).toBe(404);
    const deleted = await remove(owner.token);
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ success: true });
    expect(await shown()).toMatchObject({ ownerAnswer: null, ownerAnswerAt: null });
    expect((await remove(owner.token)).status).toBe(404);
    // Taken back, the review can be answered again.
    expect(
      (await ownerAnswer("POST", owner.token, house.id, reviewId, "Thanks for coming!")).status,
    ).toBe(201);

    // An admin's delete of the review still takes its answer with it.
    const adminDelete = await api(`/api/admin/reviews/${reviewId}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(adminDelete.status).toBe(200);
    expect(await shown()).toBeUndefined();
    expect((await edit(owner.token, "Still here?")).status).toBe(404);
  });
});

describe("Remove my house", () => {
  it("hides the exact address from public answers at once, and a decline shows it again", async ({
    expect,
  }) => {
    const house = await createHouse({ latitude: 40.681234, longitude: -73.474321 });
    const user = await signedIn(newCaller());
    const admin = await newAdmin();
    expect((await requestRemoval(house, "")).status).toBe(401);
    expect((await requestRemoval(house, user.token, "")).status).toBe(400);
    // Warm the cached house page, which must not keep showing the address.
    expect(
      await (await exports.default.fetch(`http://localhost/house/${house.id}`)).text(),
    ).toContain(house.address);

    const suggestionsFor = async () =>
      (
        await api(`/api/autocomplete?input=${encodeURIComponent(house.address)}`, {
          token: user.token,
        })
      ).text();
    expect(await suggestionsFor()).toContain(house.address);
    const sitemapText = async () =>
      (await exports.default.fetch("http://localhost/sitemap.xml")).text();
    const slugLink = `/house/${house.citySlug}/${house.streetSlug}<`;
    expect(await sitemapText()).toContain(slugLink);

    const created = await expectJson(
      await requestRemoval(house, user.token),
      homeownerRequestCreatedSchema,
    );
    expect(created.message).toBe(HOMEOWNER_MESSAGES.removalSent);
    expect((await requestRemoval(house, user.token)).status).toBe(409);

    const hidden = await detail(house);
    expect(hidden).toMatchObject({
      address: ADDRESS_HIDDEN_TEXT,
      addressHidden: true,
      city: house.city,
      streetSlug: null,
      latitude: 40.68,
      longitude: -73.47,
    });
    const asUser = await detail(house, user.token);
    expect(asUser.address).toBe(ADDRESS_HIDDEN_TEXT);
    const listed = await expectJson(
      await api(`/api/houses?searchQuery=${encodeURIComponent(house.city)}&limit=50`),
      houseListResponseSchema,
    );
    for (const item of listed.houses.filter((h) => h.id === house.id)) {
      expect(item.address).toBe(ADDRESS_HIDDEN_TEXT);
    }
    const page = await (await exports.default.fetch(`http://localhost/house/${house.id}`)).text();
    expect(page).not.toContain(house.address);
    expect(page).not.toContain("40.681234");
    const town = await (
      await exports.default.fetch(`http://localhost/lights/${house.citySlug}`)
    ).text();
    expect(town).not.toContain(house.address);
    // The sitemap links the house by id (its street slug spells the address) ...
    const sitemap = await sitemapText();
    expect(sitemap).not.toContain(slugLink);
    expect(sitemap).toContain(`/house/${house.id}<`);
    // ... and a shared tour through it shows its area only.
    const tour = await expectJson(
      await api("/api/tours", {
        method: "POST",
        token: user.token,
        body: { name: "Past the hidden house", stopIds: [house.id] },
      }),
      tourSchema,
    );
    const shared = await expectJson(await api(`/api/tours/shared/${tour.shareId}`), tourSchema);
    expect(shared.stops[0]).toMatchObject({
      address: ADDRESS_HIDDEN_TEXT,
      latitude: 40.68,
      streetSlug: null,
    });

    // The reviewer's own list and the address suggestions keep it hidden too.
    await createReview(house.id, user.uid, 5, "Wonderful");
    const mine = await json(await api("/api/reviews/user", { token: user.token }));
    expect(mine.find((r: { houseId: number }) => r.houseId === house.id).house).toMatchObject({
      address: ADDRESS_HIDDEN_TEXT,
      streetSlug: null,
    });
    expect(await suggestionsFor()).not.toContain(house.address);
    // So does the list of problems the user reported.
    expect(
      (
        await api(`/api/houses/${house.id}/reports`, {
          method: "POST",
          token: user.token,
          body: { reason: "wrong-location" },
        })
      ).status,
    ).toBe(201);
    const reported = await json(await api("/api/me/reports", { token: user.token }));
    expect(
      reported.find((r: { house: { id: number } | null }) => r.house?.id === house.id).house,
    ).toMatchObject({ address: ADDRESS_HIDDEN_TEXT, streetSlug: null });

    // The admin still sees where it is.
    const item = (await queue(admin)).items.find((i) => i.id === created.id);
    expect(item?.house.address).toBe(house.address);

    expect200(await decide(admin, created.id, "decline"));
    expect(await detail(house)).toMatchObject({ address: house.address, addressHidden: false });
  });

  it("approval deletes the house with its photos, and the address is refused from then on", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const admin = await newAdmin();
    const house = await createHouse({ city: "Massapequa" });
    const photo = await expectJson(
      await api(`/api/houses/${house.id}/photos`, {
        method: "POST",
        token: owner.token,
        body: { imageUrl: PNG_DATA_URL },
      }),
      addedPhotoSchema,
    );
    const photoKey = photo.imageUrl.replace("/api/media/", "");
    expect(await env.MEDIA.head(photoKey)).not.toBeNull();

    const { id } = await expectJson(
      await requestRemoval(house, owner.token),
      homeownerRequestCreatedSchema,
    );
    expect(await expectJson(await decide(admin, id, "approve"), homeownerDecisionSchema)).toEqual({
      id,
      status: "approved",
      houseDeleted: true,
    });
    expect((await api(`/api/houses/${house.id}`)).status).toBe(404);
    // Served no more at once; the file waits out the restore window (decision 338).
    expect((await api(photo.imageUrl)).status).toBe(404);
    const listed = await env.DB.prepare(
      "SELECT address_key FROM do_not_list_addresses WHERE address_key = ?",
    )
      .bind(addressKey(house.address, house.city))
      .first();
    expect(listed).not.toBeNull();

    // A new submission of the same address (written a little differently) is refused.
    const submission = await api("/api/houses", {
      method: "POST",
      token: owner.token,
      body: {
        title: "Back again",
        address: house.address.toUpperCase(),
        city: house.city,
        state: "NY",
        latitude: house.latitude,
        longitude: house.longitude,
        features: ["Blow-Ups"],
        mainImageUrl: PNG_DATA_URL,
      },
    });
    expect(submission.status).toBe(409);
    expect((await json(submission)).message).toBe(HOMEOWNER_MESSAGES.doNotList);

    // And so is an import of it: the preview marks the row invalid with the reason.
    const csv = `title,address,city,latitude,longitude\nOld list entry,${house.address},${house.city},${house.latitude},${house.longitude}\nA neighbour,${house.address.replace(/^\d+/, "9$&")},${house.city},40.69,-73.48\n`;
    const preview = await previewImport(admin.token, "old-list.csv", csv);
    expect(preview.rows[0]).toMatchObject({
      status: "invalid",
      problem: HOMEOWNER_MESSAGES.doNotList,
    });
    expect(preview.rows[1]?.status).toBe("new");
  });

  it(`one person has at most ${MAX_PENDING_HOMEOWNER_REQUESTS} requests waiting`, async ({
    expect,
  }) => {
    const user = await signedIn(newCaller());
    for (let i = 0; i < MAX_PENDING_HOMEOWNER_REQUESTS; i++) {
      expect((await requestRemoval(await createHouse(), user.token)).status).toBe(201);
    }
    const house = await createHouse();
    const over = await requestRemoval(house, user.token);
    expect(over.status).toBe(409);
    expect((await json(over)).message).toBe(HOMEOWNER_MESSAGES.tooManyWaiting);
    // Refused, so the address stays visible.
    expect((await detail(house)).addressHidden).toBe(false);
  });
});
