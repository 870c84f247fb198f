/**
 * Link previews never keep a stale card (decision 393): the pages name their share card with a
 * version of what it draws (`?v=`), a card at its current version is cached for good, and any
 * other URL of it (no version, an old one) is a redirect to the current one that nothing keeps.
 * A homeowner's removal request (the street hidden) and an admin's removal of the main photo
 * change the version, so no preview goes on showing the address or the photo. A published tour's
 * preview text names the town it was published with.
 */
import { env, exports } from "cloudflare:workers";
import { describe, type ExpectStatic, it } from "vitest";
import {
  api,
  createHouse,
  JPEG_DATA_URL,
  newAdmin,
  newCaller,
  signedIn,
  uniqueTownName,
} from "./factories";

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

/** The page's og:image, after checking twitter:image names the same URL. */
async function previewImage(path: string) {
  const res = await api(path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const html = await res.text();
  const image = metaContent(html, "og:image");
  if (image !== metaContent(html, "twitter:image")) throw new Error("og and twitter differ");
  return { image: image ?? "", html };
}

/** The path and query of an absolute URL on the test host. */
const local = (url: string) => url.replace(/^http:\/\/localhost/, "");

async function bytesOf(res: Response) {
  return new Uint8Array(await res.arrayBuffer());
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A card's URL answered with its current version: the PNG, kept for good. */
async function currentCard(expect: ExpectStatic, url: string) {
  expect(url).toMatch(/\.png\?v=[0-9a-f]{16}$/);
  const res = await api(local(url));
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("image/png");
  expect(res.headers.get("Cache-Control")).toBe(IMMUTABLE);
  return bytesOf(res);
}

/** Any other URL of the card: a redirect to `current` that no browser or cache keeps. */
async function expectRedirect(expect: ExpectStatic, path: string, current: string) {
  // Not followed: the test sees the redirect itself.
  const res = await exports.default.fetch(
    new Request(`http://localhost${local(path)}`, { redirect: "manual" }),
  );
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(current);
  expect(res.headers.get("Cache-Control")).toBe("no-cache");
}

describe("share card versions", () => {
  it("a removal request gives the house's preview a new card without the street", {
    timeout: 90_000,
  }, async ({ expect }) => {
    const house = await createHouse({ title: "Hidden Street Lights", mainImageUrl: null });
    const street = house.address.split(",")[0]!;
    const before = await previewImage(`/house/${house.id}`);
    const oldCard = await currentCard(expect, before.image);
    // The JSON-LD names the same card.
    expect(before.html).toContain(`"image":["${before.image}"`);
    await expectRedirect(expect, `/share/house/${house.id}.png`, before.image);

    const requester = await signedIn(newCaller());
    const requested = await api(`/api/houses/${house.id}/removal-request`, {
      method: "POST",
      token: requester.token,
      body: { note: "Please take my house off the map." },
    });
    expect(requested.status).toBe(201);

    const after = await previewImage(`/house/${house.id}`);
    expect(after.html).not.toContain(street);
    expect(after.image).not.toBe(before.image);
    const newCard = await currentCard(expect, after.image);
    expect(newCard).not.toEqual(oldCard);
    // The old URL (a page cached elsewhere may still name it) and the plain one lead to the new.
    await expectRedirect(expect, before.image, after.image);
    await expectRedirect(expect, `/share/house/${house.id}.png`, after.image);
    await expectRedirect(expect, `/share/house/${house.id}.png?v=nonsense`, after.image);
  });

  it("removing the main photo gives the house and its town a new card", {
    timeout: 90_000,
  }, async ({ expect }) => {
    const photoKey = `photos/share-version-${Date.now()}.jpg`;
    const jpeg = Uint8Array.from(atob(JPEG_DATA_URL.split(",")[1]!), (c) => c.charCodeAt(0));
    await env.MEDIA.put(photoKey, jpeg, { httpMetadata: { contentType: "image/jpeg" } });
    const town = uniqueTownName("Wantagh");
    const house = await createHouse({
      title: "Photo Taken Down",
      city: town,
      mainImageUrl: `/api/media/${photoKey}`,
    });
    const before = await previewImage(`/house/${house.id}`);
    const withPhoto = await currentCard(expect, before.image);
    // The town's preview is its first house's card, at the same version.
    expect((await previewImage(`/lights/${house.citySlug}`)).image).toBe(before.image);

    const reporter = await signedIn(newCaller());
    const reported = await api(`/api/houses/${house.id}/reports`, {
      method: "POST",
      token: reporter.token,
      body: { reason: "inappropriate" },
    });
    expect(reported.status).toBe(201);
    const admin = await newAdmin();
    const removed = await api(`/api/admin/reports/houses/${house.id}/remove-content`, {
      method: "POST",
      token: admin.token,
      body: { mainImage: true },
    });
    expect(removed.status).toBe(200);

    const after = await previewImage(`/house/${house.id}`);
    expect(after.image).not.toBe(before.image);
    expect(await currentCard(expect, after.image)).not.toEqual(withPhoto);
    await expectRedirect(expect, before.image, after.image);
    expect((await previewImage(`/lights/${house.citySlug}`)).image).toBe(after.image);
  });

  it("a shared tour's card has a version, and its published preview names its town", {
    timeout: 90_000,
  }, async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const stops = [
      await createHouse({ latitude: 40.744, longitude: -73.482 }),
      await createHouse({ latitude: 40.751, longitude: -73.47 }),
    ];
    const created = await api("/api/tours", {
      method: "POST",
      token: owner.token,
      body: { name: "Bethpage loop", stopIds: stops.map((stop) => stop.id) },
    });
    expect(created.status).toBe(201);
    const tour = (await created.json()) as { id: number; shareId: string };
    const path = `/tours/shared/${tour.shareId}`;
    const before = await previewImage(path);
    await currentCard(expect, before.image);
    expect(metaContent(before.html, "og:description")).toContain("of 2 stops on Long Island");
    await expectRedirect(expect, `/share/tour/${tour.shareId}.png`, before.image);

    const published = await api(`/api/tours/${tour.id}/publish`, {
      method: "PUT",
      token: owner.token,
      body: { name: "Bethpage glow", town: "Bethpage" },
    });
    expect(published.status).toBe(200);
    const after = await previewImage(path);
    const description = metaContent(after.html, "og:description") ?? "";
    expect(description).toMatch(/^A Christmas lights tour of 2 stops in Bethpage, about /);
    expect(description).not.toContain("Long Island");
    expect(metaContent(after.html, "twitter:description")).toBe(description);
    // The card draws the published name: a new version, the old one leads to it.
    expect(after.image).not.toBe(before.image);
    await currentCard(expect, after.image);
    await expectRedirect(expect, before.image, after.image);
  });
});
