/**
 * The installable app (docs/product.md, Installable app and offline): a valid web app manifest
 * with real PNG icons, shortcuts and screenshots, and Chromium finding nothing that stops an
 * install once the service worker controls the page.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIResponse, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openControlled } from "./support";

// Installing needs the service worker, which the rest of the suite blocks (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// The install test stores the worker's files (about 90) in a profile of its own.
test.describe.configure({ timeout: 180_000 });

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and chunk header). */
async function pngSize(response: APIResponse) {
  const bytes = await response.body();
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the install manifest is linked and valid, with real PNG icons", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await page.request.get(href!);
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toMatch(/json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("LI Lights"),
    short_name: "LI Lights",
    start_url: "/",
    scope: "/",
    display: "standalone",
  });
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute("content");
  expect(manifest.theme_color).toBe(themeColor);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const icons: Array<{ src: string; sizes: string; type: string; purpose?: string }> =
    manifest.icons;
  const wanted = [
    { sizes: "192x192", purpose: "any" },
    { sizes: "512x512", purpose: "any" },
    { sizes: "512x512", purpose: "maskable" },
  ];
  for (const { sizes, purpose } of wanted) {
    const icon = icons.find(
      (candidate) =>
        candidate.sizes === sizes &&
        candidate.type === "image/png" &&
        (candidate.purpose ?? "any").split(" ").includes(purpose),
    );
    expect(icon, `${purpose} ${sizes} PNG icon`).toBeDefined();
    const image = await page.request.get(icon!.src);
    expect(image.headers()["content-type"]).toBe("image/png");
    const [width, height] = sizes.split("x").map(Number);
    expect(await pngSize(image)).toEqual({ width, height });
  }

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(await pngSize(await page.request.get(touchIcon!))).toEqual({ width: 180, height: 180 });
});

test("the app installs with no errors, with shortcuts and screenshots in its manifest", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chromium never offers to install from an incognito context (Playwright's default): a profile.
  const profile = mkdtempSync(path.join(tmpdir(), "lights-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openControlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    await checkShortcutsAndScreenshots(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkShortcutsAndScreenshots(page: Page) {
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  const shortcuts: Array<{ name: string; url: string }> = manifest.shortcuts;
  expect(shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
    { name: "Find lights", url: "/home" },
    { name: "Map", url: "/map" },
    { name: "My tour", url: "/tour" },
  ]);
  for (const { url } of shortcuts) expect((await page.request.get(url)).ok()).toBe(true);

  const screenshots: Array<{ src: string; sizes: string; type: string; form_factor: string }> =
    manifest.screenshots;
  expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(["narrow", "wide"]);
  for (const shot of screenshots) {
    expect(shot.type).toBe("image/png");
    const image = await page.request.get(shot.src);
    expect(image.headers()["content-type"]).toBe("image/png");
    const [width, height] = shot.sizes.split("x").map(Number);
    expect(await pngSize(image)).toEqual({ width, height });
    // Small files: the install dialog downloads them on a phone's connection.
    expect((await image.body()).length).toBeLessThan(150_000);
  }
}
