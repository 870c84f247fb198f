/**
 * The 404 pages on a phone and on a desktop (decision 394), shared by not-found-pages.spec.ts and
 * not-found-pages.mobile.spec.ts: the page the worker paints for an unknown house, town or shared
 * tour is the screen the app then shows, hydrated where it stands; a signed-out visitor's ways on
 * lead to pages open to them; the popular tours ask a signed-out visitor with the banner.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { collectErrors, holdRequests, isHydrated } from "./support";

/** Unknown addresses of each kind: a house by id and by slugs, a town, a tour, no screen. */
export const UNKNOWN_PATHS = [
  "/house/999999999",
  "/house/nowhere/1-nothing",
  "/lights/no-such-town",
  "/tours/shared/no-such-tour",
  "/no-such-page",
];

/** What the page's main area shows: its h1, its words, its markup (icons included). */
function mainArea(page: Page) {
  const main = page.getByRole("main");
  return main.evaluate((element) => ({
    heading: element.querySelector("h1")?.textContent ?? null,
    // As shown, line by line (textContent would run the words of blocks together).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what is compared.
    texts: (element as HTMLElement).innerText,
    markup: element.innerHTML,
  }));
}

/**
 * Opens `path` with the app's JavaScript held back, reads what the worker's page paints, lets the
 * app start, and reads the screen again: the same heading, words and markup, on the same
 * elements (the app hydrated the page instead of painting it again).
 */
export async function expectFirstPaintIsTheScreen(page: Page, path: string, shot: string) {
  const errors = collectErrors(page);
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  const response = await page.goto(path, { waitUntil: "commit" });
  expect(response?.status(), path).toBe(404);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const painted = await mainArea(page);
  await heading.evaluate((element) => Object.assign(element, { paintedByTheWorker: true }));
  await page.screenshot({ path: `test-results/${shot}-first-paint.png` });

  release();
  await expect.poll(() => isHydrated(heading), { timeout: 20_000 }).toBe(true);
  await page.waitForLoadState("networkidle");
  const started = await mainArea(page);
  expect(started.heading, `${path}: heading`).toBe(painted.heading);
  expect(started.texts, `${path}: texts`).toBe(painted.texts);
  // Icons and classes too (compared whole, not printed: a page of markup).
  expect(started.markup === painted.markup, `${path}: the markup changed`).toBe(true);
  expect(
    await heading.evaluate((element) => "paintedByTheWorker" in element),
    `${path}: the app replaced the painted heading`,
  ).toBe(true);
  await page.screenshot({ path: `test-results/${shot}-app.png` });
  // No hydration mismatch (React's minified errors 418, 423, 425) or other error but the 404s.
  expect(errors.filter((text) => !text.includes("404 (Not Found)"))).toEqual([]);
}

/**
 * Signed out, every link in the main area of `path`'s 404 page leads to a screen of its own (not
 * the landing, which the signed-in screens are for a visitor signed out).
 */
export async function expectWaysOnLeadSomewhere(page: Page, path: string) {
  await page.goto(path);
  const main = page.getByRole("main");
  const heading = main.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const deadEnd = (await heading.textContent()) ?? "";
  const links = await main
    .getByRole("link")
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ""));
  expect(links.length, path).toBeGreaterThan(0);
  for (const name of links) {
    await page.goto(path);
    const link = page.getByRole("main").getByRole("link", { name, exact: true });
    await expect.poll(() => isHydrated(link)).toBe(true);
    await link.click();
    await expect(page, `${path}: ${name}`).not.toHaveURL(new RegExp(`${path}$`));
    // The screen the link opens has replaced the dead end.
    await expect(heading).toBeVisible();
    await expect(heading, `${path}: ${name}`).not.toHaveText(deadEnd);
    await expect(page.getByTestId("landing-page"), `${path}: ${name}`).toHaveCount(0);
  }
}

/** Signed out, the popular tours show the banner and, 6 s on, still no dialog. */
export async function expectPopularToursBanner(page: Page, shot: string) {
  await page.clock.install();
  await page.goto("/tours/popular");
  await expect(page.getByRole("heading", { level: 1, name: "Popular Tours" })).toBeVisible();
  await page.waitForLoadState("load");
  await page.clock.runFor(6000);
  // The dialog's code loads when it opens: looked for once the network is quiet.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("signup-banner")).toBeVisible();
  await expect(
    page.getByTestId("signup-banner").getByRole("button", { name: "Dismiss" }),
  ).toBeVisible();
  await page.screenshot({ path: `test-results/${shot}.png` });
}
