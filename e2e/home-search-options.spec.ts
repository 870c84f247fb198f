/**
 * The home finder's other choices: the distance (10 and 25 miles, and all of Long Island) around a
 * searched place, the location failures other than a refused permission (the device cannot tell
 * where it is, or takes too long), and Top Houses when no display is named one yet.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cards, distancesShown } from "./house-results";

async function resultCount(page: Page) {
  const text = await page.getByTestId("result-count").textContent();
  return Number(/^(\d+) houses? found/.exec(text ?? "")?.[1]);
}

/** Scrolls the results (10 load at a time) until the list says every house is shown. */
async function showAll(page: Page) {
  const end = page.getByText(/^(You've seen all \d+ houses|That's the only house)\.$/);
  await expect
    .poll(
      async () => {
        await cards(page).last().scrollIntoViewIfNeeded();
        return end.isVisible();
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return distancesShown(page);
}

/** Picks a distance and waits for the search it starts (`maxDistance` absent for all). */
async function chooseDistance(page: Page, label: string, maxDistance: number | null) {
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === "/api/houses" &&
      url.searchParams.get("maxDistance") === (maxDistance === null ? null : String(maxDistance))
    );
  });
  await page.getByRole("combobox", { name: "Distance" }).click();
  await page.getByRole("option", { name: label }).click();
  const { totalCount } = (await (await answer).json()) as { totalCount: number };
  await expect(page.getByRole("combobox", { name: "Distance" })).toHaveText(label);
  await expect(page.getByTestId("result-count")).toContainText("near 11520, Freeport, NY");
  // The count line shows this answer (not the last ring's, still on screen a moment).
  await expect.poll(() => resultCount(page)).toBe(totalCount);
  return totalCount;
}

test("distance 10, 25 and all of Long Island; location unavailable and timed out", async ({
  asUser: page,
}) => {
  // The device's location service, answering with the error code the test sets.
  await page.addInitScript(() => {
    const failing = {
      getCurrentPosition(_ok: PositionCallback, fail?: PositionErrorCallback | null) {
        const code = (window as unknown as { geolocationErrorCode: number }).geolocationErrorCode;
        setTimeout(() =>
          fail?.({
            code,
            message: "",
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError),
        );
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    Object.defineProperty(navigator, "geolocation", { value: failing, configurable: true });
  });
  await page.goto("/home");
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });

  const location = page.getByRole("combobox", { name: "Location" });
  await location.fill("11520");
  const within5 = page.waitForResponse((r) => r.url().includes("maxDistance=5"));
  await location.press("Enter");
  const count5 = ((await (await within5).json()) as { totalCount: number }).totalCount;
  expect(count5).toBeGreaterThan(0);
  await expect(page.getByTestId("result-count")).toContainText("near 11520, Freeport, NY");
  await expect.poll(() => resultCount(page)).toBe(count5);
  const within5Miles = await showAll(page);
  for (const d of within5Miles) expect(d).toBeLessThanOrEqual(5);

  // Each wider ring adds houses between it and the last one, and none beyond it (counts are not
  // compared: other tests add and delete houses meanwhile).
  await chooseDistance(page, "Within 10 miles", 10);
  const within10Miles = await showAll(page);
  expect(Math.max(...within10Miles)).toBeLessThanOrEqual(10);
  expect(Math.max(...within10Miles)).toBeGreaterThan(5);

  await chooseDistance(page, "Within 25 miles", 25);
  const within25Miles = await showAll(page);
  expect(Math.max(...within25Miles)).toBeLessThanOrEqual(25);
  expect(Math.max(...within25Miles)).toBeGreaterThan(10);

  await chooseDistance(page, "All of Long Island", null);
  const everywhere = await showAll(page);
  expect(Math.max(...everywhere)).toBeGreaterThan(25);
  // Nearest first still, now out to the East End.
  expect([...everywhere].sort((x, y) => x - y)).toEqual(everywhere);

  const locationToast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText("Location Error", { exact: true }) });
  await page.evaluate(() => {
    (window as unknown as { geolocationErrorCode: number }).geolocationErrorCode = 2;
  });
  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(locationToast).toContainText(
    "Location unavailable. Please check that your device's location services are turned on.",
  );
  await page.evaluate(() => {
    (window as unknown as { geolocationErrorCode: number }).geolocationErrorCode = 3;
  });
  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(locationToast).toContainText("Getting your location timed out. Please try again.");
  // The search stays where it was.
  await expect(location).toHaveValue("11520");
  await expect(page.getByRole("combobox", { name: "Distance" })).toHaveText("All of Long Island");
});

test("Top Houses with none named says so", async ({ asUser: page }) => {
  // The season before an admin names any: the list the server gives has no Top House in it.
  await page.route(/\/api\/houses\?.*sortBy=topHouses/, async (route) => {
    const answer = await route.fetch();
    const list = await answer.json();
    await route.fulfill({
      response: answer,
      json: {
        ...list,
        houses: list.houses.map((house: object) => ({ ...house, isTopHouse: false })),
      },
    });
  });
  await page.goto("/top-houses");
  await expect(page.getByText("No Top Houses", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(
    page.getByText("No displays have been named Top Houses yet. Check back soon!"),
  ).toBeVisible();
  await expect(page.getByTestId("top-houses-count")).toHaveText(
    "0 premier displays across Long Island",
  );
  await expect(page.getByTestId("house-card")).toHaveCount(0);
});

test("a search that finds one house ends its list in the singular", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  // Orient, at the North Fork's end: no other house within 5 miles.
  const place = { city: "Orient", latitude: 41.1534, longitude: -72.2431 };
  const title = "Only One Out East Lights";
  await makeHouse(account, { title, place });
  await page.goto("/home");
  await page
    .getByRole("combobox", { name: "Location" })
    .fill(`${place.latitude}, ${place.longitude}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("result-count")).toContainText("1 house found");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(title);
  await expect(page.getByText("That's the only house.", { exact: true })).toBeVisible();
  await expect(page.getByText(/seen all/)).toHaveCount(0);
});
