/**
 * The home finder shows the search the visitor started last (decision 349): a ZIP whose lookup
 * answers late does not replace a text search, a picked suggestion or My Location started after
 * it, and a position that arrives late does not replace a search typed while it was awaited.
 * Use My Location overtaken by a newer search is idle again at once, not when the position comes
 * (decision 352). The tour planner's start box does the same with its lookups (decision 352).
 */
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cards } from "./house-results";
import { addFromResults, openPlanner } from "./tour-support";

/**
 * Holds every ZIP lookup (GET /api/geocode) until `release` is called, then lets it through: the
 * slow geocoder of a weak signal. `asked` is the first lookup the page made.
 */
async function holdGeocode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/geocode?**", async (route) => {
    await released;
    // The page may have called the lookup off meanwhile: there is nothing left to answer.
    await route.continue().catch(() => undefined);
  });
  const asked = page.waitForRequest((request) => request.url().includes("/api/geocode?"));
  return { release, asked };
}

/** The /api/houses searches the page asks for from now on, as their query strings. */
function houseSearches(page: Page) {
  const searches: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/houses") searches.push(url.searchParams);
  });
  return searches;
}

async function openHome(page: Page) {
  await page.goto("/home");
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });
  return page.getByRole("combobox", { name: "Location" });
}

/** Types a ZIP and presses Enter; its lookup is held, so the search is still under way. */
async function startHeldZipSearch(page: Page) {
  const geocode = await holdGeocode(page);
  const location = await openHome(page);
  await location.fill("11510");
  await location.press("Enter");
  const lookup = await geocode.asked;
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeDisabled();
  return { location, lookup, release: geocode.release };
}

/**
 * Lets the held ZIP lookup go on and checks it was called off when the newer search started: it
 * never answers (Playwright gives no response for an aborted request), so nothing replaces the
 * newer search's results.
 */
async function expectCalledOff(release: () => void, lookup: Request) {
  release();
  expect(await lookup.response()).toBeNull();
}

test("a ZIP looked up late does not replace a text search typed after it", async ({
  asUser: page,
}) => {
  const searches = houseSearches(page);
  const { location, lookup, release } = await startHeldZipSearch(page);
  // The Search button waits for the lookup, Enter in the box does not: a new search starts.
  await location.fill("Selden");
  await location.press("Enter");
  const count = page.getByTestId("result-count");
  await expect(count).toContainText('found for "Selden"');
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled();

  await expectCalledOff(release, lookup);
  await expect(count).toContainText('found for "Selden"');
  await expect(location).toHaveValue("Selden");
  expect(searches.filter((search) => search.has("latitude"))).toEqual([]);
});

test("a ZIP looked up late does not replace a suggestion picked after it", async ({
  asUser: page,
}) => {
  const { location, lookup, release } = await startHeldZipSearch(page);
  await location.fill("Ronko");
  await page.getByRole("option", { name: "Ronkonkoma, NY, USA", exact: true }).click();
  const count = page.getByTestId("result-count");
  await expect(count).toContainText("found near Ronkonkoma, NY, USA");

  await expectCalledOff(release, lookup);
  await expect(count).toContainText("found near Ronkonkoma, NY, USA");
  await expect(location).toHaveValue("Ronkonkoma, NY, USA");
});

test("a ZIP looked up late does not replace My Location pressed after it", async ({
  asUser: page,
  context,
}) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 40.6807, longitude: -73.4743 });
  const { location, lookup, release } = await startHeldZipSearch(page);
  await page.getByRole("button", { name: "Use My Location" }).click();
  const count = page.getByTestId("result-count");
  await expect(count).toHaveText(/^\d+ houses? found near your location$/);
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled();

  await expectCalledOff(release, lookup);
  await expect(count).toHaveText(/^\d+ houses? found near your location$/);
  await expect(location).toHaveValue("My location");
});

test("a position that arrives late does not replace a search typed while it was awaited", async ({
  asUser: page,
}) => {
  // The device's location service, answering only when the test says so (a slow fix outdoors).
  await page.addInitScript(() => {
    const held = {
      getCurrentPosition(ok: PositionCallback) {
        (window as unknown as { answerPosition(): void }).answerPosition = () =>
          ok({
            coords: { latitude: 40.6807, longitude: -73.4743, accuracy: 20 },
            timestamp: Date.now(),
          } as GeolocationPosition);
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    Object.defineProperty(navigator, "geolocation", { value: held, configurable: true });
  });
  const searches = houseSearches(page);
  const location = await openHome(page);
  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(page.getByRole("button", { name: "Locating..." })).toBeVisible();
  await location.fill("Selden");
  await location.press("Enter");
  const count = page.getByTestId("result-count");
  await expect(count).toContainText('found for "Selden"');

  // The position arrives; the button's "Locating..." ends in the same render as whatever the
  // screen does with the position.
  await page.evaluate(() => (window as unknown as { answerPosition(): void }).answerPosition());
  await expect(page.getByRole("button", { name: "Use My Location" })).toBeVisible();
  await expect(count).toContainText('found for "Selden"');
  await expect(location).toHaveValue("Selden");
  expect(searches.filter((search) => search.has("latitude"))).toEqual([]);
});

/**
 * The device's location service, answering only when the test says so (a slow fix outdoors):
 * each request waits in line, and `answerPosition()` in the page answers the oldest.
 */
async function holdPositions(page: Page) {
  await page.addInitScript(() => {
    const waiting: PositionCallback[] = [];
    (window as unknown as { answerPosition(): void }).answerPosition = () =>
      waiting.shift()?.({
        coords: { latitude: 40.6807, longitude: -73.4743, accuracy: 20 },
        timestamp: Date.now(),
      } as GeolocationPosition);
    const held = {
      getCurrentPosition(ok: PositionCallback) {
        waiting.push(ok);
      },
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    Object.defineProperty(navigator, "geolocation", { value: held, configurable: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { answerPosition(): void }).answerPosition());
}

test("Use My Location is idle again as soon as a typed search overtakes it", async ({
  asUser: page,
}) => {
  const answerPosition = await holdPositions(page);
  const location = await openHome(page);
  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(page.getByRole("button", { name: "Locating..." })).toBeVisible();
  await location.fill("Selden");
  await location.press("Enter");
  // The position has not come: the button no longer waits for it.
  await expect(page.getByRole("button", { name: "Use My Location" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Locating..." })).toHaveCount(0);
  await expect(page.getByTestId("result-count")).toContainText('found for "Selden"');

  // Pressed again, it waits for its own position; the old one arriving does not end that wait.
  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(page.getByRole("button", { name: "Locating..." })).toBeVisible();
  await answerPosition();
  await expect(page.getByRole("button", { name: "Locating..." })).toBeVisible();
  await expect(location).toHaveValue("Selden");
  await answerPosition();
  await expect(page.getByRole("button", { name: "Use My Location" })).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText(
    /^\d+ houses? found near your location$/,
  );
  await expect(location).toHaveValue("My location");
});

test("Use My Location is idle again as soon as a picked suggestion overtakes it", async ({
  asUser: page,
}) => {
  const answerPosition = await holdPositions(page);
  const location = await openHome(page);
  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(page.getByRole("button", { name: "Locating..." })).toBeVisible();
  await location.fill("Ronko");
  await page.getByRole("option", { name: "Ronkonkoma, NY, USA", exact: true }).click();
  const count = page.getByTestId("result-count");
  await expect(count).toContainText("found near Ronkonkoma, NY, USA");
  await expect(page.getByRole("button", { name: "Use My Location" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Locating..." })).toHaveCount(0);

  await answerPosition();
  await expect(count).toContainText("found near Ronkonkoma, NY, USA");
  await expect(location).toHaveValue("Ronkonkoma, NY, USA");
  await expect(page.getByRole("button", { name: "Use My Location" })).toBeVisible();
});

/** The planner with one stop, a ZIP typed in its start box and its lookup held. */
async function startHeldStartLookup(page: Page) {
  await addFromResults(page, 1);
  const geocode = await holdGeocode(page);
  await openPlanner(page);
  const box = page.getByRole("combobox", { name: "Or start from an address or ZIP" });
  await box.fill("11510");
  await box.press("Enter");
  const lookup = await geocode.asked;
  return { box, lookup, release: geocode.release };
}

test("a tour start looked up late does not replace a suggestion picked after it", async ({
  asUser: page,
}) => {
  const { box, lookup, release } = await startHeldStartLookup(page);
  await box.fill("Ronko");
  await page.getByRole("option", { name: "Ronkonkoma, NY, USA", exact: true }).click();
  const start = page.getByTestId("tour-start");
  await expect(start).toContainText("From: Ronkonkoma, NY, USA");
  // Set start waited for the lookup called off, not for the one that answered.
  await expect(page.getByRole("button", { name: "Set start" })).not.toHaveAttribute(
    "aria-disabled",
    "true",
  );

  await expectCalledOff(release, lookup);
  await expect(start).toContainText("From: Ronkonkoma, NY, USA");
});

test("a tour start looked up late does not replace My Location pressed after it", async ({
  asUser: page,
  context,
}) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 40.6807, longitude: -73.4743 });
  const { lookup, release } = await startHeldStartLookup(page);
  await page.getByRole("button", { name: "Use My Location" }).click();
  const start = page.getByTestId("tour-start");
  await expect(start).toContainText("From: My Location");
  await expect(page.getByRole("button", { name: "Set start" })).not.toHaveAttribute(
    "aria-disabled",
    "true",
  );

  await expectCalledOff(release, lookup);
  await expect(start).toContainText("From: My Location");
});
