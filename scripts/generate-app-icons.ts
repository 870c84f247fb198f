/**
 * Renders the installable app's PNG icons from public/icons/app-icon.svg in Chromium (the same
 * browser the browser tests use), so the icons are redrawn from one source whenever it changes:
 *
 *   node scripts/generate-app-icons.ts
 *
 * - icon-192.png, icon-512.png: the icon as drawn (rounded corners, transparent outside), for
 *   manifest purpose "any".
 * - icon-maskable-512.png: full-bleed background with the artwork shrunk into the central safe
 *   zone (a circle of 40 % of the size), so a launcher's circle or squircle mask never cuts it.
 * - apple-touch-icon.png (180): full-bleed and opaque; iOS rounds the corners itself.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "..");
const ICONS = path.join(ROOT, "public/icons");
const SOURCE = readFileSync(path.join(ICONS, "app-icon.svg"), "utf8");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The source with a square background and the artwork scaled about the centre. */
function fullBleed(svg: string, artScale: number): string {
  const offset = (512 * (1 - artScale)) / 2;
  return svg
    .replace(/(<rect id="background"[^>]*?) rx="\d+"/, "$1")
    .replace(
      '<g id="art">',
      `<g id="art" transform="translate(${offset} ${offset}) scale(${artScale})">`,
    );
}

const VARIANTS = [
  { file: "icon-192.png", size: 192, svg: SOURCE, transparent: true },
  { file: "icon-512.png", size: 512, svg: SOURCE, transparent: true },
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed(SOURCE, 0.76), transparent: false },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(SOURCE, 0.9), transparent: false },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox"] });
try {
  for (const variant of VARIANTS) {
    const page = await browser.newPage({
      viewport: { width: variant.size, height: variant.size },
      deviceScaleFactor: 1,
    });
    const sized = variant.svg.replace(
      "<svg ",
      `<svg width="${variant.size}" height="${variant.size}" `,
    );
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({
      path: path.join(ICONS, variant.file),
      omitBackground: variant.transparent,
      clip: { x: 0, y: 0, width: variant.size, height: variant.size },
    });
    await page.close();
    console.log(`wrote public/icons/${variant.file}`);
  }
} finally {
  await browser.close();
}
