/**
 * Share cards (worker/pages/share-image.ts): PNGs of 1200x630 for the site, a house (with its
 * photo, or branded without one) and a shared tour, stored once and drawn again after an edit.
 */
import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import { api, createHouse, JPEG_DATA_URL, newCaller, signedIn } from "./factories";

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(bytes: Uint8Array) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function card(path: string) {
  const res = await api(path);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("share cards", () => {
  // The first card of a run compiles the layout and raster engines (WebAssembly): seconds.
  it("the site's card is a 1200x630 PNG", { timeout: 90_000 }, async ({ expect }) => {
    const { res, bytes } = await card("/share/site.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("a house without a raster photo gets a branded card, stored once", async ({ expect }) => {
    const house = await createHouse({
      title: "Candy Cane Cottage",
      mainImageUrl: "/demo/house-01.svg",
    });
    const { res, bytes } = await card(`/share/house/${house.id}.png`);
    expect(res.status).toBe(200);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const stored = await env.MEDIA.get(`share-cards/v2/house/${house.id}.png`);
    expect(stored).not.toBeNull();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);
  });

  it("a house with a photo gets a card drawn from it, drawn again after an edit", async ({
    expect,
  }) => {
    const photoKey = `photos/share-card-test-${Date.now()}.jpg`;
    const jpeg = Uint8Array.from(atob(JPEG_DATA_URL.split(",")[1]!), (c) => c.charCodeAt(0));
    await env.MEDIA.put(photoKey, jpeg, { httpMetadata: { contentType: "image/jpeg" } });
    const house = await createHouse({
      title: "Frosty Acres",
      mainImageUrl: `/api/media/${photoKey}`,
      avgRating: 4.6,
      reviewCount: 12,
    });
    const first = await card(`/share/house/${house.id}.png`);
    expect(pngSize(first.bytes)).toEqual({ width: 1200, height: 630 });
    // The photo is in the card: it differs from the branded card of a house without one.
    const branded = await createHouse({
      title: "Frosty Acres",
      mainImageUrl: null,
      avgRating: 4.6,
      reviewCount: 12,
    });
    const plain = await card(`/share/house/${branded.id}.png`);
    expect(first.bytes).not.toEqual(plain.bytes);

    // Served from storage until the house changes; then drawn again with the new rating.
    const again = await card(`/share/house/${house.id}.png`);
    expect(again.bytes).toEqual(first.bytes);
    const rater = await signedIn(newCaller());
    const rated = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: rater.token,
      body: { rating: 1 },
    });
    expect(rated.status).toBeLessThan(300);
    expect(await env.MEDIA.get(`share-cards/v2/house/${house.id}.png`)).toBeNull();
    const redrawn = await card(`/share/house/${house.id}.png`);
    expect(pngSize(redrawn.bytes)).toEqual({ width: 1200, height: 630 });
    expect(redrawn.bytes).not.toEqual(first.bytes);
  });

  it("a shared tour's card shows its stops; unknown houses and tours are 404", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const stops = [];
    for (const [latitude, longitude] of [
      [40.68, -73.47],
      [40.69, -73.42],
      [40.7, -73.38],
    ]) {
      stops.push(await createHouse({ latitude, longitude }));
    }
    const created = await api("/api/tours", {
      method: "POST",
      token: owner.token,
      body: { name: "South Shore sparkle", stopIds: stops.map((stop) => stop.id) },
    });
    expect(created.status).toBe(201);
    const tour = (await created.json()) as { shareId: string };
    const { res, bytes } = await card(`/share/tour/${tour.shareId}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });

    // The shared tour's page names the card in its preview tags.
    const page = await (await api(`/tours/shared/${tour.shareId}`)).text();
    expect(page).toContain(
      `<meta property="og:image" content="http://localhost/share/tour/${tour.shareId}.png" />`,
    );
    expect(page).toContain("<title>South Shore sparkle · LI Lights</title>");
    expect(page).toContain(
      '<meta property="og:description" content="A Christmas lights tour of 3 stops',
    );

    expect((await api("/share/tour/no-such-tour.png")).status).toBe(404);
    expect((await api("/share/house/999999999.png")).status).toBe(404);
    expect((await api(`/tours/shared/no-such-tour`)).status).toBe(404);
  });
});
