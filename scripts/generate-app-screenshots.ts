/**
 * Takes the install dialog's screenshots (public/manifest.webmanifest, "screenshots") from the
 * running app in Chromium, the way scripts/generate-app-icons.ts draws the icons: the landing as a
 * phone shows it ("narrow") and as a laptop does ("wide"), at 1x pixels and in a 256-colour palette
 * so each file stays small.
 *
 *   npm start   (or any running copy of the app, with the demo houses)
 *   node scripts/generate-app-screenshots.ts [app URL, default http://127.0.0.1:5173]
 *
 * The sizes are the manifest's: change both together.
 */
import path from "node:path";
import { chromium } from "@playwright/test";
// sharp comes with miniflare (the local Workers runtime): Chromium's PNGs of the landing's
// gradients are 200-400 KB, a 256-colour palette brings them to a fraction of that.
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "public/screenshots");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const APP_URL = process.argv[2] ?? "http://127.0.0.1:5173";

export const APP_SCREENSHOTS = [
  { file: "landing-narrow.png", width: 390, height: 844, formFactor: "narrow", mobile: true },
  { file: "landing-wide.png", width: 1280, height: 800, formFactor: "wide", mobile: false },
] as const;

if (import.meta.main) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox"] });
  try {
    for (const shot of APP_SCREENSHOTS) {
      const page = await browser.newPage({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        isMobile: shot.mobile,
        hasTouch: shot.mobile,
      });
      await page.goto(APP_URL);
      // The house cards and their photos, not the placeholders.
      await page.getByTestId("house-card").first().waitFor();
      await page.waitForLoadState("networkidle");
      const png = await page.screenshot();
      await sharp(png)
        .png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 })
        .toFile(path.join(OUT, shot.file));
      await page.close();
      console.log(`wrote public/screenshots/${shot.file}`);
    }
  } finally {
    await browser.close();
  }
}
