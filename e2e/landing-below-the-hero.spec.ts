/**
 * On a phone the landing's first screen is its hero: what is below it stays the server's HTML
 * until the visitor comes near it or taps it (decision 253), so the load renders and fetches only
 * what the first screen shows; the toaster comes with a first toast or once the page has settled
 * (decision 289). The page's clock is stopped (e2e/support.ts), so what waits for the page to
 * settle (3 s after load) cannot happen while the test looks.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { collectErrors, gotoWithClockStopped, isHydrated, whileClockRuns } from "./support";

test.use({ viewport: { width: 412, height: 823 } });

/** Requests for the house lists below the hero (the cards and the top rated). */
function houseListRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/houses" || pathname === "/api/houses/top-rated") urls.push(pathname);
  });
  return urls;
}

/** The map section's picture (src/components/map/map-teaser.tsx). */
const MAP_TEASER_URL = "/map/teaser.svg";

/** The requests for the map section's picture. */
function teaserRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === MAP_TEASER_URL) urls.push(request.url());
  });
  return urls;
}

/** The CSS animations running on the page, by the class of the element each animates. */
function runningAnimations(page: Page) {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element ? target.className : String(target);
      }),
  );
}

/** The toaster's live region (Radix names it after its keyboard shortcut). */
const toaster = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

async function openWithHeroLive(page: Page) {
  // The hero is live once React has hydrated its button (the server's HTML already has the
  // real counts and texts: nothing on the page changes when it does).
  await gotoWithClockStopped(page, "/", () =>
    isHydrated(page.getByRole("button", { name: "Start Exploring" })),
  );
  return page.getByRole("region", { name: "Discover Amazing Displays" });
}

test("on a phone, the landing below its hero hydrates when the visitor nears it or taps it", async ({
  page,
}) => {
  const requested = houseListRequests(page);
  const errors = collectErrors(page);

  await test.step("the load fetches and renders only the first screen", async () => {
    const discover = await openWithHeroLive(page);
    await expect(discover.getByTestId("house-card-skeleton")).toHaveCount(3);
    expect(requested).toEqual([]);
    // Its placeholders stay still until the part comes alive: a running animation has the phone
    // draw a frame every 16 ms (decision 292).
    expect(await runningAnimations(page)).toEqual([]);
    // Nor the toaster: its code comes with the first toast or once the page has settled.
    await expect(toaster(page)).toHaveCount(0);
  });

  await test.step("a tap on a button below the hero lands, and the part comes alive", async () => {
    await page.getByRole("button", { name: "Explore the Map" }).click();
    const dialog = page.getByRole("dialog");
    await whileClockRuns(page, dialog);
    await expect(dialog.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Escape");
    await whileClockRuns(
      page,
      page
        .getByRole("region", { name: "Discover Amazing Displays" })
        .getByTestId("house-card")
        .nth(2),
    );
  });

  await test.step("once the page has settled, the toaster is there for a first toast", async () => {
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return toaster(page).count();
        },
        { timeout: 60_000, intervals: [25] },
      )
      .toBe(1);
  });

  await test.step("scrolling towards the houses loads them", async () => {
    // A page of its own: the same address opened again would come back scrolled where it was.
    const second = await page.context().newPage();
    const requestedThere = houseListRequests(second);
    const teaserThere = teaserRequests(second);
    const discover = await openWithHeroLive(second);
    expect(requestedThere).toEqual([]);
    // Nor the map section's picture, further down (decision 293).
    expect(teaserThere).toEqual([]);
    await discover.scrollIntoViewIfNeeded();
    await whileClockRuns(second, discover.getByTestId("house-card").nth(2));
    expect(requestedThere).toContain("/api/houses");
    // Then the map section, whose picture arrives as it nears the screen, in its reserved box.
    const map = second.getByRole("region", { name: "See Every Display on the Map" });
    const picture = map.getByRole("img", {
      name: "Map of Long Island with the listed light displays",
    });
    const boxBefore = await picture.boundingBox();
    await map.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(teaserThere).toHaveLength(1);
    const boxAfter = await picture.boundingBox();
    expect(boxAfter?.height).toBeCloseTo(boxBefore?.height ?? 0, 0);
  });

  expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
});
