/**
 * Popular tours through HTTP: publish and unpublish (owner checks, an admin's takedown stays),
 * the popular list ranked by people other than the owner who opened or copied a tour this
 * season, each counted once a day, only tours with a stop listed, and "Save a copy".
 */
import { env } from "cloudflare:workers";
import { popularTourListSchema, tourListSchema, tourSchema } from "@contract/tours";
import { errorSchema, successSchema } from "@contract/user";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, createTour, newAdmin, newCaller, signedIn } from "./factories";

function publish(token: string, id: number, body: unknown) {
  return api(`/api/tours/${id}/publish`, { method: "PUT", token, body });
}

async function popular() {
  return expectJson(await api("/api/tours/popular"), popularTourListSchema);
}

describe("popular tours", () => {
  it("the owner publishes with a name and a town, and unpublishes", async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const tour = await createTour(owner.token, "Private name");
    expect(tour.published).toBeNull();

    const published = await expectJson(
      await publish(owner.token, tour.id, { name: " Bethpage glow ", town: "Bethpage" }),
      tourSchema,
    );
    expect(published.published).toMatchObject({ name: "Bethpage glow", town: "Bethpage" });
    const listed = (await popular()).find((t) => t.tourId === tour.id);
    expect(listed).toMatchObject({
      shareId: tour.shareId,
      name: "Bethpage glow",
      town: "Bethpage",
      stopCount: 2,
      opensThisSeason: 0,
    });

    const removed = await api(`/api/tours/${tour.id}/publish`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(await expectJson(removed, successSchema)).toEqual({ success: true });
    expect((await popular()).some((t) => t.tourId === tour.id)).toBe(false);
    // The tour and its link stay.
    expect((await api(`/api/tours/shared/${tour.shareId}`)).status).toBe(200);
    const again = await api(`/api/tours/${tour.id}/publish`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(again.status).toBe(404);
  });

  it("refuses others, strangers and bad input; an admin unpublishes", async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const other = await signedIn(newCaller());
    const tour = await createTour(owner.token, "Mine");

    expect((await publish(other.token, tour.id, { name: "Theirs", town: "Islip" })).status).toBe(
      403,
    );
    expect((await publish("", tour.id, { name: "Theirs", town: "Islip" })).status).toBe(401);
    const noTown = await publish(owner.token, tour.id, { name: "Mine", town: " " });
    expect(noTown.status).toBe(400);
    expect((await expectJson(noTown, errorSchema)).message).toMatch(/town/);
    expect((await publish(owner.token, 999_999, { name: "x", town: "y" })).status).toBe(404);
    const empty = await createTour(owner.token, "Empty", 0);
    expect((await publish(owner.token, empty.id, { name: "x", town: "y" })).status).toBe(400);

    expect((await publish(owner.token, tour.id, { name: "Mine", town: "Islip" })).status).toBe(200);
    const byOther = await api(`/api/tours/${tour.id}/publish`, {
      method: "DELETE",
      token: other.token,
    });
    expect(byOther.status).toBe(403);
    const admin = await newAdmin();
    const byAdmin = await api(`/api/tours/${tour.id}/publish`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(byAdmin.status).toBe(200);
    expect((await popular()).some((t) => t.tourId === tour.id)).toBe(false);
  });

  it("counts each person once a day, opens and copies alike, and ranks by them", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const quiet = await createTour(owner.token, "Quiet");
    const busy = await createTour(owner.token, "Busy");
    for (const t of [quiet, busy]) {
      await publish(owner.token, t.id, { name: t.name, town: "Massapequa" });
    }
    const open = (shareId: string, init: { token?: string; ip?: string } = {}) =>
      api(`/api/tours/shared/${shareId}/open`, {
        method: "POST",
        ...(init.token ? { token: init.token } : {}),
        headers: { "CF-Connecting-IP": init.ip ?? "203.0.113.9" },
      });

    const visitor = await signedIn(newCaller());
    for (let i = 0; i < 3; i++)
      expect((await open(busy.shareId, { token: visitor.token })).status).toBe(200);
    // Signed out: one count per address a day.
    await open(busy.shareId, { ip: "198.51.100.1" });
    await open(busy.shareId, { ip: "198.51.100.1" });
    await open(busy.shareId, { ip: "198.51.100.2" });
    // Saving a copy counts the visitor (already counted today) and gives them the tour.
    const copy = await api(`/api/tours/shared/${busy.shareId}/copy`, {
      method: "POST",
      token: visitor.token,
    });
    expect(copy.status).toBe(201);
    const copied = await expectJson(copy, tourSchema);
    expect(copied.id).not.toBe(busy.id);
    expect(copied.stops.map((s) => s.id)).toEqual(busy.stops.map((s) => s.id));
    expect(copied.published).toBeNull();
    const copier = await signedIn(newCaller());
    await api(`/api/tours/shared/${quiet.shareId}/copy`, { method: "POST", token: copier.token });

    const list = await popular();
    const busyEntry = list.find((t) => t.tourId === busy.id)!;
    const quietEntry = list.find((t) => t.tourId === quiet.id)!;
    expect(busyEntry.opensThisSeason).toBe(3);
    expect(quietEntry.opensThisSeason).toBe(1);
    expect(list.indexOf(busyEntry)).toBeLessThan(list.indexOf(quietEntry));
    const top = await expectJson(await api("/api/tours/popular?limit=1"), popularTourListSchema);
    expect(top).toHaveLength(1);
    expect((await api("/api/tours/popular?limit=0")).status).toBe(400);

    // An unpublished tour's opens are not counted.
    const hidden = await createTour(owner.token, "Hidden");
    await open(hidden.shareId, { token: visitor.token });
    expect((await popular()).some((t) => t.tourId === hidden.id)).toBe(false);
    expect(
      (await api("/api/tours/shared/AAAAAAAAAAAAAAAAAAAAAA/open", { method: "POST" })).status,
    ).toBe(404);
    expect((await api(`/api/tours/shared/${busy.shareId}/copy`, { method: "POST" })).status).toBe(
      401,
    );
  });

  it("an admin's takedown stays; an owner's own unpublish does not", async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const visitor = await signedIn(newCaller());
    const tour = await createTour(owner.token, "Taken down");
    const body = { name: "Spoofed glow", town: "Hicksville" };
    const unpublish = (token: string) =>
      api(`/api/tours/${tour.id}/publish`, { method: "DELETE", token });

    expect((await publish(owner.token, tour.id, body)).status).toBe(200);
    await api(`/api/tours/shared/${tour.shareId}/open`, { method: "POST", token: visitor.token });
    expect((await unpublish(owner.token)).status).toBe(200);
    expect((await publish(owner.token, tour.id, body)).status).toBe(200);
    expect((await popular()).find((t) => t.tourId === tour.id)?.opensThisSeason).toBe(1);

    const admin = await newAdmin();
    expect((await unpublish(admin.token)).status).toBe(200);
    const again = await publish(owner.token, tour.id, { ...body, name: "Back again" });
    expect(again.status).toBe(403);
    expect((await expectJson(again, errorSchema)).message).toBe(
      "An admin took this tour off Popular Tours.",
    );
    expect((await popular()).some((t) => t.tourId === tour.id)).toBe(false);
    const mine = await expectJson(
      await api(`/api/tours/${tour.id}`, { token: owner.token }),
      tourSchema,
    );
    expect(mine.published).toBeNull();
    // The owner's answers say so (My Tours shows it instead of a Publish that would fail); the
    // share link's public answer does not.
    expect(mine.takenDown).toBe(true);
    const listedMine = await expectJson(
      await api("/api/tours", { token: owner.token }),
      tourListSchema,
    );
    expect(listedMine.find((t) => t.id === tour.id)?.takenDown).toBe(true);
    const shared = await expectJson(await api(`/api/tours/shared/${tour.shareId}`), tourSchema);
    expect(shared).not.toHaveProperty("takenDown");
    expect((await unpublish(owner.token)).status).toBe(404);
    // The tour itself and its link stay.
    expect((await api(`/api/tours/shared/${tour.shareId}`)).status).toBe(200);

    // An admin unpublishing their own tour is its owner: they may publish it again.
    const adminTour = await createTour(admin.token, "Admin's own");
    expect((await publish(admin.token, adminTour.id, body)).status).toBe(200);
    const ownUnpublish = await api(`/api/tours/${adminTour.id}/publish`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(ownUnpublish.status).toBe(200);
    expect((await publish(admin.token, adminTour.id, body)).status).toBe(200);
    // A tour that was not published is not taken down by an admin's DELETE.
    const unlisted = await createTour(owner.token, "Never published");
    const notPublished = await api(`/api/tours/${unlisted.id}/publish`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(notPublished.status).toBe(404);
    expect((await publish(owner.token, unlisted.id, body)).status).toBe(200);
  });

  it("lists only tours with a stop, whether the owner removed them or the houses went", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const admin = await newAdmin();
    const tour = await createTour(owner.token, "Emptied", 2);
    expect(
      (await publish(owner.token, tour.id, { name: "Emptied", town: "Levittown" })).status,
    ).toBe(200);
    const listed = async () => (await popular()).find((t) => t.tourId === tour.id);
    const setStops = (stopIds: number[]) =>
      api(`/api/tours/${tour.id}`, { method: "PATCH", token: owner.token, body: { stopIds } });

    expect((await setStops([])).status).toBe(200);
    expect(await listed()).toBeUndefined();
    // Still published: a stop brings it back.
    expect((await setStops([tour.stops[0]!.id])).status).toBe(200);
    expect(await listed()).toMatchObject({ stopCount: 1 });

    const house = await api(`/api/houses/${tour.stops[0]!.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(house.status).toBe(200);
    expect(await listed()).toBeUndefined();
    const seen = await expectJson(
      await api(`/api/tours/${tour.id}`, { token: owner.token }),
      tourSchema,
    );
    expect(seen.stops).toEqual([]);
  });

  it("while published, its share link, page and copies go by the published name", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const visitor = await signedIn(newCaller());
    const tour = await createTour(owner.token, "Our street, private name");
    const sharedName = async () =>
      (await expectJson(await api(`/api/tours/shared/${tour.shareId}`), tourSchema)).name;
    const pageTitles = async () => {
      const html = await (await api(`/tours/shared/${tour.shareId}`)).text();
      return {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
        heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
      };
    };
    expect(await sharedName()).toBe("Our street, private name");

    await publish(owner.token, tour.id, { name: "Maple Ave glow", town: "Wantagh" });
    expect((await popular()).find((t) => t.tourId === tour.id)?.name).toBe("Maple Ave glow");
    expect(await sharedName()).toBe("Maple Ave glow");
    const titles = await pageTitles();
    expect(titles.heading).toBe("Maple Ave glow");
    expect(titles.ogTitle).toBe("Maple Ave glow");
    expect(titles.title).toContain("Maple Ave glow");
    const copy = await api(`/api/tours/shared/${tour.shareId}/copy`, {
      method: "POST",
      token: visitor.token,
    });
    expect((await expectJson(copy, tourSchema)).name).toBe("Maple Ave glow");
    // The owner's own screens keep the tour's own name, and the listing beside it.
    const mine = await expectJson(
      await api(`/api/tours/${tour.id}`, { token: owner.token }),
      tourSchema,
    );
    expect(mine).toMatchObject({
      name: "Our street, private name",
      published: { name: "Maple Ave glow" },
    });

    await api(`/api/tours/${tour.id}/publish`, { method: "DELETE", token: owner.token });
    expect(await sharedName()).toBe("Our street, private name");
    expect((await pageTitles()).heading).toBe("Our street, private name");
  });

  it("does not count the owner's own opens and copies", async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const tour = await createTour(owner.token, "Mine to open");
    await publish(owner.token, tour.id, { name: "Mine to open", town: "Wantagh" });
    const count = async () => (await popular()).find((t) => t.tourId === tour.id)?.opensThisSeason;

    const opened = await api(`/api/tours/shared/${tour.shareId}/open`, {
      method: "POST",
      token: owner.token,
    });
    expect(await expectJson(opened, successSchema)).toEqual({ success: true });
    const copied = await api(`/api/tours/shared/${tour.shareId}/copy`, {
      method: "POST",
      token: owner.token,
    });
    expect(copied.status).toBe(201);
    expect(await count()).toBe(0);

    const visitor = await signedIn(newCaller());
    await api(`/api/tours/shared/${tour.shareId}/open`, { method: "POST", token: visitor.token });
    expect(await count()).toBe(1);
  });

  it("refuses control characters and text-direction marks in the name and the town", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const tour = await createTour(owner.token, "Plain");
    const hidden = [
      "a\u0000b",
      "\u0000",
      "Bay\tShore",
      "Line\nbreak",
      "\u007fDel",
      "C1\u0085",
      "\u202egnirpS",
      "Islip\u202d",
      "\u2066Islip\u2069",
      "Islip\u200f",
      "\u061cIslip",
    ];
    for (const text of hidden) {
      for (const field of ["name", "town"] as const) {
        const res = await publish(owner.token, tour.id, {
          name: "Fine",
          town: "Islip",
          [field]: text,
        });
        expect(res.status, `${field} ${JSON.stringify(text)}`).toBe(400);
        expect((await expectJson(res, errorSchema)).message).toBe(
          `${field}: Remove control characters and text-direction marks (they are invisible)`,
        );
      }
    }
    expect((await popular()).some((t) => t.tourId === tour.id)).toBe(false);

    // Emoji (with their joiners), accents and other scripts are text.
    const fine = await publish(owner.token, tour.id, {
      name: "🎄 Crèche glow 👨‍👩‍👧",
      town: "Sea Cliff",
    });
    expect(fine.status).toBe(200);
    expect((await popular()).find((t) => t.tourId === tour.id)?.name).toBe("🎄 Crèche glow 👨‍👩‍👧");
    // A lone surrogate is no character the schema names: stored or refused, never a 500.
    const lone = await publish(owner.token, tour.id, { name: "\ud800", town: "Islip" });
    expect(lone.status).toBeLessThan(500);
  });
});

describe("popular tours and archived houses (decision 324)", () => {
  it("count only listed stops; a tour whose stops are all archived leaves the list", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const tour = await createTour(owner.token, "Fading glow", 2);
    const [first, second] = tour.stops;
    const published = await publish(owner.token, tour.id, { name: "Fading glow", town: "Islip" });
    expect(published.status).toBe(200);
    const admin = await newAdmin();
    const season = (action: "archive" | "restore", ids: number[]) =>
      api(`/api/admin/season/${action}`, { method: "POST", token: admin.token, body: { ids } });

    expect((await season("archive", [first!.id])).status).toBe(200);
    expect((await popular()).find((t) => t.tourId === tour.id)?.stopCount).toBe(1);

    expect((await season("archive", [second!.id])).status).toBe(200);
    expect((await popular()).some((t) => t.tourId === tour.id)).toBe(false);
    // Nor can it be published again while it has no listed stop.
    const again = await publish(owner.token, tour.id, { name: "Fading glow", town: "Islip" });
    expect(again.status).toBe(400);
    expect((await expectJson(again, errorSchema)).message).toBe(
      "Add a stop before publishing the tour",
    );

    // Restored, the house is a stop again and the tour comes back.
    expect((await season("restore", [first!.id, second!.id])).status).toBe(200);
    expect((await popular()).find((t) => t.tourId === tour.id)?.stopCount).toBe(2);
  });
});

describe("popular tours name the houses they count (decision 377)", () => {
  it("count and name only the stops that still show: a deleted or archived house leaves, a hidden one stays", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const admin = await newAdmin();
    const tour = await createTour(owner.token, "Going glow", 4);
    const [deleted, archived, hidden, stays] = tour.stops.map((stop) => stop.id);
    const published = await publish(owner.token, tour.id, { name: "Going glow", town: "Islip" });
    expect(published.status).toBe(200);
    const listed = async () => {
      const entry = (await popular()).find((t) => t.tourId === tour.id);
      return entry && { stopCount: entry.stopCount, stopIds: entry.stopIds };
    };
    const shared = async () =>
      (await expectJson(await api(`/api/tours/shared/${tour.shareId}`), tourSchema)).estimate
        .totalStops;
    expect(await listed()).toEqual({ stopCount: 4, stopIds: [deleted, archived, hidden, stays] });

    const gone = await api(`/api/houses/${deleted}`, { method: "DELETE", token: admin.token });
    expect(gone.status).toBe(200);
    const archiving = await api("/api/admin/season/archive", {
      method: "POST",
      token: admin.token,
      body: { ids: [archived] },
    });
    expect(archiving.status).toBe(200);
    // A removal request hides the address; the house still shows in the tour, its area only.
    await env.DB.prepare("UPDATE houses SET removal_requested_at = ? WHERE id = ?")
      .bind(Date.now(), hidden)
      .run();

    expect(await listed()).toEqual({ stopCount: 2, stopIds: [hidden, stays] });
    // The count the shared tour's own answer gives for the same stops.
    expect(await shared()).toBe(2);
    // The landing's top three is the same list, cut short.
    const top = await expectJson(await api("/api/tours/popular?limit=3"), popularTourListSchema);
    for (const entry of top) expect(entry.stopIds).toHaveLength(entry.stopCount);
  });
});
