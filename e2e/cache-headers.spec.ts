/**
 * Browser caching of the production build: hashed files under /assets/ are kept for a year
 * without revalidation (their name changes with their content), while pages and the service
 * worker script are revalidated on every use so a new deploy reaches people at once. Build-only
 * files (Vite's manifest) are not published (npm run deploy:check also fails on any in a build).
 */
import { expect, test } from "./fixtures";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Workers' default for static files (`max-age=0, must-revalidate`) or an explicit no-cache. */
const REVALIDATED = /no-cache|max-age=0\b/;

test("hashed /assets files are cached for a year; pages and /sw.js are revalidated", async ({
  page,
}) => {
  const assetHeaders: Record<string, string>[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/"))
      assetHeaders.push(response.headers());
  });
  const landing = await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  expect(landing?.headers()["cache-control"]).toMatch(REVALIDATED);

  // The files the landing loaded (its entry script at least).
  await expect.poll(() => assetHeaders.length).toBeGreaterThan(0);
  for (const headers of assetHeaders) expect(headers["cache-control"]).toBe(IMMUTABLE);

  const entry = await page
    .locator('script[type="module"][src^="/assets/"]')
    .first()
    .getAttribute("src");
  const script = await page.request.get(entry!);
  expect(script.status()).toBe(200);
  expect(script.headers()["cache-control"]).toBe(IMMUTABLE);

  for (const pathname of ["/sw.js", "/map", "/privacy-policy"]) {
    const response = await page.request.get(pathname);
    expect(response.status(), pathname).toBe(200);
    expect(response.headers()["cache-control"], pathname).toMatch(REVALIDATED);
    expect(response.headers()["cache-control"], pathname).not.toContain("immutable");
  }
});

test("the build's manifest is not published", async ({ page }) => {
  // An unknown path gets the not-found page, never the manifest's JSON.
  const response = await page.request.get("/.vite/manifest.json");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("text/html");
  expect(await response.text()).not.toContain('"isEntry"');
});

test("a build file that does not exist is a 404 nothing keeps, never the app's page", async ({
  page,
}) => {
  // A script of a build still rolling out, asked as the page asks for it (decision 343).
  for (const pathname of [
    "/assets/nope-abc123.js",
    "/assets/nope-abc123.css",
    "/demo/house-999.jpg",
    "/map/nowhere.geojson",
    "/icons/nope.png",
  ]) {
    const response = await page.request.get(pathname, {
      headers: { "Sec-Fetch-Dest": "script", "Sec-Fetch-Mode": "cors" },
    });
    expect(response.status(), pathname).toBe(404);
    expect(response.headers()["content-type"], pathname).not.toContain("text/html");
    expect(response.headers()["cache-control"], pathname).toBe("no-store");
  }
  // Opened in the tab, too.
  const opened = await page.goto("/assets/nope-abc123.js");
  expect(opened?.status()).toBe(404);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  // The build's real files are still served as they are.
  const icon = await page.request.get("/icons/icon-192.png");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/png");
});
