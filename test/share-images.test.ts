/**
 * Share cards (worker/pages/share-image.ts): PNGs of 1200x630 for the site, a house (with its
 * photo, or branded without one) and a shared tour, stored once and drawn again after an edit.
 */
import { env } from "cloudflare:workers";
import { unzlibSync } from "fflate";
import { describe, it } from "vitest";
import { tourMapLayout } from "../worker/share-cards/tour-map-layout";
import { api, createHouse, JPEG_DATA_URL, newAdmin, newCaller, signedIn } from "./factories";

/** A box of pixels, its edges included. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
function pngSize(bytes: Uint8Array) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function paeth(left: number, up: number, upLeft: number) {
  const p = left + up - upLeft;
  const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
}

/** The pixels of a PNG as resvg writes it (8-bit RGBA, not interlaced): [r, g, b] at (x, y). */
function pngPixels(bytes: Uint8Array) {
  const size = pngSize(bytes);
  if (!size || bytes[24] !== 8 || bytes[25] !== 6 || bytes[28] !== 0) throw new Error("not RGBA8");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Uint8Array[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === "IDAT") {
      chunks.push(bytes.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  const compressed = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    compressed.set(chunk, offset);
    offset += chunk.length;
  }
  const raw = unzlibSync(compressed);
  const stride = size.width * 4;
  const pixels = new Uint8Array(size.height * stride);
  for (let y = 0; y < size.height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const left = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      const predictor =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      pixels[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + predictor) & 0xff;
    }
  }
  const at = (x: number, y: number) => {
    const i = y * stride + x * 4;
    return [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!] as const;
  };
  /** The pixels of a box (inclusive) that match. */
  const count = (box: Box, match: (rgb: readonly [number, number, number]) => boolean) => {
    let found = 0;
    for (let y = box.top; y <= box.bottom; y++) {
      for (let x = box.left; x <= box.right; x++) if (match(at(x, y))) found++;
    }
    return found;
  };
  return { at, count };
}

/**
 * The widths of the blank runs between the inked columns of a line of light text in a box: the
 * spaces between words, and the narrower ones between letters.
 */
function blankRunsBetweenLetters(pixels: ReturnType<typeof pngPixels>, box: Box) {
  const inked: boolean[] = [];
  for (let x = box.left; x <= box.right; x++) {
    inked.push(
      pixels.count({ ...box, left: x, right: x }, ([r, g, b]) => r > 150 && g > 150 && b > 150) > 0,
    );
  }
  const runs: number[] = [];
  let blank = -1;
  for (const ink of inked) {
    if (ink) {
      if (blank > 0) runs.push(blank);
      blank = 0;
    } else if (blank >= 0) blank++;
  }
  return runs;
}

/** The lowest line of light text in a box, as the rows it spans. */
function lowestTextLine(pixels: ReturnType<typeof pngPixels>, box: Box): Box {
  const light = ([r, g, b]: readonly number[]) => r! > 150 && g! > 150 && b! > 150;
  let bottom = box.bottom;
  while (bottom > box.top && pixels.count({ ...box, top: bottom, bottom }, light) === 0) bottom--;
  let top = bottom;
  while (top > box.top && pixels.count({ ...box, top: top - 1, bottom: top - 1 }, light) > 0) top--;
  return { ...box, top, bottom };
}

/** A tour of the given name saved by a new user, with stops at these places. */
async function sharedTour(name: string, places: Array<[number, number]>) {
  const owner = await signedIn(newCaller());
  const stops = [];
  for (const [latitude, longitude] of places)
    stops.push(await createHouse({ latitude, longitude }));
  const created = await api("/api/tours", {
    method: "POST",
    token: owner.token,
    body: { name, stopIds: stops.map((stop) => stop.id) },
  });
  if (created.status !== 201) throw new Error(`tour not saved: ${await created.text()}`);
  const { shareId } = (await created.json()) as { shareId: string };
  return { shareId, stops };
}

const THREE_PLACES: Array<[number, number]> = [
  [40.68, -73.47],
  [40.69, -73.42],
  [40.7, -73.38],
];

/** The tour card's left column (brand, name, totals) and its map panel (1200x630, 56 padding). */
const NAME_COLUMN = { left: 56, top: 56, right: 575, bottom: 573 };
const MAP_PANEL = { left: 624, top: 56, right: 1143, bottom: 573 };

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
    const stored = await env.MEDIA.get(`share-cards/v5/house/${house.id}.png`);
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
    expect(await env.MEDIA.get(`share-cards/v5/house/${house.id}.png`)).toBeNull();
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
    expect(page).toMatch(
      new RegExp(
        `<meta property="og:image" content="http://localhost/share/tour/${tour.shareId}\\.png\\?v=[0-9a-f]{16}" />`,
      ),
    );
    expect(page).toContain("<title>South Shore sparkle · LI Lights</title>");
    expect(page).toContain(
      '<meta property="og:description" content="A Christmas lights tour of 3 stops',
    );

    expect((await api("/share/tour/no-such-tour.png")).status).toBe(404);
    expect((await api("/share/house/999999999.png")).status).toBe(404);
    expect((await api(`/tours/shared/no-such-tour`)).status).toBe(404);
  });
  it("a name draws the characters the font has and Christmas emoji, never boxes", async ({
    expect,
  }) => {
    // Japanese and Hebrew have no glyphs in the card's font: left out, the card is the same.
    const plain = await sharedTour("Merry Lights", THREE_PLACES);
    const mixed = await sharedTour("Merry Lights 東京 שלום", THREE_PLACES);
    const plainCard = await card(`/share/tour/${plain.shareId}.png`);
    const mixedCard = await card(`/share/tour/${mixed.shareId}.png`);
    expect(mixedCard.bytes).toEqual(plainCard.bytes);

    // A Christmas tree is drawn as its picture: its greens are in the name's column.
    const tree = await sharedTour("🎄 Merry Lights", THREE_PLACES);
    const treeCard = pngPixels((await card(`/share/tour/${tree.shareId}.png`)).bytes);
    const green = ([r, g, b]: readonly number[]) =>
      g! > 100 && g! > r! + 30 && g! > b! + 40 && r! < 120;
    expect(treeCard.count(NAME_COLUMN, green)).toBeGreaterThan(200);
    expect(pngPixels(plainCard.bytes).count(NAME_COLUMN, green)).toBe(0);

    // House cards use the same font: a title's Chinese is left out too (the same card as the
    // title without it, once the stored card is gone).
    const house = await createHouse({ title: "Frosty Acres 北极", mainImageUrl: null });
    const withChinese = (await card(`/share/house/${house.id}.png`)).bytes;
    await env.DB.prepare("UPDATE houses SET title = ? WHERE id = ?")
      .bind("Frosty Acres", house.id)
      .run();
    await env.MEDIA.delete(`share-cards/v5/house/${house.id}.png`);
    expect((await card(`/share/house/${house.id}.png`)).bytes).toEqual(withChinese);
  });

  it("a long word in a tour's name wraps inside its column", async ({ expect }) => {
    const tour = await sharedTour("Supercalifragilisticexpialidociousness Tour", THREE_PLACES);
    const pixels = pngPixels((await card(`/share/tour/${tour.shareId}.png`)).bytes);
    // The gap between the column and the map stays the night blue: no white letters run into it.
    const gap = { left: NAME_COLUMN.right + 6, top: 56, right: MAP_PANEL.left - 4, bottom: 573 };
    expect(pixels.count(gap, ([r, g, b]) => r > 150 && g > 150 && b > 150)).toBe(0);
  });

  it("the totals line has even spaces: no gap opens after a number's kerned digits", async ({
    expect,
  }) => {
    // "3 stops · 17.4 miles": Inter kerns the "7." pair tightly.
    const tour = await sharedTour("Even spaces", [
      [40.68, -73.47],
      [40.69, -73.42],
      [40.7, -73.14],
    ]);
    const page = await (await api(`/tours/shared/${tour.shareId}`)).text();
    expect(page).toContain("about 17.4 miles");
    const pixels = pngPixels((await card(`/share/tour/${tour.shareId}.png`)).bytes);
    const line = lowestTextLine(pixels, NAME_COLUMN);
    const gaps = blankRunsBetweenLetters(pixels, line);
    // The spaces between words (letters sit closer): "3 stops", "stops ·", "· 17.4", "17.4 miles".
    const spaces = gaps.filter((gap) => gap >= 8);
    expect(spaces).toHaveLength(4);
    expect(Math.max(...spaces) - Math.min(...spaces)).toBeLessThanOrEqual(4);
  });

  it("a tour's stops are numbered dots", async ({ expect }) => {
    const tour = await sharedTour("One stop", [[40.68, -73.47]]);
    const pixels = pngPixels((await card(`/share/tour/${tour.shareId}.png`)).bytes);
    // The dot: the gold pixels of the map panel (a single stop draws no route line).
    let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
    for (let y = MAP_PANEL.top; y <= MAP_PANEL.bottom; y++) {
      for (let x = MAP_PANEL.left; x <= MAP_PANEL.right; x++) {
        const [r, g, b] = pixels.at(x, y);
        if (r === 0xf5 && g === 0xc5 && b === 0x42) {
          [left, top, right, bottom] = [
            Math.min(left, x),
            Math.min(top, y),
            Math.max(right, x),
            Math.max(bottom, y),
          ];
        }
      }
    }
    expect(right - left).toBeGreaterThan(20);
    const [cx, cy] = [Math.round((left + right) / 2), Math.round((top + bottom) / 2)];
    // Its number "1", in the night blue, inside it.
    const inside = { left: cx - 8, top: cy - 8, right: cx + 8, bottom: cy + 8 };
    expect(pixels.count(inside, ([r, g, b]) => r < 60 && g < 60 && b < 100)).toBeGreaterThan(10);
  });

  it("a tour's card follows its stops: a deleted or archived house draws it anew", async ({
    expect,
  }) => {
    const tour = await sharedTour("Stale stops", THREE_PLACES);
    const [, second, third] = tour.stops;
    const path = `/share/tour/${tour.shareId}.png`;
    const first = (await card(path)).bytes;
    expect((await card(path)).bytes).toEqual(first);

    const admin = await newAdmin();
    const deleted = await api(`/api/admin/houses/${third!.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    const afterDelete = (await card(path)).bytes;
    expect(afterDelete).not.toEqual(first);
    const page = await (await api(`/tours/shared/${tour.shareId}`)).text();
    expect(page).toContain(
      '<meta property="og:description" content="A Christmas lights tour of 2 stops',
    );

    const archived = await api("/api/admin/season/archive", {
      method: "POST",
      token: admin.token,
      body: { ids: [second!.id] },
    });
    expect(archived.status).toBe(200);
    const afterArchive = (await card(path)).bytes;
    expect(afterArchive).not.toEqual(afterDelete);
    // One stop left on the route: the card is the one of a tour with that stop alone.
    const alone = await sharedTour("Stale stops", [THREE_PLACES[0]!]);
    expect(afterArchive).toEqual((await card(`/share/tour/${alone.shareId}.png`)).bytes);
  });

  it("a tour's start is drawn as the tour map draws it: a white dot in a blue ring", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const stops = [];
    for (const [latitude, longitude] of THREE_PLACES) {
      stops.push(await createHouse({ latitude, longitude }));
    }
    const created = await api("/api/tours", {
      method: "POST",
      token: owner.token,
      body: {
        name: "From the library",
        start: { kind: "place", label: "Bethpage Library", latitude: 40.744, longitude: -73.482 },
        stopIds: stops.map((stop) => stop.id),
      },
    });
    expect(created.status).toBe(201);
    const { shareId } = (await created.json()) as { shareId: string };
    const pixels = pngPixels((await card(`/share/tour/${shareId}.png`)).bytes);
    // The map's start blue (#2f7cf6, TOUR_OUTLINE_COLORS.start), with white inside it.
    const blue = ([r, g, b]: readonly number[]) =>
      Math.abs(r! - 0x2f) < 12 && Math.abs(g! - 0x7c) < 12 && Math.abs(b! - 0xf6) < 12;
    expect(pixels.count(MAP_PANEL, blue)).toBeGreaterThan(60);
  });
});

/**
 * A tour of twenty stops from a place, as a tester drew it: a loop that comes back past its
 * first stops (1 and 18, 4 and 20 a few doors apart), and pairs on the same street (5 and 8).
 */
const TWENTY_START = { latitude: 40.744, longitude: -73.482 };
const TWENTY_STOPS: Array<{ latitude: number; longitude: number }> = [
  [40.7452, -73.4801],
  [40.7489, -73.4744],
  [40.7521, -73.4702],
  [40.7555, -73.4655],
  [40.7561, -73.4609],
  [40.7533, -73.4571],
  [40.7502, -73.4553],
  [40.7563, -73.4612],
  [40.7468, -73.4549],
  [40.7431, -73.4561],
  [40.7402, -73.4589],
  [40.7383, -73.4627],
  [40.7379, -73.4674],
  [40.7391, -73.4719],
  [40.7408, -73.4756],
  [40.7423, -73.4789],
  [40.7437, -73.4803],
  [40.7454, -73.4798],
  [40.7512, -73.4671],
  [40.7553, -73.4652],
].map(([latitude, longitude]) => ({ latitude: latitude!, longitude: longitude! }));

describe("the tour card's map layout", () => {
  const layout = tourMapLayout(TWENTY_START, TWENTY_STOPS, 520, 518);

  it("numbers every stop in order, each readable: no marker covers another", ({ expect }) => {
    expect(layout.markers.map((marker) => marker.label)).toEqual(
      TWENTY_STOPS.map((_, index) => String(index + 1)),
    );
    const overlapping: string[] = [];
    layout.markers.forEach((a, i) => {
      for (const b of layout.markers.slice(i + 1)) {
        if (Math.hypot(a.x - b.x, a.y - b.y) < a.radius + b.radius) {
          overlapping.push(`${a.label}/${b.label}`);
        }
      }
    });
    expect(overlapping).toEqual([]);
    // A number fits its marker ("20" at its size is about 1.2 em wide).
    for (const marker of layout.markers) {
      expect(marker.fontSize * 0.62 * marker.label.length).toBeLessThan(marker.radius * 2 - 4);
    }
  });

  it("keeps every marker inside the map and draws the start, uncovered", ({ expect }) => {
    for (const marker of layout.markers) {
      expect(marker.x - marker.radius).toBeGreaterThanOrEqual(0);
      expect(marker.y - marker.radius).toBeGreaterThanOrEqual(0);
      expect(marker.x + marker.radius).toBeLessThanOrEqual(520);
      expect(marker.y + marker.radius).toBeLessThanOrEqual(518);
    }
    expect(layout.start).not.toBeNull();
    const start = layout.start!;
    for (const marker of layout.markers) {
      expect(Math.hypot(marker.x - start.x, marker.y - start.y)).toBeGreaterThanOrEqual(
        marker.radius + 8,
      );
    }
    // A marker moved off its spot has a line back to it (the route keeps to the true spots).
    const moved = layout.markers.filter((marker, index) => {
      const spot = layout.spots[index]!;
      return Math.hypot(marker.x - spot.x, marker.y - spot.y) > marker.radius;
    });
    expect(layout.leaders).toHaveLength(moved.length);
  });
});
