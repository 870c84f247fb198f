/**
 * Generates the demo data set: seed/demo.sql (users, houses, features, photos, videos,
 * reviews and site content for D1), seed/demo-users.json (the matching sign-in accounts for the
 * auth emulator) and the illustrations in public/demo/*.svg.
 *
 * Run after scripts/generate-places.ts: node_modules/.bin/node scripts/demo-data/index.ts
 *
 * Deterministic: one seeded PRNG and fixed ids, so re-running it gives byte-identical files and
 * loading the SQL twice changes nothing (every statement is INSERT OR IGNORE with its id).
 * There is no BEGIN/COMMIT: `wrangler d1 execute --file` rejects them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
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

// Write the illustrations.

mkdirSync(path.join(root, "public/demo"), { recursive: true });
const svgSizes: number[] = [];
// One illustration per house, so no two cards on a screen look alike.
for (let i = 0; i < HOUSE_COUNT; i++) {
  const svg = houseImage(i);
  svgSizes.push(Buffer.byteLength(svg));
  writeFileSync(path.join(root, `public/demo/house-${String(i + 1).padStart(2, "0")}.svg`), svg);
}
for (let k = 1; k <= 10; k++) {
  const svg = sceneImage(k);
  svgSizes.push(Buffer.byteLength(svg));
  writeFileSync(path.join(root, `public/demo/scene-${k}.svg`), svg);
}
if (Math.max(...svgSizes) > 8192) throw new Error("an SVG is over 8 KB");

const perCounty = (c: Town["county"]) => houses.filter((h) => h.county === c).length;
console.log(
  `wrote seed/demo.sql (${(sql.length / 1024).toFixed(1)} KB): ${USERS.length} users, ${houses.length} houses ` +
    `in ${new Set(houses.map((h) => h.city)).size} towns (Nassau ${perCounty("Nassau")}, Suffolk ${perCounty("Suffolk")}), ` +
    `${featureRows.length} features, ${photos.length} photos, ${videos.length} videos, ${reviews.length} reviews, ` +
    `${topIds.size} top houses, ${contentRows.length} site content rows`,
);
console.log(
  `wrote seed/demo-users.json and ${svgSizes.length} SVGs in public/demo (largest ${(Math.max(...svgSizes) / 1024).toFixed(1)} KB)`,
);
