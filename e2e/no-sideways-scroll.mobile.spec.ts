/**
 * Every screen of the app on a small phone (360 px wide), signed out, signed in and as an admin
 * (contract/screen-paths.ts, so a new screen cannot be forgotten), each opened once for two
 * checks: no sideways scroll, and no serious or critical WCAG 2.1 A/AA violation (axe-core; the
 * desktop layouts and the sign-in dialog are in accessibility.spec.ts). A screen scrolls sideways
 * when the page is wider than the window or any element sticks out past the window's edge
 * (clipped by nothing that scrolls or hides it).
 */

import type { Locator, Page } from "@playwright/test";
import { SCREEN_PATHS } from "../contract/screen-paths";
import { expect, test } from "./fixtures";
import {
  ADMIN_SCREENS,
  notFound,
  PUBLIC_SCREENS,
  type ScreenVisit,
  screenVisits,
  setUpScreens,
  sidewaysOverflow,
  USER_SCREENS,
} from "./screen-walk";
import {
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  idTokenFor,
  restoreSession,
} from "./support";

test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ timeout: 300_000 });

/** Opens each path once and checks it both ways (the sideways check is soft: all are listed). */
async function checkScreens(page: Page, visits: ScreenVisit[]) {
  for (const { path, ready } of visits) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(ready, `${path} shows its content`).toBeVisible({ timeout: 30_000 });
      const name = path.replaceAll("/", "_") || "_";
      await page.screenshot({ path: `/tmp/ux-360/${name}.png`, fullPage: true });
      expect.soft(await sidewaysOverflow(page), `${path} at 360 px`).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }
}

test("signed out, no screen scrolls sideways or fails axe at 360 px", async ({ page, account }) => {
  const extra = await setUpScreens(page, account);
  // Any other path: the not-found screen.
  await checkScreens(page, [...screenVisits(PUBLIC_SCREENS, page, extra), notFound(page)]);
});

test("signed in, no screen scrolls sideways or fails axe at 360 px", async ({ page, account }) => {
  const extra = await setUpScreens(page, account);
  // A demo user of the seed, whose own lists (reviews, favorites) are not all empty.
  await restoreSession(page, { email: "holly@example.com", password: DEMO_PASSWORD });
  const names = [...USER_SCREENS, "houseBySlugs" as const];
  await checkScreens(page, [
    ...screenVisits(names, page, extra),
    // What a user who is not an admin sees at an admin path, and the not-found screen.
    { path: SCREEN_PATHS.admin, ready: page.getByRole("heading", { name: "Access Denied" }) },
    notFound(page),
  ]);
});

test("as an admin, no admin screen scrolls sideways or fails axe at 360 px, words without spaces in its lists included", async ({
  asAdmin: page,
  account,
  adminToken,
  makeHouse,
}) => {
  const extra = await setUpScreens(page, account);
  // What admins and people type, with no place to break a line (decisions 398, 411): two houses'
  // titles (120 characters), a page text's title (77), key (120) and section (60), a report's
  // note. One house is reported as a duplicate of the other (the report names both, and Merge
  // into names the other) and asked to be removed (the request names it).
  const stamp = Date.now().toString(36);
  const firstTitle = `Wantaghwinterwonderlandsparkle${stamp}`.repeat(4).slice(0, 120);
  const secondTitle = `Massapequaglowingreindeerparade${stamp}`.repeat(4).slice(0, 120);
  const first = await makeHouse(account, { title: firstTitle });
  const second = await makeHouse(account, { title: secondTitle });
  const token = await idTokenFor(account.email, account.password);
  const asOwner = { Authorization: `Bearer ${token}` };
  const asAdmin = { Authorization: `Bearer ${adminToken}` };
  const report = await page.request.post(`/api/houses/${second.id}/reports`, {
    headers: asOwner,
    data: { reason: "duplicate", duplicateOfHouseId: first.id, note: "Sameplace".repeat(12) },
  });
  expect(report.ok(), await report.text()).toBe(true);
  const removal = await page.request.post(`/api/houses/${first.id}/removal-request`, {
    headers: asOwner,
    data: { note: "Pleaseremovemyhouse".repeat(5) },
  });
  expect(removal.ok(), await removal.text()).toBe(true);
  const contentTitle = `Averyveryverylongtitlewithoutanyspacesthatoverflowsthephone${stamp}`.slice(
    0,
    77,
  );
  const contentKey = `home.sideways${stamp}.${"k".repeat(120)}`.slice(0, 120);
  const block = await page.request.post("/api/admin/content", {
    headers: asAdmin,
    data: {
      key: contentKey,
      title: contentTitle,
      page: "home",
      section: `section${"s".repeat(60)}`.slice(0, 60),
      content: "A block of the 360 px check.",
    },
  });
  expect(block.ok(), await block.text()).toBe(true);
  const blockId = ((await block.json()) as { content: { id: number } }).content.id;
  try {
    const ready: Partial<Record<string, Locator>> = {
      [SCREEN_PATHS.adminContent]: page
        .getByTestId("admin-content-row")
        .filter({ hasText: contentTitle }),
      [SCREEN_PATHS.adminReports]: page
        .getByTestId("report-group")
        .filter({ hasText: secondTitle }),
      [SCREEN_PATHS.adminRequests]: page
        .getByTestId("homeowner-request")
        .filter({ hasText: firstTitle }),
    };
    await checkScreens(
      page,
      screenVisits(ADMIN_SCREENS, page, extra).map((visit) => ({
        ...visit,
        ready: ready[visit.path] ?? visit.ready,
      })),
    );
    // The page text's Delete asks in a dialog that names the key: it stays in the window.
    await page.goto(SCREEN_PATHS.adminContent);
    const row = page.getByTestId("admin-content-row").filter({ hasText: contentTitle });
    await row.screenshot({ path: "/tmp/ux-360/_admin_content_row.png" });
    await row.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(contentKey);
    await page.screenshot({ path: "/tmp/ux-360/_admin_content_delete.png" });
    expect(await sidewaysOverflow(page), "the Delete confirmation").toEqual([]);
    const box = (await confirm.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  } finally {
    await page.request.delete(`/api/admin/content/${blockId}`, { headers: asAdmin });
  }
});

test("a shared tour does not scroll sideways on the smallest phones (320 px)", async ({
  page,
  account,
}) => {
  // Demo houses whose address lines are among the longest: each stop's row is as wide as that.
  const token = await idTokenFor(account.email, account.password);
  const ids: number[] = [];
  for (const path of ["valley-stream/280-beech-st", "centereach/353-madison-st"]) {
    ids.push(((await (await page.request.get(`/api/houses/${path}`)).json()) as { id: number }).id);
  }
  const tour = await page.request.post("/api/tours", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Narrow phone tour", stopIds: ids },
  });
  expect(tour.ok(), await tour.text()).toBe(true);
  const { shareId } = (await tour.json()) as { shareId: string };
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/tours/shared/${shareId}`);
  await expect(page.getByTestId("tour-outline")).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test("the landing and the search on /home fit the smallest phones (320 px), the brand on one line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Get Started" })).toBeVisible({ timeout: 30_000 });
  expect.soft(await sidewaysOverflow(page), "the landing at 320 px").toEqual([]);
  const brand = page.getByRole("banner").getByRole("link", { name: "LI Lights" });
  const lines = await brand.evaluate((link) => {
    const text = link.querySelector("span");
    if (!text) return 0;
    return (
      text.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(text).lineHeight)
    );
  });
  expect.soft(lines, "the brand's lines of text").toBeLessThan(1.5);

  // Use My Location, the distance and Search under the place box.
  await restoreSession(page, { email: "holly@example.com", password: DEMO_PASSWORD });
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "Use My Location" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("house-card").first()).toBeVisible({ timeout: 30_000 });
  expect.soft(await sidewaysOverflow(page), "/home at 320 px").toEqual([]);
});

test("the submit form fits the smallest phones (320 px): the rating's word goes under its stars", async ({
  asUser: page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/submit");
  await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("submit-rating-word")).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test("a house title and a tour name without spaces stay inside the window: planner, My Tours, shared and popular tours, the house page and first paints", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  // As long as each may be (120 and 80 characters), with no place to break a line.
  const title = "Wantaghwinterwonderlandsparkle".repeat(4);
  const name = "Massapequaglowingreindeerparade".repeat(3).slice(0, 80);
  const house = await makeHouse(account, { title });
  const token = await idTokenFor(account.email, account.password);
  const demo = (await (await page.request.get(`/api/houses/bay-shore/233-linden-st`)).json()) as {
    id: number;
  };
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post("/api/tours", {
    headers,
    data: { name, stopIds: [house.id, demo.id] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const tour = (await created.json()) as { id: number; shareId: string };
  const published = await page.request.put(`/api/tours/${tour.id}/publish`, {
    headers,
    data: { name, town: "Massapequa" },
  });
  expect(published.ok(), await published.text()).toBe(true);

  const check = async (where: string) =>
    expect
      .soft(await sidewaysOverflow(page), `${where} at ${page.viewportSize()?.width} px`)
      .toEqual([]);

  await page.goto("/tours");
  await expect(page.getByTestId("saved-tour")).toBeVisible({ timeout: 30_000 });
  await check("My Tours");
  await page.getByRole("button", { name: `Open ${name} in the planner` }).click();
  // Once the rows with drag handles (and dnd-kit's live region) are in.
  await expect(page.getByTestId("tour-stop-drag-handle")).toHaveCount(2);
  await check("the planner");
  // The bottom bar stays in the window.
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeInViewport();
  await page.goto(`/tours/shared/${tour.shareId}`);
  // The app's screen, which replaces the worker's first paint (worker/pages/shared-tour-page.ts).
  await expect(page.getByRole("button", { name: "Plan from this tour" })).toBeVisible({
    timeout: 30_000,
  });
  await check("the shared tour");
  await page.goto("/tours/popular");
  await expect(page.getByTestId("popular-tour").filter({ hasText: name })).toBeVisible();
  await check("Popular Tours");
  await page.goto(`/house/${house.id}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await check("the house page");

  // What the worker paints before the app starts (and all a visitor without scripts sees).
  const scriptless = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const firstPaint = await scriptless.newPage();
  for (const path of [`/house/${house.id}`, `/tours/shared/${tour.shareId}`, "/tours/popular"]) {
    await firstPaint.goto(path);
    await expect(firstPaint.getByRole("heading", { level: 1 })).toBeVisible();
    expect.soft(await sidewaysOverflow(firstPaint), `the first paint of ${path}`).toEqual([]);
  }
  await scriptless.close();

  // A laptop's window: the planner's Route panel stays beside the stops, inside the window.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/tour");
  await expect(page.getByTestId("tour-stop-drag-handle")).toHaveCount(2, { timeout: 30_000 });
  await check("the planner");
  await expect(page.getByRole("heading", { name: "Route" })).toBeInViewport();
});
