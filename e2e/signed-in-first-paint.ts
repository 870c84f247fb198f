/**
 * A signed-in visitor never sees a Sign In in the first paint of a page the worker sends
 * prerendered as the signed-out view (a 404, a text page): with the signed-in hint the header's
 * account buttons are a neutral placeholder of their size until the app draws the visitor's header
 * (decision 404), and a 404's ways back in are the signed-in visitor's (decision 413). "/" is not
 * the landing for them but a skeleton of the home screen the app then draws in its place (decision
 * 413); without the hint it is the landing, hydrated. Shared by signed-in-first-paint.spec.ts
 * (desktop) and signed-in-first-paint.mobile.spec.ts (phone).
 */
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { layoutShift } from "./layout-shift";
import { APP_URL } from "./ports";
import { collectErrors, holdRequests } from "./support";

/** The prerendered pages a signed-in visitor may open first: the 404s and a text page. */
export const FIRST_PAINT_PAGES = [
  { path: "/no-such-page", status: 404, stays: true, ways: true },
  { path: "/house/999999999", status: 404, stays: true, ways: true },
  { path: "/lights/no-such-town", status: 404, stays: true, ways: false },
  { path: "/privacy-policy", status: 200, stays: true, ways: false },
];

/** The landing's own words, which a signed-in visitor's "/" never shows. */
const LANDING_TEXTS = ["Discover the Magic of", "Start Exploring", "Houses Listed"];

/** A 404's ways back in for each view (src/components/layout/ways-back-in.tsx). */
const SIGNED_IN_WAYS = [
  { name: "Find Lights", href: "/home" },
  { name: "Open the Map", href: "/map" },
];
const SIGNED_OUT_WAYS = ["Browse by Town", "Popular Tours"];

/** What a link of the ways back in is: its address, its words, its icon and its box. */
async function wayShown(link: Locator) {
  return {
    href: await link.getAttribute("href"),
    html: await link.innerHTML(),
    box: await link.boundingBox(),
  };
}

/**
 * `page` is signed in (a restored session) and has the hint the app keeps beside it. Opens `path`
 * with the app's JavaScript held back: the header shows no Sign In or Get Started, a placeholder
 * stands in their place; once the app runs it shows the visitor's account, and (`stays`: the
 * screen is the one painted) nothing moved on the way.
 */
export async function expectNoSignInBeforeTheApp(
  page: Page,
  path: string,
  { status, stays, ways, shot }: { status: number; stays: boolean; ways: boolean; shot: string },
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
  // The ways back in are the signed-in visitor's, and Page Not Found says where they lead.
  const main = page.getByRole("main");
  const painted = [];
  if (ways) {
    for (const name of SIGNED_OUT_WAYS) {
      await expect(main.getByRole("link", { name }), `${path}: ${name}`).toHaveCount(0);
    }
    for (const { name, href } of SIGNED_IN_WAYS) {
      const link = main.getByRole("link", { name });
      await expect(link, `${path}: ${name}`).toHaveAttribute("href", href);
      painted.push(await wayShown(link));
    }
  }
  const paragraph = main.locator("p").first();
  const paintedText = ways ? await paragraph.textContent() : null;

  release();
  await expect(header.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `test-results/${shot}-app.png` });
  expect(await brand.boundingBox(), `${path}: the brand moved`).toEqual(brandBox);
  if (stays) expect(await layoutShift(page), `${path}: layout shift`).toBe(0);
  // The app draws the same links, with the same icons, where the first paint had them.
  if (ways) {
    const drawn = [];
    for (const { name } of SIGNED_IN_WAYS)
      drawn.push(await wayShown(main.getByRole("link", { name })));
    expect(drawn, `${path}: the ways back in`).toEqual(painted);
    expect(await paragraph.textContent(), `${path}: the text`).toBe(paintedText);
  }
  expect(
    errors.filter((text) => !text.includes("404 (Not Found)")),
    path,
  ).toEqual([]);
}

/** The boxes of the home screen's parts: the skeleton's (`painted`) or the app's. */
function homeParts(page: Page, painted: boolean) {
  const part = (name: string, drawn: Locator) =>
    painted ? page.locator(`[data-home-skeleton="${name}"]`) : drawn;
  const main = page.getByRole("main");
  return {
    welcome: part("welcome", main.locator("header").filter({ has: page.getByTestId("welcome") })),
    search: part("search", main.getByRole("search")),
    resultsBar: part(
      "results-bar",
      main.getByRole("region", { name: "Results" }).locator("> div").first(),
    ),
    results: part("results", main.getByRole("region", { name: "Results" }).locator("> div").nth(1)),
  };
}

async function boxesOf(parts: Record<string, Locator>) {
  const boxes: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const [name, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    boxes[name] = box && {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  }
  return boxes;
}

/**
 * `page` is signed in (a restored session) with the hint. Opens "/" with the app's JavaScript held
 * back: no landing, a skeleton of the home screen, no Sign In; once the app runs it draws the home
 * screen with each part where its placeholder stood, and nothing shifts.
 */
export async function expectHomeSkeletonBeforeTheApp(page: Page, shot: string) {
  await page.context().addCookies([{ name: "li_signed_in", value: "1", url: APP_URL }]);
  const errors = collectErrors(page);
  // What the main area shows, each change noted: the skeleton must stay until the home replaces it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { mainAreaSeen: seen });
    new MutationObserver(() => {
      const main = document.querySelector("main");
      const shows = !main
        ? null
        : main.querySelector("[data-testid=welcome]")
          ? "home"
          : main.querySelector("[data-home-skeleton]")
            ? "skeleton"
            : `something else: ${main.innerHTML.slice(0, 120)}`;
      if (shows && seen.at(-1) !== shows) seen.push(shows);
    }).observe(document, { childList: true, subtree: true });
  });
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  const response = await page.goto("/", { waitUntil: "commit" });
  expect(response?.status()).toBe(200);
  const header = page.getByRole("banner");
  const brand = header.getByRole("link").first();
  await expect(brand).toBeVisible();
  const painted = homeParts(page, true);
  for (const [name, part] of Object.entries(painted)) {
    await expect(part, `the skeleton's ${name}`).toBeVisible();
  }
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/${shot}-first-paint.png` });
  for (const text of LANDING_TEXTS) {
    await expect(page.getByText(text), `the landing's "${text}"`).toHaveCount(0);
  }
  await expect(header.getByRole("button", { name: "Sign In" })).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Get Started" })).toHaveCount(0);
  // Nothing in the skeleton is read or reached: no text, no control.
  await expect(page.getByRole("main").getByRole("heading")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  const paintedBoxes = await boxesOf(painted);
  const brandBox = await brand.boundingBox();

  release();
  await expect(header.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("welcome")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/${shot}-app.png` });
  expect(await brand.boundingBox(), "the brand moved").toEqual(brandBox);
  // No spinner or empty page between: the app keeps the skeleton while the session is restored
  // and while the home's code arrives.
  expect(
    await page.evaluate(() => (window as unknown as { mainAreaSeen: string[] }).mainAreaSeen),
  ).toEqual(["skeleton", "home"]);
  // Each part of the home where its placeholder stood (its size too; the results' grid grows
  // downward once the houses are in).
  const drawnBoxes = await boxesOf(homeParts(page, false));
  const { results, ...fixed } = drawnBoxes;
  const { results: paintedResults, ...paintedFixed } = paintedBoxes;
  expect(fixed, "the home's parts").toEqual(paintedFixed);
  expect(results && { ...results, height: 0 }, "the results").toEqual(
    paintedResults && { ...paintedResults, height: 0 },
  );
  expect(await layoutShift(page), "layout shift").toBeLessThan(0.01);
  for (const text of LANDING_TEXTS) await expect(page.getByText(text)).toHaveCount(0);
  expect(errors).toEqual([]);
}

/** Signed out, "/" is the landing as before: painted before the app, then hydrated in place. */
export async function expectTheLandingSignedOut(page: Page, shot: string) {
  const release = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  const response = await page.goto("/", { waitUntil: "commit" });
  expect(response?.status()).toBe(200);
  expect(response?.headers().vary).toContain("Cookie");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Discover the Magic of");
  await expect(page.locator("#root")).toHaveAttribute("data-prerendered-path", "/");
  await expect(page.locator("[data-first-paint]")).toHaveCount(0);
  await page.screenshot({ path: `test-results/${shot}-first-paint.png` });
  const painted = await heading.elementHandle();
  release();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState("networkidle");
  // Hydrated: the very element painted is the app's.
  expect(await painted?.evaluate((element) => element.isConnected)).toBe(true);
  await expect(heading).toContainText("Discover the Magic of");
}
