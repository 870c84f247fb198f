/**
 * Offline, a list the device has no saved answer for (a new search on the home, Top Houses) says
 * it needs a connection: never an error, never a skeleton until the connection comes back. A
 * list the service worker keeps (favorites) opens from its copy, also when the connection dropped
 * while the app was open. Back online, the lists load (decision 297). The other screens whose
 * answers are not saved (the towns, a town, Popular Tours, My Reviews, My Reports) say the same
 * (decision 342).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, openControlled } from "./support";

const OPENS_OFFLINE = "Towns and houses you have opened on this device open without one.";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// The worker installs (about 90 files) before the test can go offline.
test.describe.configure({ timeout: 180_000 });

function goTo(page: Page, screen: string) {
  return page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: screen }).click();
}

test("offline, a new search and Top Houses say they need a connection, saved favorites open, and back online the lists load", async ({
  asUser: page,
  context,
}) => {
  await openControlled(page);
  // Favorites opened online: the service worker keeps the list.
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  // A fresh page, nothing in its memory, then the connection drops with the home open.
  await page.goto("/home");
  const found = page.getByText(/^\d+ houses found/);
  await expect(found).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toBeVisible();

  await page.getByRole("checkbox", { name: "Animatronics" }).check();
  await expect(page.getByRole("heading", { name: "Searching needs a connection" })).toBeVisible();
  await expect(
    page.getByText("Towns and houses you have opened on this device open without one."),
  ).toBeVisible();
  await expect(page.getByText("Failed to fetch houses")).toHaveCount(0);
  // Nor a count line still "Searching...".
  await expect(page.getByTestId("result-count")).toHaveText("");
  await expectNoSeriousA11yViolations(page);
  await test.info().attach("offline-search", {
    body: await page.screenshot(),
    contentType: "image/png",
  });

  await goTo(page, "Top Houses");
  await expect(page.getByRole("heading", { name: "Top Houses need a connection" })).toBeVisible();
  await goTo(page, "My Favorites");
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();

  // Back online: the list that needed the connection loads.
  await context.setOffline(false);
  await goTo(page, "Top Houses");
  await expect(page.getByTestId("top-houses-count")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Houses need a connection" })).toHaveCount(0);
});

/** A move inside the app, as its own links make (no page load, which offline could not happen). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("offline, the towns, a town, Popular Tours, My Reviews and My Reports say they need a connection, and back online they load", async ({
  asUser: page,
  context,
  request,
}) => {
  const house = await (await request.get("/api/houses/2")).json();
  await openControlled(page);
  await page.goto(`/house/${house.id}`);
  await expect(page.getByRole("heading", { name: house.title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  // The app runs, signed in (the heading is already in the worker's first paint): the user's
  // account came before the connection goes.
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);

  // The house page's link to its town (decision 172: the town page says what it can offline).
  await page.getByRole("link", { name: `More in ${house.city}` }).click();
  await expect(
    page.getByRole("heading", { name: "This town's houses need a connection" }),
  ).toBeVisible();
  await expect(page.getByText(OPENS_OFFLINE)).toBeVisible();
  await expect(page.getByText("Error loading this town")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const screens = [
    { path: "/lights", title: "The towns need a connection", error: "Error loading towns" },
    {
      path: "/tours/popular",
      title: "Popular Tours need a connection",
      error: "Error loading popular tours",
    },
    {
      path: "/reviews",
      title: "Your reviews need a connection",
      error: "Failed to load your reviews",
    },
    {
      path: "/my-reports",
      title: "Your reports need a connection",
      error: "Failed to load your reports",
    },
  ];
  for (const screen of screens) {
    await goInApp(page, screen.path);
    await expect(page.getByRole("heading", { name: screen.title })).toBeVisible();
    await expect(page.getByText(screen.error)).toHaveCount(0);
    await expect(page.locator("main [aria-busy=true]")).toHaveCount(0);
  }

  // Back online, the screen that waited loads without a reload.
  await context.setOffline(false);
  await expect(
    page.getByRole("heading", { name: "My Reports", level: 1, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your reports need a connection" })).toHaveCount(
    0,
    { timeout: 30_000 },
  );
  await goInApp(page, "/lights");
  await expect(page.getByRole("link", { name: new RegExp(`^${house.city}`) })).toBeVisible({
    timeout: 30_000,
  });
});
