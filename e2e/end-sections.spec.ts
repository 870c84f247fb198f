/**
 * What sits at the end of a screen, below its first view, is asked for once it is needed soon: when
 * the visitor nears it, or once the page has settled (decision 299). The house page's homeowner
 * section and "Report a problem" load their code then; the home's Top Rated asks for its houses
 * then. The page's clock is stopped (e2e/support.ts), so nothing settles while the test looks.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gotoWithClockStopped, whileClockRuns } from "./support";

test.use({ viewport: { width: 412, height: 823 } });

const QUINN = { path: "/house/freeport/10-washington-ave", title: "The Quinn Family Light Show" };

/** Requests whose path matches `pattern`, as they are sent. */
function requestsTo(page: Page, pattern: RegExp) {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pattern.test(pathname)) paths.push(pathname);
  });
  return paths;
}

const END_SECTION_CODE = /\/assets\/(homeowner-actions|report-problem)-[\w-]+\.js$/;

async function openHousePage(page: Page) {
  await gotoWithClockStopped(page, QUINN.path, page.getByRole("heading", { name: "Reviews (3)" }));
}

test("a house page loads its end sections' code as the visitor nears them", async ({ page }) => {
  const loaded = requestsTo(page, END_SECTION_CODE);
  await openHousePage(page);
  await expect(page.getByTestId("report-problem")).toHaveCount(0);
  expect(loaded).toEqual([]);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await whileClockRuns(page, page.getByRole("button", { name: "Report a problem" }));
  expect(loaded.toSorted()).toEqual([
    expect.stringMatching(/homeowner-actions/),
    expect.stringMatching(/report-problem/),
  ]);
});

test("once the page has settled, a house page's end sections are there without scrolling", async ({
  page,
}) => {
  await openHousePage(page);
  await expect(page.getByTestId("report-problem")).toHaveCount(0);
  // 3 s after the load event, then the next idle moment.
  await page.clock.runFor(4_000);
  await whileClockRuns(page, page.getByTestId("report-problem"));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the home's Top Rated asks for its houses as the visitor nears it", async ({
  asUser: page,
}) => {
  const asked = requestsTo(page, /^\/api\/houses\/top-rated$/);
  const topRated = page.getByRole("region", { name: "Top Rated This Season" });
  await gotoWithClockStopped(page, "/home", page.getByTestId("house-card").first());
  await expect(topRated.getByTestId("house-card-skeleton")).toHaveCount(3);
  expect(asked).toEqual([]);

  await topRated.scrollIntoViewIfNeeded();
  await whileClockRuns(page, topRated.getByTestId("house-card").first());
  expect(asked).toEqual(["/api/houses/top-rated"]);
});
