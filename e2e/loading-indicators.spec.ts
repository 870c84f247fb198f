/**
 * Loading indicators move only once a wait is long enough to notice (decision 301): spinners and
 * placeholders start moving 400 ms after they appear, and a screen's own wait (the page spinner)
 * shows only then. An answer that comes sooner never sets them going. Checked on the signed-in
 * home, whose start waits for the session and then for the first search.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdRequests } from "./support";

const WAIT_MS = 400;

/** Every animation on the page: its keyframes' name and how long it waits before it plays. */
function animations(page: Page) {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => ({
      name: (animation as CSSAnimation).animationName,
      delay: animation.effect?.getComputedTiming().delay,
    })),
  );
}

test("the home's page spinner and placeholders wait 400 ms before they show or move", async ({
  asUser: page,
}) => {
  const releaseSession = await holdRequests(page, (url) => url.pathname === "/api/auth/user");
  const releaseSearch = await holdRequests(page, (url) => url.pathname === "/api/houses");
  await page.goto("/home");

  // The session is being restored: the page spinner is there, out of sight until the wait is long
  // enough to notice. Its animation is sought to each moment instead of waited for.
  const spinner = page.getByRole("status").filter({ hasText: "Loading..." });
  await expect(spinner).toBeAttached();
  const opacityAt = (ms: number) =>
    spinner.evaluate((element, at) => {
      const screen = element.parentElement!;
      const [appear] = screen.getAnimations();
      if (!appear) return "no animation";
      appear.pause();
      appear.currentTime = at;
      return getComputedStyle(screen).opacity;
    }, ms);
  expect(await opacityAt(0)).toBe("0");
  expect(await opacityAt(WAIT_MS - 50)).toBe("0");
  expect(await opacityAt(WAIT_MS + 50)).toBe("1");

  // Then the first search: its placeholder cards pulse, and only after the same wait.
  releaseSession();
  await expect(page.getByTestId("house-card-skeleton").first()).toBeVisible();
  const pulses = (await animations(page)).filter((animation) => animation.name === "pulse");
  expect(pulses.length).toBeGreaterThan(0);
  expect(pulses).toEqual(pulses.map(() => ({ name: "pulse", delay: WAIT_MS })));

  releaseSearch();
  await expect(page.getByTestId("house-results").getByTestId("house-card").first()).toBeVisible();
});
