/**
 * A tour's totals follow one rule on every screen: the planner, the My Tours card and the shared
 * view. A "My Location" start is counted where this browser knows the position (the planner);
 * a saved card and a shared link without a position run from the first stop and say so.
 */
import { greatCircle } from "../contract/great-circle";
import { test } from "./fixtures";
import { addFromResults, expect, HERE, openPlanner } from "./tour-support";

test.use({
  accountName: "Tina Totals",
  geolocation: HERE,
  permissions: ["geolocation", "clipboard-read", "clipboard-write"],
});
test.describe.configure({ timeout: 240_000 });

type Point = { latitude: number; longitude: number };

function miles(points: Point[]) {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    total += greatCircle(a.latitude, a.longitude, b.latitude, b.longitude);
  }
  return (Math.round(total * 10) / 10).toFixed(1);
}

const NOTE = "From the first stop: the drive from your location is not included.";

test("a My Location tour: the planner counts the drive, the card and the shared view say they do not", async ({
  asUser: page,
  browser,
}) => {
  const points = await addFromResults(page, 3);

  await openPlanner(page);
  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(page.getByTestId("tour-start")).toContainText("My Location");
  await expect(page.getByTestId("tour-miles")).toHaveText(miles([HERE, ...points]));
  await expect(page.getByTestId("tour-stop-count")).toHaveText("3");
  await expect(page.getByTestId("tour-start-leg-note")).toHaveCount(0);
  await page.getByLabel("Tour name").fill("Totals run");
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied").first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());

  await page.getByRole("link", { name: "My Tours" }).click();
  const card = page.getByTestId("saved-tour");
  await expect(card.getByTestId("tour-totals-line")).toHaveText(
    new RegExp(`^3 stops · ${miles(points).replace(".", "\\.")} mi · `),
  );
  await expect(card).toContainText("From: My Location");
  await expect(card.getByTestId("tour-start-leg-note")).toHaveText(NOTE);
  const cardLine = await card.getByTestId("tour-totals-line").textContent();

  // A visitor who does not share a position sees the card's numbers and the same sentence.
  const visitor = await browser.newContext({ permissions: [] });
  const shared = await visitor.newPage();
  await shared.goto(link);
  await expect(shared.getByTestId("tour-totals-line")).toHaveText(cardLine!, { timeout: 30_000 });
  await expect(shared.getByTestId("tour-start-leg-note")).toHaveText(NOTE);
  await expect(shared.getByTestId("tour-miles")).toHaveText(miles(points));
  await visitor.close();

  // A time budget: the planner, the card and the shared view count the same stops.
  await page.getByRole("link", { name: /^Planner/ }).click();
  await page.getByRole("button", { name: "Clear the start" }).click();
  await page.getByLabel("Time budget").selectOption({ label: "45 min" });
  const kept =
    (await page.getByTestId("tour-stop").count()) -
    (await page.locator("[data-testid=tour-stop][data-dropped]").count());
  await expect(page.getByTestId("tour-stop-count")).toContainText(String(kept));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Tour saved").first()).toBeVisible();
  await page.getByRole("link", { name: "My Tours" }).click();
  const countText = kept === 3 ? "3 stops" : `${kept} of 3 stops`;
  await expect(page.getByTestId("saved-tour").getByTestId("tour-totals-line")).toHaveText(
    new RegExp(`^${countText} · `),
  );
  await expect(page.getByTestId("saved-tour").getByTestId("tour-start-leg-note")).toHaveCount(0);
});
