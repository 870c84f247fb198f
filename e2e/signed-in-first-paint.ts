/**
 * A signed-in visitor never sees a Sign In in the first paint of a page the worker sends
 * prerendered as the signed-out view (a 404, a text page, the landing): with the signed-in hint
 * the header's account buttons are a neutral placeholder of their size until the app draws the
 * visitor's header (decision 404). Shared by signed-in-first-paint.spec.ts (desktop) and
 * signed-in-first-paint.mobile.spec.ts (phone).
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { layoutShift } from "./layout-shift";
import { APP_URL } from "./ports";
import { collectErrors, holdRequests } from "./support";

/** The prerendered pages a signed-in visitor may open first: the 404s, a text page, the landing. */
export const FIRST_PAINT_PAGES = [
  { path: "/no-such-page", status: 404, stays: true },
  { path: "/house/999999999", status: 404, stays: true },
  { path: "/lights/no-such-town", status: 404, stays: true },
  { path: "/privacy-policy", status: 200, stays: true },
  // The landing's HTML; the app then shows a signed-in visitor the home page.
  { path: "/", status: 200, stays: false },
];

/**
 * `page` is signed in (a restored session) and has the hint the app keeps beside it. Opens `path`
 * with the app's JavaScript held back: the header shows no Sign In or Get Started, a placeholder
 * stands in their place; once the app runs it shows the visitor's account, and (`stays`: the
 * screen is the one painted) nothing moved on the way.
 */
export async function expectNoSignInBeforeTheApp(
  page: Page,
  path: string,
  { status, stays, shot }: { status: number; stays: boolean; shot: string },
) {
  await page.context().addCookies([{ name: "li_signed_in", value: "1", url: APP_URL }]);
  const errors = collectErrors(page);
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  const response = await page.goto(path, { waitUntil: "commit" });
  expect(response?.status(), path).toBe(status);
  const header = page.getByRole("banner");
  const brand = header.getByRole("link").first();
  await expect(brand).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/${shot}-first-paint.png` });
  await expect(header.getByRole("button", { name: "Sign In" }), path).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Get Started" }), path).toHaveCount(0);
  const area = page.locator("header.sticky > div > div.ml-auto");
  await expect(area, `${path}: the placeholder`).toHaveCount(1);
  expect((await area.boundingBox())?.width, path).toBeGreaterThan(40);
  const brandBox = await brand.boundingBox();

  release();
  await expect(header.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `test-results/${shot}-app.png` });
  expect(await brand.boundingBox(), `${path}: the brand moved`).toEqual(brandBox);
  if (stays) expect(await layoutShift(page), `${path}: layout shift`).toBe(0);
  expect(
    errors.filter((text) => !text.includes("404 (Not Found)")),
    path,
  ).toEqual([]);
}
