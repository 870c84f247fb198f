/**
 * What React renders while a screen loads, counted in the production build (e2e/react-renders.ts).
 * A screen renders whole once; what arrives after (a refetch, the page view just counted, the live
 * updates connecting) renders only the part that shows it. Each whole render again was another
 * slice of a phone's main thread during the load (docs/performance-log.md).
 */
import { expect, test } from "./fixtures";
import { commitsOf, recordReactRenders } from "./react-renders";

const QUINN = { path: "/house/freeport/10-washington-ave", title: "The Quinn Family Light Show" };

/** The commits that rendered at least half as much as the largest: the screen's whole renders. */
function wholeRenders(commits: { rendered: number }[]) {
  const largest = Math.max(...commits.map((commit) => commit.rendered));
  return { largest, count: commits.filter((commit) => commit.rendered * 2 >= largest).length };
}

test("a house page renders whole once; its refetch and the page view counted render only the stats", async ({
  page,
}) => {
  await recordReactRenders(page);
  const refetch = page.waitForResponse(
    (response) =>
      response.request().method() === "GET" &&
      response.url().endsWith("/api/houses/freeport/10-washington-ave"),
  );
  const liveUpdates = page.waitForResponse((response) => response.url().endsWith("/stream"));
  const pageView = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().endsWith("/page-view"),
  );
  await page.goto(QUINN.path);
  await expect(page.getByRole("heading", { level: 1, name: QUINN.title })).toBeVisible();
  await Promise.all([refetch, liveUpdates]);
  const { count } = (await (await pageView).json()) as { count: number };
  await expect(page.getByTestId("stat-page-views")).toHaveText(count.toLocaleString("en-US"));
  const commits = await commitsOf(page);
  const renders = wholeRenders(commits);
  expect(renders.largest, "the house page's first render").toBeGreaterThan(100);
  expect(renders.count, `whole renders of the house page (${JSON.stringify(commits)})`).toBe(1);
});
