/**
 * Generates the demo data set: seed/demo.sql (users, houses, features, photos, videos,
 * reviews and site content for D1), seed/demo-users.json (the matching sign-in accounts for the
 * auth emulator) and the demo photos in public/demo/*.jpg: the SVG illustrations
 * (illustrations/scenes.ts) rasterised by resvg and encoded as JPEG (DEMO_PHOTO_WIDTH x
 * DEMO_PHOTO_HEIGHT), the kind of file people upload, so link previews and share cards show the
 * demo houses as they will show real ones.
 *
 * Run after scripts/generate-places.ts: node_modules/.bin/node scripts/demo-data/index.ts
 *
 * Deterministic: one seeded PRNG and fixed ids, so re-running it gives byte-identical files and
 * loading the SQL twice changes nothing (every statement is INSERT OR IGNORE with its id).
 * There is no BEGIN/COMMIT: `wrangler d1 execute --file` rejects them.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import jpeg from "jpeg-js";
import { photos, reviews, topIds, videos } from "./activity.ts";
import { HOUSE_COUNT, houses } from "./houses.ts";
import { houseImage, sceneImage } from "./illustrations/scenes.ts";
import type { Town } from "./places.ts";
import { root } from "./random.ts";
import { contentRows, featureRows, sql } from "./sql.ts";
import { DEMO_PASSWORD, USERS } from "./users.ts";

mkdirSync(path.join(root, "seed"), { recursive: true });
writeFileSync(path.join(root, "seed/demo.sql"), sql);
writeFileSync(
  path.join(root, "seed/demo-users.json"),
  `${JSON.stringify(
    USERS.map((u) => ({
      localId: u.id,
      email: u.email,
      password: DEMO_PASSWORD,
      displayName: `${u.firstName} ${u.lastName}`,
      emailVerified: true,
    })),
    null,
    2,
  )}\n`,
);

// Write the demo photos.

/** Every demo photo's size (the illustrations are drawn on an 800 x 600 canvas). */
export const DEMO_PHOTO_WIDTH = 800;
export const DEMO_PHOTO_HEIGHT = 600;
/** JPEG quality: about 50 KB a photo, sharp enough for a card and a house page. */
const JPEG_QUALITY = 80;

function demoPhoto(svg: string): Buffer {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: DEMO_PHOTO_WIDTH } }).render();
  if (image.width !== DEMO_PHOTO_WIDTH || image.height !== DEMO_PHOTO_HEIGHT) {
    throw new Error(`an illustration is ${image.width}x${image.height}, not 800x600`);
  }
  const encoded = jpeg.encode(
    { data: image.pixels, width: image.width, height: image.height },
    JPEG_QUALITY,
  );
  return encoded.data;
}

const demoDirectory = path.join(root, "public/demo");
// Every photo is drawn before any file changes: a run that fails half way (a bad illustration, a
// missing native module) leaves the photos of the last good run in place.
const demoPhotos: { name: string; data: Uint8Array }[] = [];
// One illustration per house, so no two cards on a screen look alike.
for (let i = 0; i < HOUSE_COUNT; i++) {
  demoPhotos.push({
    name: `house-${String(i + 1).padStart(2, "0")}.jpg`,
    data: demoPhoto(houseImage(i)),
  });
}
for (let k = 1; k <= 10; k++)
  demoPhotos.push({ name: `scene-${k}.jpg`, data: demoPhoto(sceneImage(k)) });
const photoSizes = demoPhotos.map((photo) => photo.data.length);
if (Math.max(...photoSizes) > 80 * 1024) throw new Error("a demo photo is over 80 KB");
mkdirSync(demoDirectory, { recursive: true });
// Files of an earlier run go: the directory holds exactly what the seed uses.
for (const name of readdirSync(demoDirectory)) rmSync(path.join(demoDirectory, name));
for (const photo of demoPhotos) writeFileSync(path.join(demoDirectory, photo.name), photo.data);

const perCounty = (c: Town["county"]) => houses.filter((h) => h.county === c).length;
console.log(
  `wrote seed/demo.sql (${(sql.length / 1024).toFixed(1)} KB): ${USERS.length} users, ${houses.length} houses ` +
    `in ${new Set(houses.map((h) => h.city)).size} towns (Nassau ${perCounty("Nassau")}, Suffolk ${perCounty("Suffolk")}), ` +
    `${featureRows.length} features, ${photos.length} photos, ${videos.length} videos, ${reviews.length} reviews, ` +
    `${topIds.size} top houses, ${contentRows.length} site content rows`,
);
console.log(
  `wrote seed/demo-users.json and ${photoSizes.length} JPEGs in public/demo (largest ${(Math.max(...photoSizes) / 1024).toFixed(1)} KB)`,
);
