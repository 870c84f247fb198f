/**
 * Finding houses as a signed-in user: the home finder (browsing, filters and sort, searching by
 * place and by position), a house page (page views, directions visits, gallery, share), visits
 * recorded by standing at a house, and Top Houses. Each test starts signed in as a fresh account
 * (e2e/fixtures.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cards, distancesShown } from "./house-results";
import { APP_URL, gotoWithClockStopped } from "./support";

/** Demo house 1 (seed/demo.sql): The Quinn Family Light Show, Freeport. */
const QUINN = { path: "/house/freeport/10-washington-ave", title: "The Quinn Family Light Show" };
/** Demo house 2: The Merry Mailbox, Hampton Bays, with visitors' photos beside its main one. */
const MERRY_MAILBOX = { path: "/house/hampton-bays/91-hamilton-pl" };

test.use({ accountName: "Dana Discover" });

async function openHome(page: Page) {
  await page.goto("/home");
  await expect(page.getByTestId("welcome")).toHaveText("Welcome, Dana!", { timeout: 30_000 });
  await expect(cards(page).first()).toBeVisible();
}

test.describe("home finder", () => {
  // One home screen per journey: each step starts where the one before left it.
  test("searching by place: ZIP, a lat/lng point, a town from the suggestions, a denied location, then My Location", async ({
    asUser: page,
    context,
    request,
  }) => {
    const house = await (await request.get("/api/houses/1")).json();
    await openHome(page);
    await test.step("search by ZIP shows houses within 5 miles, with distances to 1 decimal", async () => {
      const location = page.getByRole("combobox", { name: "Location" });
      await location.fill("11520");
      const answer = page.waitForResponse(
        (r) => r.url().includes("/api/houses?") && r.url().includes("maxDistance=5"),
      );
      await location.press("Enter");
      await answer;
      await expect(page.getByTestId("result-count")).toContainText("near 11520, Freeport, NY");
      await expect(cards(page).first()).toBeVisible();
      const distances = await distancesShown(page);
      expect(distances.length).toBeGreaterThan(0);
      for (const d of distances) expect(d).toBeLessThanOrEqual(5);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      for (const text of await page
        .getByTestId("house-results")
        .getByTestId("house-distance")
        .allInnerTexts()) {
        expect(text).toMatch(/^\d+\.\d mi$/);
      }
      for (const text of await page
        .getByTestId("house-results")
        .getByTestId("house-rating")
        .allInnerTexts()) {
        expect(text).toMatch(/^\d\.\d$/);
      }
    });

    await test.step('search by "lat, lng" puts the house at that point first at 0.0 mi', async () => {
      await page
        .getByRole("combobox", { name: "Location" })
        .fill(`${house.latitude}, ${house.longitude}`);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(cards(page).first()).toContainText(house.title);
      await expect(cards(page).first().getByTestId("house-distance")).toHaveText("0.0 mi");
    });

    await test.step("search by town through autocomplete; the list closes on an outside click", async () => {
      const location = page.getByRole("combobox", { name: "Location" });
      await location.fill("Ronk");
      const option = page.getByRole("option", { name: "Ronkonkoma, NY, USA", exact: true });
      await expect(option).toBeVisible();
      await page.getByRole("heading", { level: 1 }).click();
      await expect(page.getByRole("listbox")).toBeHidden();
      await location.fill("Ronko");
      await page.getByRole("option", { name: "Ronkonkoma, NY, USA", exact: true }).click();
      await expect(location).toHaveValue("Ronkonkoma, NY, USA");
      await expect(page.getByTestId("result-count")).toContainText("near Ronkonkoma, NY, USA");
      await expect(cards(page).first()).toContainText("Ronkonkoma");
    });

    await test.step("a denied location permission explains what to do", async () => {
      await page.getByRole("button", { name: "Use My Location" }).click();
      await expect(
        page.getByText("Location permission denied", { exact: false }).first(),
      ).toBeVisible();
    });

    await test.step("Use My Location searches 25 miles around the browser position", async () => {
      await context.grantPermissions(["geolocation"]);
      await context.setGeolocation({ latitude: 40.6807, longitude: -73.4743 });
      const answer = page.waitForResponse((r) => r.url().includes("maxDistance=25"));
      await page.getByRole("button", { name: "Use My Location" }).click();
      await answer;
      // The box and the count say it as people do, not as coordinates.
      await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("My location");
      await expect(page.getByTestId("result-count")).toHaveText(
        /^\d+ houses? found near your location$/,
      );
      await expect(page.getByRole("combobox", { name: "Distance" })).toHaveText("Within 25 miles");
      for (const d of await distancesShown(page)) expect(d).toBeLessThanOrEqual(25);

      // Searching again keeps the position (the words are not a place to look up).
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByTestId("result-count")).toHaveText(
        /^\d+ houses? found near your location$/,
      );
    });
  });

  test("browsing: infinite scroll loads page 2 and list view shows the same cards; feature filters and sort change the results", async ({
    asUser: page,
  }) => {
    await openHome(page);
    await test.step("infinite scroll loads page 2; list view shows the same cards", async () => {
      await expect(cards(page)).toHaveCount(10);
      const second = page.waitForResponse(
        (r) => r.url().includes("/api/houses?") && r.url().includes("offset=10"),
      );
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      await second;
      // Page 2 is an offset into the rating order; a house it repeats (re-rated meanwhile) shows once.
      await expect.poll(async () => cards(page).count()).toBeGreaterThan(10);
      const ids = () => cards(page).evaluateAll((els) => els.map((el) => el.dataset.houseId));
      const gridIds = await ids();
      expect(new Set(gridIds).size).toBe(gridIds.length);
      await page.getByRole("button", { name: "List" }).click();
      await expect(page.getByTestId("house-results")).toHaveAttribute("data-layout", "list");
      // The list may scroll the sentinel into view and load page 3; the cards shown stay the same.
      await expect.poll(async () => (await ids()).slice(0, gridIds.length)).toEqual(gridIds);
    });

    await test.step("feature filters and sort change the results", async () => {
      const count = page.getByTestId("result-count");
      await expect(count).toHaveText(/^\d+ houses found$/);
      const all = Number.parseInt((await count.textContent()) ?? "0", 10);

      const filtered = page.waitForResponse((r) =>
        r.url().includes("features=Music-Sync%2CWalk-Through"),
      );
      await page
        .getByRole("complementary", { name: "Feature filters" })
        .getByLabel("Music Synchronized")
        .check();
      await page
        .getByRole("complementary", { name: "Feature filters" })
        .getByLabel("Walk-Through")
        .check();
      const body = await (await filtered).json();
      await expect(page.getByTestId("filter-count")).toHaveText("2 selected");
      await expect(count).toHaveText(
        `${body.totalCount} ${body.totalCount === 1 ? "house" : "houses"} found`,
      );
      expect(body.totalCount).toBeLessThan(all);
      await expect(cards(page)).toHaveCount(Math.min(10, body.totalCount));

      await page.getByRole("button", { name: "Clear all" }).click();
      await expect(count).toHaveText(`${all} houses found`);

      // The keyboard opens a select and gets the focus back when it closes (the menu's code loads
      // when its trigger takes the focus, or when the key is pressed).
      const distance = page.getByRole("combobox", { name: "Distance" });
      await distance.focus();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("listbox")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("listbox")).toBeHidden();
      await expect(distance).toBeFocused();

      const sorted = page.waitForResponse((r) => r.url().includes("sortBy=pageViews"));
      await page.getByRole("combobox", { name: "Sort by" }).click();
      await page.getByRole("option", { name: "Most Viewed" }).click();
      const byViews = await (await sorted).json();
      await expect(cards(page).first()).toHaveAttribute(
        "data-house-id",
        String(byViews.houses[0].id),
      );
      for (let i = 1; i < byViews.houses.length; i++) {
        expect(byViews.houses[i - 1].pageViewCount).toBeGreaterThanOrEqual(
          byViews.houses[i].pageViewCount,
        );
      }
    });
  });
});

test.describe("house page", () => {
  test("opening a house posts a page view; directions buttons post a visit, counted once a day", async ({
    asUser: page,
    context,
  }) => {
    await openHome(page);
    await page.getByRole("combobox", { name: "Location" }).fill("11520");
    await page.getByRole("combobox", { name: "Location" }).press("Enter");
    // The house is in the first list too: wait for the search's list, or the click can land where
    // the card was as the new list replaces the old one.
    await expect(page.getByTestId("result-count")).toHaveText(/found near 11520/);
    const card = cards(page).filter({ hasText: QUINN.title });
    await expect(card).toBeVisible();

    const pageView = page.waitForRequest(
      (r) => r.method() === "POST" && /\/api\/houses\/\d+\/page-view$/.test(r.url()),
    );
    await card.click();
    await expect(page).toHaveURL(QUINN.path);
    await pageView;
    await expect(page.getByRole("heading", { level: 1, name: QUINN.title })).toBeVisible();
    // The actions panel exists once, in the side column on a large screen.
    await expect(page.getByTestId("house-actions")).toHaveCount(1);
    await expect(page.getByTestId("house-actions")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reviews (3)" })).toBeVisible();
    const visitsBefore = Number(await page.getByTestId("stat-visits").textContent());

    for (const name of ["Google Maps", "Apple Maps", "Waze"]) {
      const visit = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/visit"),
      );
      const popup = context.waitForEvent("page");
      await page.getByRole("link", { name }).click();
      expect((await visit).status()).toBe(200);
      await (await popup).close();
    }
    // Directions clicks count once per user, house and day: three buttons add one.
    await expect(page.getByTestId("stat-visits")).toHaveText(String(visitsBefore + 1));
  });

  test("gallery wraps around and opens full screen; unknown houses say House not found", async ({
    asUser: page,
  }) => {
    await page.goto(MERRY_MAILBOX.path);
    const position = page.getByTestId("gallery-position");
    await expect(position).toHaveText(/^1 \/ (\d+)$/);
    const total = ((await position.textContent()) ?? "").split(" / ")[1];
    await page.getByRole("button", { name: "Previous photo" }).first().click();
    await expect(position).toHaveText(`${total} / ${total}`);
    await page.getByRole("button", { name: "Next photo" }).first().click();
    await expect(position).toHaveText(`1 / ${total}`);
    await page.getByRole("button", { name: "Open photo full screen" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open photo full screen" })).toBeFocused();

    await page.goto("/house/nowhere/0-no-such-st");
    await expect(page.getByRole("heading", { name: "House not found" })).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(MERRY_MAILBOX.path);
  });

  test("Left and Right turn the photos on the page and full screen, wrapping, not in a text field", async ({
    asUser: page,
  }) => {
    await page.goto(MERRY_MAILBOX.path);
    const position = page.getByTestId("gallery-position");
    await expect(position).toHaveText(/^1 \/ (\d+)$/);
    const total = ((await position.textContent()) ?? "").split(" / ")[1];
    const photo = page.getByRole("button", { name: "Open photo full screen" });

    // On the page: with focus on the photo, then on one of its controls.
    await photo.focus();
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText(`2 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText(`${total} / ${total}`);
    await page.getByRole("button", { name: "Show photo 1" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText(`1 / ${total}`);

    // Full screen: the view's counter and the page's turn together, wrapping.
    await photo.focus();
    await page.keyboard.press("Enter");
    const fullScreen = page.getByRole("dialog");
    await expect(fullScreen.getByTestId("full-screen-position")).toHaveText(`1 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await expect(fullScreen.getByTestId("full-screen-position")).toHaveText(`${total} / ${total}`);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(fullScreen.getByTestId("full-screen-position")).toHaveText(`2 / ${total}`);
    await page.keyboard.press("Escape");
    await expect(fullScreen).toHaveCount(0);
    await expect(position).toHaveText(`2 / ${total}`);
    await expect(photo).toBeFocused();

    // A text field keeps its arrows for its caret.
    const review = page.getByLabel("Your review (optional)");
    await review.fill("Lovely");
    await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveText(`2 / ${total}`);
    expect(await review.evaluate((field: HTMLTextAreaElement) => field.selectionStart)).toBe(5);
  });

  test("share copies the link when the Web Share API is missing", async ({
    asUser: page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing the API to test the fallback.
      (navigator as any).share = undefined;
    });
    await page.goto(QUINN.path);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied", { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${APP_URL}${QUINN.path}`,
    );
  });
});

test.describe("location", () => {
  test("the visit watcher starts once the page has settled, not with the screen", async ({
    asUser: page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 40.7, longitude: -73.6 });
    // Requests, not the page's resource timings: the stopped page clock replaces `performance`.
    const watcherRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/use-proximity-watcher-[\w-]+\.js$/.test(request.url())) {
        watcherRequests.push(request.url());
      }
    });
    const watcherScripts = () => watcherRequests.length;
    await gotoWithClockStopped(page, "/home", page.getByTestId("house-card").first());
    expect(await watcherScripts()).toBe(0);
    // 3 s after the load event, then the next idle moment.
    await page.clock.runFor(4_000);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return watcherScripts();
      })
      .toBe(1);
  });

  test("standing at a house records a proximity visit once", async ({
    asUser: page,
    context,
    request,
  }) => {
    const house = await (await request.get("/api/houses/4")).json();
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({
      latitude: house.latitude,
      longitude: house.longitude,
      accuracy: 5,
    });
    const visit = page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        r.url().endsWith(`/api/houses/${house.id}/proximity-visit`),
      { timeout: 45_000 },
    );
    await page.goto("/home");
    const answer = await (await visit).json();
    expect(answer).toMatchObject({ success: true, alreadyVisited: false });
    await expect(page.getByText("Visit Recorded", { exact: true }).first()).toBeVisible();
    await page.goto(`/house/${house.id}`);
    await expect(page.getByText(/^You visited on /)).toBeVisible({ timeout: 30_000 });
  });
});

test("opened in a new tab, Top Houses' Back goes to the start page, not off the site", async ({
  asUser: page,
}) => {
  await page.goto("/top-houses");
  await expect(page.getByRole("heading", { name: "Top Houses", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  // A signed-in user's start page shows the home.
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Find Christmas Lights Near You" }),
  ).toBeVisible();
});

test("Top Houses lists the premier displays with their count, and Back returns", async ({
  asUser: page,
}) => {
  await openHome(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Top Houses" })
    .click();
  await expect(page).toHaveURL(/\/top-houses$/);
  await expect(page.getByRole("heading", { name: "Top Houses", level: 1 })).toBeVisible();
  const listed = page.getByTestId("house-card");
  await expect(listed.first()).toBeVisible({ timeout: 30_000 });
  const shown = await listed.count();
  expect(shown).toBeGreaterThan(0);
  // Every card is a Top House, and the count line agrees with the grid.
  await expect(listed.filter({ hasText: "Top House" })).toHaveCount(shown);
  await expect(page.getByTestId("top-houses-count")).toHaveText(
    `${shown} premier ${shown === 1 ? "display" : "displays"} across Long Island`,
  );
  await listed.first().click();
  await expect(page).toHaveURL(/\/house\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/top-houses$/);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/home$/);
});
