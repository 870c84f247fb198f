/**
 * Admin area in the browser: edit a house (title, Top House) and see it on the public page; move
 * a house's pin;
 * Access Denied (and its tab title) for a non-admin at every admin address with no admin request
 * sent, signed out no admin request either; privacy text edited by an admin and
 * read by a signed-out visitor; bold HTML in the landing hero renders as bold; an XSS payload saved
 * as content never runs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { SCREEN_PATHS } from "../contract/screen-paths";
import { expect, type TestAccount, test } from "./fixtures";
import { APP_URL, EMULATOR_URL, gotoWithClockStopped } from "./support";

// The shared dev server can be slow while several suites run: allow each step time.
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function idToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * A house of this test's own at a known point, submitted through the real API by the test's
 * fresh account (deleted after the test through `deleteAfter`).
 */
async function submitHouse(request: APIRequestContext, title: string, account: TestAccount) {
  const token = await idToken(request, account.email, account.password);
  const jpeg = readFileSync(path.join(import.meta.dirname, "fixtures/lights.jpg")).toString(
    "base64",
  );
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await request.post("/api/upload-image", {
    headers,
    data: { imageData: `data:image/jpeg;base64,${jpeg}`, contentType: "image/jpeg" },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const response = await request.post("/api/houses", {
    headers,
    data: {
      title,
      address: `${Math.floor(Math.random() * 900) + 100} Tinsel${unique()} Lane`,
      description: "A cheerful display for the admin test.",
      mainImageUrl: imageUrl,
      features: ["Lights Only"],
      latitude: 40.6807,
      longitude: -73.4743,
      city: "Massapequa",
      state: "New York",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; fullSlug: string };
}

async function signedOutPage(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

/** The text is on screen (a toast may be repeated by its live region for screen readers). */
async function expectText(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

function failOnDialog(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** /admin/houses searched for one house by its title, and its Edit House dialog opened. */
async function openHouseEditor(page: Page, title: string) {
  await page.goto("/admin/houses");
  await page.getByLabel("Search houses").fill(title);
  await page.getByLabel("Search houses").press("Enter");
  const row = page.getByTestId("admin-house-row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expectText(page, "Page 1 of 1");
  await row.getByRole("button", { name: "Edit" }).click();
  return page.getByRole("dialog", { name: "Edit House" });
}

test("an admin edits a house title and marks it Top House; the public page shows it", async ({
  asAdmin: page,
  account,
  request,
  deleteAfter,
}) => {
  const original = `Admin Edit ${unique()}`;
  const house = await submitHouse(request, original, account);
  deleteAfter(house.id);

  const dialog = await openHouseEditor(page, original);
  const edited = `${original} Deluxe`;
  await dialog.getByLabel("Title").fill(edited);
  await dialog.getByLabel("Top House").check();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectText(page, "House updated successfully");
  await expect(dialog).toBeHidden();
  const editedRow = page.getByTestId("admin-house-row").filter({ hasText: edited });
  await expect(editedRow.getByText("Top House")).toBeVisible();

  const visitor = await signedOutPage(page.context().browser()!);
  await gotoWithClockStopped(
    visitor.page,
    `/house/${house.fullSlug}`,
    visitor.page.getByTestId("house-page").getByRole("heading", { name: edited }),
  );
  await expect(visitor.page.getByText("Top House").first()).toBeVisible();
  await visitor.close();
});

test("an admin's edit goes through after a rating and the owner's description; a field changed on both sides keeps the admin's other typing (decisions 365, 369)", async ({
  asAdmin: page,
  account,
  request,
  deleteAfter,
}) => {
  const original = `Admin Stale ${unique()}`;
  const house = await submitHouse(request, original, account);
  deleteAfter(house.id);
  const token = await idToken(request, account.email, account.password);
  const rewrite = async (description: string) => {
    const answer = await request.put(`/api/houses/${house.id}/description`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { description },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  const saved = async () =>
    (await (await request.get(`/api/houses/${house.id}`)).json()) as {
      title: string;
      description: string;
      isTopHouse: boolean;
    };

  // A rating and the submitter's description while the admin's dialog is open: the title edit
  // is saved, and the newer description stays.
  let dialog = await openHouseEditor(page, original);
  await expect(dialog.getByLabel("Title")).toHaveValue(original);
  const rated = await request.post(`/api/houses/${house.id}/ratings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { rating: 4 },
  });
  expect(rated.ok(), await rated.text()).toBe(true);
  const newer = "Rewritten by the submitter while the admin looked.";
  await rewrite(newer);
  const renamed = `${original} Deluxe`;
  await dialog.getByLabel("Title").fill(renamed);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectText(page, "House updated successfully");
  await expect(dialog).toBeHidden();
  expect(await saved()).toMatchObject({ title: renamed, description: newer });

  // The description changed on both sides: refused, and loading the current values takes the
  // saved description and keeps the admin's title and Top House.
  dialog = await openHouseEditor(page, renamed);
  await expect(dialog.getByLabel("Description")).toHaveValue(newer);
  const newest = "Rewritten once more by the submitter.";
  await rewrite(newest);
  const retitled = `${original} Grand`;
  await dialog.getByLabel("Title").fill(retitled);
  await dialog.getByLabel("Description").fill("The admin's own words.");
  await dialog.getByLabel("Top House").check();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText(/This house was changed since you opened it/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
  const load = dialog.getByRole("button", { name: "Load the current values" });
  await expect(load).toBeFocused();
  await load.click();
  const description = dialog.getByLabel("Description");
  await expect(description).toHaveValue(newest);
  await expect(description).toBeFocused();
  await expect(description).toHaveAccessibleDescription(
    "Changed since you opened it: this is the saved value.",
  );
  await expect(dialog.getByTestId("admin-house-loaded")).toHaveText(
    "Loaded the current values. Changed since you opened it, now as saved: Description. Your other changes are kept.",
  );
  await expect(dialog.getByLabel("Title")).toHaveValue(retitled);
  await expect(dialog.getByLabel("Top House")).toBeChecked();
  await expect(dialog.getByText(/This house was changed since you opened it/)).toBeHidden();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectText(page, "House updated successfully");
  await expect(dialog).toBeHidden();
  expect(await saved()).toMatchObject({ title: retitled, description: newest, isTopHouse: true });
});

test("an admin moves a house's pin on the map; the house's stored position follows", async ({
  asAdmin: page,
  account,
  request,
  deleteAfter,
}) => {
  const title = `Pin Move ${unique()}`;
  const house = await submitHouse(request, title, account);
  deleteAfter(house.id);
  await page.goto("/admin/houses");
  await page.getByLabel("Search houses").fill(title);
  await page.getByLabel("Search houses").press("Enter");
  await page
    .getByTestId("admin-house-row")
    .filter({ hasText: title })
    .getByRole("button", { name: "Edit" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit House" });
  await expect(dialog.getByTestId("admin-house-pin")).toHaveText("40.68070, -73.47430");
  await dialog.getByRole("button", { name: "Move the pin" }).click();
  await expect(dialog.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 60_000,
  });
  const map = dialog.getByRole("region", { name: "Map: click to place the house" });
  const box = await map.boundingBox();
  if (!box) throw new Error("no map box");
  await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 30 } });
  await expect(dialog.getByTestId("admin-house-pin")).not.toHaveText("40.68070, -73.47430");
  const [lat, lng] = ((await dialog.getByTestId("admin-house-pin").textContent()) ?? "")
    .split(",")
    .map(Number);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectText(page, "House updated successfully");

  const stored = (await (await request.get(`/api/houses/${house.id}`)).json()) as {
    latitude: number;
    longitude: number;
  };
  expect(stored.latitude).toBeCloseTo(lat!, 4);
  expect(stored.longitude).toBeCloseTo(lng!, 4);
  // North-east of where it was: where the admin clicked.
  expect(stored.latitude).toBeGreaterThan(40.6807);
  expect(stored.longitude).toBeGreaterThan(-73.4743);
});

/** Every admin address of the route table (contract/screen-paths.ts). */
const ADMIN_PATHS = Object.entries(SCREEN_PATHS)
  .filter(([screen]) => screen.startsWith("admin"))
  .map(([, screenPath]) => screenPath);

/** Records every /api/admin request the page sends from now on. */
function recordAdminRequests(page: Page) {
  const adminRequests: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/admin")) adminRequests.push(req.url());
  });
  return adminRequests;
}

/** Resolves once the page has rendered a frame and then found the main thread idle. */
async function untilIdle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
      ),
  );
}

// Decision 382: the admin screen never renders for a non-admin, so neither its title nor any of
// its admin queries (the reports queue, the season list) shows.
test("a signed-in user sees Access Denied at every admin address and no admin data is requested", async ({
  asUser: page,
}) => {
  expect(ADMIN_PATHS.length).toBeGreaterThanOrEqual(10);
  const adminRequests = recordAdminRequests(page);
  const titles: Record<string, string> = {};
  for (const adminPath of ADMIN_PATHS) {
    await page.goto(adminPath);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible({
      timeout: 30_000,
    });
    await expectText(page, "You need admin privileges to access this page.");
    // The page settles: a query the screen would send has gone out and been answered by then.
    await page.waitForLoadState("networkidle");
    titles[adminPath] = await page.title();
  }
  // And by in-app navigation (through the router, no page load) to another admin address.
  await page.evaluate(() => {
    history.pushState(null, "", "/admin/reports");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  // The screen's effects (its title, its queries) have run once the browser is idle.
  await untilIdle(page);
  titles["/admin/reports (in-app)"] = await page.title();
  // Both in one check, so a failure shows every title and every admin request at once.
  expect({ titles, adminRequests }).toEqual({
    titles: Object.fromEntries(
      [...ADMIN_PATHS, "/admin/reports (in-app)"].map((key) => [key, "Access Denied · LI Lights"]),
    ),
    adminRequests: [],
  });
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(adminRequests).toEqual([]);
});

test("signed out, no admin address sends an admin request", async ({ page }) => {
  const adminRequests = recordAdminRequests(page);
  for (const adminPath of ADMIN_PATHS) {
    await page.goto(adminPath);
    // Signed out, a signed-in screen's address shows the landing.
    await expect(page.getByRole("button", { name: "Sign In" }).first()).toBeVisible({
      timeout: 30_000,
    });
    await page.waitForLoadState("networkidle");
    await expect(page).not.toHaveTitle(/Admin|Manage|Access Denied/);
  }
  expect(adminRequests).toEqual([]);
});

test("an admin edits the privacy page text and a signed-out visitor sees it", async ({
  asAdmin: page,
}) => {
  const text = `Our updated privacy promise ${unique()}.`;
  await page.goto("/admin/content");
  await page.getByLabel("Filter by page").selectOption("privacy");
  const row = page.locator('[data-key="privacy.intro.body"]');
  // Built-in until an admin saves it; after that an ordinary block to edit.
  const customize = row.getByRole("button", { name: "Customize" });
  await expect(row.getByRole("button", { name: /Customize|Edit/ })).toBeVisible();
  const wasDefault = await customize.isVisible();
  await row.getByRole("button", { name: /Customize|Edit/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Content").fill(`<p><strong>${text}</strong></p>`);
  await dialog.getByRole("button", { name: /Add Content|Save Changes/ }).click();
  await expectText(
    page,
    wasDefault ? "Content created successfully" : "Content updated successfully",
  );

  const visitor = await signedOutPage(page.context().browser()!);
  await visitor.page.goto("/privacy-policy");
  await expect(visitor.page.getByText(text)).toBeVisible({ timeout: 30_000 });
  await expect(
    visitor.page.getByRole("heading", { name: "Privacy Policy", level: 1 }),
  ).toBeVisible();
  await visitor.close();
  await page.bringToFront();

  // Restore the built-in wording for everyone else.
  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectText(page, "Content deleted successfully");
  await expect(row.getByRole("button", { name: "Customize" })).toBeVisible();
});

test("an admin puts bold text in the landing hero; the landing renders it and no script runs", async ({
  asAdmin: page,
}) => {
  const marker = `Brightest block ${unique()}`;
  await page.goto("/admin/content");
  await page.getByLabel("Filter by page").selectOption("landing");
  const row = page.locator('[data-key="landing.hero.subtitle"]');
  const customize = row.getByRole("button", { name: "Customize" });
  await expect(row.getByRole("button", { name: /Customize|Edit/ })).toBeVisible();
  const wasDefault = await customize.isVisible();
  await row.getByRole("button", { name: /Customize|Edit/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Content may use simple HTML")).toBeVisible();
  await dialog
    .getByLabel("Content")
    .fill(
      `Find the <b>${marker}</b> on Long Island.<img src=x onerror="alert('img')">` +
        `<script>alert('script')</script>`,
    );
  await dialog.getByRole("button", { name: /Add Content|Save Changes/ }).click();
  await expectText(
    page,
    wasDefault ? "Content created successfully" : "Content updated successfully",
  );

  const visitor = await signedOutPage(page.context().browser()!);
  const visitorDialogs = failOnDialog(visitor.page);
  await visitor.page.goto("/");
  const subtitle = visitor.page.locator('[data-key="landing.hero.subtitle"]');
  await expect(subtitle.locator("b")).toHaveText(marker, { timeout: 30_000 });
  await expect(subtitle).toHaveText(`Find the ${marker} on Long Island.`);
  const weight = await subtitle.locator("b").evaluate((b) => getComputedStyle(b).fontWeight);
  expect(Number(weight)).toBeGreaterThanOrEqual(600);
  await expect(subtitle.locator("img, script")).toHaveCount(0);
  expect(visitorDialogs).toEqual([]);
  await visitor.page.screenshot({ path: "test-results/landing-hero-html.png" });
  await visitor.close();
  await page.bringToFront();

  // Restore the built-in wording for everyone else.
  await row.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectText(page, "Content deleted successfully");
  await expect(row.getByRole("button", { name: "Customize" })).toBeVisible();
});

test("an XSS payload saved as content does not execute", async ({ asAdmin: page }) => {
  const marker = `Harmless probe ${unique()}`;
  const key = `privacy.e2exss${unique()}.body`;
  const adminDialogs = failOnDialog(page);
  await page.goto("/admin/content");
  await page.getByRole("button", { name: "Add Content Block" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Content Block" });
  await dialog.getByLabel("Key").fill(key);
  await dialog.getByLabel("Page").click();
  await page.getByRole("option", { name: "privacy" }).click();
  await dialog.getByLabel("Title").fill("XSS probe");
  await dialog
    .getByLabel("Content")
    .fill(
      `<p>${marker}</p><img src=x onerror="alert('img')"><script>alert('script')</script>` +
        `<svg onload="alert('svg')"></svg><a href="javascript:alert('link')">probe link</a>` +
        `<p onclick="alert('click')" style="background:url(javascript:alert('css'))">click me</p>`,
    );
  await dialog.getByRole("button", { name: "Add Content" }).click();
  await expectText(page, "Content created successfully");
  await expect(page.locator(`[data-key="${key}"]`)).toContainText(marker);

  const visitor = await signedOutPage(page.context().browser()!);
  const visitorDialogs = failOnDialog(visitor.page);
  await visitor.page.goto("/privacy-policy");
  const block = visitor.page.locator(`[data-key="${key}"]`);
  await expect(block).toContainText(marker, { timeout: 30_000 });
  await block.getByText("click me").click();
  await block.getByText("probe link").click();
  await expect(block.locator("img, script, svg, [onclick], [onerror], [style]")).toHaveCount(0);
  await expect(block.getByText("probe link")).not.toHaveAttribute("href", /javascript/i);
  expect(visitorDialogs).toEqual([]);
  await visitor.close();
  await page.bringToFront();

  await page.locator(`[data-key="${key}"]`).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectText(page, "Content deleted successfully");
  expect(adminDialogs).toEqual([]);
});

test("a deleted content block's Delete goes with its row: the focus goes to the next row", async ({
  asAdmin: page,
  adminToken,
}) => {
  // Two blocks of a section of their own, listed one after the other.
  const section = `e2efocus${unique()}`;
  const ids: number[] = [];
  try {
    for (const name of ["first", "second"]) {
      const response = await fetch(`${APP_URL}/api/admin/content`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({
          key: `privacy.${section}.${name}`,
          title: `Focus ${name}`,
          content: `<p>Focus ${name}</p>`,
          page: "privacy",
          section,
        }),
      });
      const answer = await response.text();
      expect(response.ok, answer).toBe(true);
      ids.push((JSON.parse(answer) as { content: { id: number } }).content.id);
    }
    await page.goto("/admin/content");
    await page.getByLabel("Filter by page").selectOption("privacy");
    const first = page.locator(`[data-key="privacy.${section}.first"]`);
    const second = page.locator(`[data-key="privacy.${section}.second"]`);
    await first.getByRole("button", { name: "Delete" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).focus();
    await page.keyboard.press("Enter");
    await expectText(page, "Content deleted successfully");
    await expect(first).toHaveCount(0);
    await expect(second.getByRole("button", { name: "Edit" })).toBeFocused();
  } finally {
    for (const id of ids) {
      await fetch(`${APP_URL}/api/admin/content/${id}`, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${adminToken}` },
      });
    }
  }
});

test("closing an admin dialog gives the focus back to its button; a refused block keeps it inside", async ({
  asAdmin: page,
}) => {
  await page.goto("/admin/content");
  const add = page.getByRole("button", { name: "Add Content Block" });
  await add.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add Content Block" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();

  // A confirm dialog (Radix AlertDialog) opened from a row's button.
  const remove = page
    .locator("[data-key]")
    .getByRole("button", { name: /^(Delete|Customize)$/ })
    .first();
  await remove.focus();
  await page.keyboard.press("Enter");
  const opened = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(opened).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(opened).toHaveCount(0);
  await expect(remove).toBeFocused();

  // A key that is taken: the refusal says so and the focus stays in the dialog, on the key.
  await add.click();
  await dialog.getByLabel("Key").fill("footer.about.text");
  await dialog.getByLabel("Page").click();
  await page.getByRole("option", { name: "footer" }).click();
  await dialog.getByLabel("Title").fill("Taken");
  await dialog.getByLabel("Content").fill("Taken");
  await dialog.getByRole("button", { name: "Add Content" }).click();
  await expectText(page, "Failed to create content");
  await expect(dialog.getByLabel("Key")).toBeFocused();
});
