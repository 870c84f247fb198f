/**
 * The tour planner in a real browser: pick houses from the results, order them (by keyboard and
 * Optimize), open the whole route in Google Maps, save, share, and read the shared link signed
 * out (its stops linked to their houses). Remove keeps the keyboard focus in the list; a house
 * deleted from LI Lights leaves the planner with a message; My Tours offline, never loaded, says
 * it needs a connection. google.com is answered by page routing, so no network is needed.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { greatCircle } from "../contract/great-circle";
import { deleteHouseAsAdmin, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signIn, signOut } from "./support";
// The tour screens' expect, with room for a busy machine (the first signed-in screen loads slowly).
import { expect, openPlanner, saveTourThroughApi } from "./tour-support";

const HERE = { latitude: 40.6807, longitude: -73.4743 };

test.use({
  geolocation: HERE,
  permissions: ["geolocation", "clipboard-read", "clipboard-write"],
});
test.describe.configure({ timeout: 240_000 });

type Point = { latitude: number; longitude: number };
const coordinates = (p: Point) => `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`;

async function stopIds(page: Page) {
  return page
    .getByTestId("tour-stop")
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-house-id"))));
}

/** Adds the first `count` houses of the signed-in results to the tour; returns their ids. */
async function addFromResults(page: Page, count: number) {
  await page.goto("/");
  const cards = page.getByTestId("house-card");
  await expect(cards.nth(count - 1)).toBeVisible({ timeout: 30_000 });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const add = card.getByRole("button", { name: /^Add .+ to tour$/ });
    await add.click();
    await expect(add).toHaveAttribute("aria-pressed", "true");
    ids.push(Number(await card.getAttribute("data-house-id")));
  }
  return ids;
}

async function answerGoogle(context: BrowserContext) {
  await context.route("https://www.google.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Google Maps</title>" }),
  );
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function routeMiles(points: Point[]) {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1]!, points[i]!];
    total += greatCircle(a.latitude, a.longitude, b.latitude, b.longitude);
  }
  return total;
}

test("build a 4-stop tour, order it, open it in Google Maps, save and share it", async ({
  asUser: page,
  context,
  browser,
}) => {
  const added = await addFromResults(page, 4);
  const houses = new Map<number, Point>();
  for (const id of added)
    houses.set(id, await (await page.request.get(`/api/houses/${id}`)).json());

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tour" }).click();
  await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
  await expect.poll(() => stopIds(page)).toEqual(added);

  // Keyboard: move the first stop down twice; focus stays on the stop being moved.
  const firstTitle = await page
    .getByTestId("tour-stop")
    .first()
    .getByRole("link")
    .first()
    .textContent();
  await page.getByRole("button", { name: `Move ${firstTitle} down` }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => stopIds(page)).toEqual([added[1], added[0], added[2], added[3]]);
  await expect(page.getByRole("button", { name: `Move ${firstTitle} down` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => stopIds(page)).toEqual([added[1], added[2], added[0], added[3]]);

  await page.getByRole("button", { name: "Use My Location" }).click();
  await expect(page.getByTestId("tour-start")).toContainText("My Location");
  await page.getByRole("button", { name: "Optimize" }).click();
  await expect(page.getByText("Route optimized").first()).toBeVisible();

  // The order on screen is the shortest of all 24 orders from where we are.
  const ordered = await stopIds(page);
  expect([...ordered].sort()).toEqual([...added].sort());
  const orderedPoints = ordered.map((id) => houses.get(id)!);
  const best = Math.min(
    ...permutations(orderedPoints).map((order) => routeMiles([HERE, ...order])),
  );
  expect(routeMiles([HERE, ...orderedPoints])).toBeCloseTo(best, 6);
  await expect(page.getByTestId("tour-miles")).toHaveText((Math.round(best * 10) / 10).toFixed(1));

  await answerGoogle(context);
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Open in Google Maps" }).click();
  const maps = await popup;
  await maps.waitForLoadState();
  const url = new URL(maps.url());
  expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
  expect(url.searchParams.get("api")).toBe("1");
  expect(url.searchParams.get("origin")).toBe(coordinates(HERE));
  expect(url.searchParams.get("waypoints")).toBe(
    orderedPoints.slice(0, 3).map(coordinates).join("|"),
  );
  expect(url.searchParams.get("destination")).toBe(coordinates(orderedPoints[3]!));
  await maps.close();

  await page.getByLabel("Tour name").fill("Massapequa sparkle run");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Tour saved").first()).toBeVisible();

  await page.getByRole("link", { name: "My Tours" }).click();
  const saved = page.getByTestId("saved-tour");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText("Massapequa sparkle run");
  await expect(saved).toContainText("4 stops");
  await saved.getByRole("button", { name: "Share Massapequa sparkle run" }).click();
  await expect(page.getByText("Link copied").first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/tours\/shared\/[A-Za-z0-9_-]{22}$/);

  // Signed out, in a fresh browser: the same stops, read-only.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.clock.install();
  await shared.goto(link);
  await expect(
    shared.getByRole("heading", { name: "Massapequa sparkle run", level: 1 }),
  ).toBeVisible({ timeout: 30_000 });
  // No sign-up prompt over a shared tour (it comes after 5 s elsewhere).
  await shared.clock.runFor(6_000);
  await expect(shared.getByRole("dialog")).toHaveCount(0);
  await expect.poll(() => stopIds(shared)).toEqual(ordered);
  await expect(shared.getByRole("button", { name: /^Move / })).toHaveCount(0);
  await expect(shared.getByRole("link", { name: "Open in Google Maps" })).toBeVisible();
  await visitor.close();
});

test("tour screens: empty, planned, saved list and shared link pass axe", async ({
  asUser: page,
  browser,
}) => {
  await page.goto("/tour");
  await expect(page.getByRole("heading", { name: "Your tour is empty" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto("/tours");
  await expect(page.getByRole("heading", { name: "No saved tours yet" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await addFromResults(page, 3);
  await page.goto("/tour");
  await expect(page.getByTestId("tour-stop")).toHaveCount(3);
  await page.getByLabel("Time budget").selectOption({ label: "45 min" });
  await expect(page.getByLabel("Time budget")).toHaveValue("45");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Link copied").first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await page.goto("/tours");
  await expect(page.getByTestId("saved-tour")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(link);
  await expect(shared.getByTestId("tour-stop")).toHaveCount(3, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(shared);
  // Signed out too, each stop links to its house's page (house pages are public).
  const houseLinks = shared.getByTestId("tour-stop").locator('a[href^="/house/"]');
  await expect(houseLinks).toHaveCount(3);
  const firstHouse = await houseLinks.first().textContent();
  await houseLinks.first().click();
  await expect(shared.getByRole("heading", { name: firstHouse!, level: 1 })).toBeVisible();
  await shared.goto("/tours/shared/AAAAAAAAAAAAAAAAAAAAAA");
  await expect(shared.getByRole("heading", { name: "Tour not found" })).toBeVisible();
  await visitor.close();
});

test("logging out takes the saved tour being planned along: the next account's planner starts empty", async ({
  asUser: page,
  account,
  makeAccount,
}) => {
  const next = await makeAccount("Next Person");
  await saveTourThroughApi(page, account, "Shared browser sparkle", 3);
  await page.goto("/tours");
  await page.getByRole("button", { name: "Open Shared browser sparkle in the planner" }).click();
  await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
  await expect(page.getByText("3 of 20 stops · saved tour", { exact: true })).toBeVisible();

  await signOut(page);
  const savedTourCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/tours\/\d+$/.test(pathname))
      savedTourCalls.push(`${request.method()} ${pathname}`);
  });
  await signIn(page, next.email, next.password);
  await openPlanner(page);
  await expect(page.getByRole("heading", { name: "Your tour is empty" })).toBeVisible();
  await expect(page.getByText("0 of 20 stops", { exact: true })).toBeVisible();
  // The first account's tour is not asked for (its owner alone may read or save it).
  expect(savedTourCalls).toEqual([]);
});

test("Remove keeps the keyboard in the list: the next stop's Remove, else the previous one's, else the heading", async ({
  asUser: page,
}) => {
  await addFromResults(page, 3);
  await openPlanner(page);
  // Once the rows with drag handles are in (they replace the first ones once loaded).
  await expect(page.getByTestId("tour-stop-drag-handle")).toHaveCount(3);
  const removeButton = (index: number) =>
    page
      .getByTestId("tour-stop")
      .nth(index)
      .getByRole("button", { name: /^Remove .+ from tour$/ });
  const third = await removeButton(2).getAttribute("aria-label");
  const first = await removeButton(0).getAttribute("aria-label");

  await removeButton(1).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);
  await expect(page.getByRole("button", { name: third! })).toBeFocused();

  // The last stop has no next one: the previous stop's Remove.
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("tour-stop")).toHaveCount(1);
  await expect(page.getByRole("button", { name: first! })).toBeFocused();

  // The only stop: the planner's heading, above the empty tour.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your tour is empty" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeFocused();
});

test("a house deleted from LI Lights leaves the planner with one message, and Save works", async ({
  asUser: page,
  account,
  makeHouse,
  adminToken,
}) => {
  const house = await makeHouse(account);
  await addFromResults(page, 1);
  await page.goto(house.path);
  await page.getByRole("button", { name: "Add to tour" }).first().click();
  await expect(page.getByRole("button", { name: "In tour" }).first()).toBeVisible();
  await deleteHouseAsAdmin(house.id, adminToken);

  await openPlanner(page);
  await expect(
    page.getByText("A house in your tour was removed from LI Lights", { exact: true }),
  ).toHaveCount(1);
  await expect(page.getByTestId("tour-stop")).toHaveCount(1);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Tour saved").first()).toBeVisible();
});

test("offline, My Tours never loaded online says it needs a connection, then loads once back", async ({
  asUser: page,
  context,
}) => {
  // The list's request is held until the connection is gone, then fails as it would offline.
  let connectionGone!: () => void;
  const gone = new Promise<void>((resolve) => {
    connectionGone = resolve;
  });
  await page.route("**/api/tours", async (route) => {
    await gone;
    await route.abort("internetdisconnected");
  });
  await page.goto("/tours");
  await expect(page.getByRole("heading", { name: "My Tours", level: 1 })).toBeVisible();
  await context.setOffline(true);
  connectionGone();
  await expect(page.getByRole("heading", { name: "My Tours need a connection" })).toBeVisible();
  await expect(
    page.getByText("Your tours are saved on this device after you open My Tours once online."),
  ).toBeVisible();
  await expect(page.getByText("Error loading your tours")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.unroute("**/api/tours");
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "No saved tours yet" })).toBeVisible();
});
