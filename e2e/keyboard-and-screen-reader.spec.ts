/**
 * What a keyboard and a screen reader meet on the submit form, a house's photos, lists with a
 * button per row, the edit-review dialog, the map's first state and the headings of a few
 * screens (decision 341). Desktop; the 320 px layouts are in no-sideways-scroll.mobile.spec.ts.
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  holdRequests,
  restoreSession,
} from "./support";

const FIXTURES = path.join(import.meta.dirname, "fixtures");
/** A demo house with several photos. */
const MERRY_MAILBOX = "/house/hampton-bays/91-hamilton-pl";
/** A demo user with reviews of demo houses. */
const HOLLY = { email: "holly@example.com", password: DEMO_PASSWORD };

/** The two numbers of "Pin placed at 40.12345, -73.12345." */
async function placed(said: Locator) {
  const [lat, lng] = ((await said.textContent())?.match(/-?\d+\.\d{5}/g) ?? []).map(Number);
  if (lat === undefined || lng === undefined) throw new Error("no position said");
  return { lat, lng };
}

test("a send puts the focus on the first wrong field, which reads its message; the pin is put and moved by keyboard alone", async ({
  asUser: page,
}) => {
  // Photo compression in the browser, the map, and a full page load after the send.
  test.slow();
  await page.goto("/submit");
  await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
    timeout: 60_000,
  });
  const send = page.getByRole("button", { name: "Submit House" });
  const title = page.getByLabel("Title");
  await send.click();
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription("Title must be at least 3 characters");

  await title.fill(`Keyboard Pin ${Date.now().toString(36)}`);
  await send.click();
  const address = page.getByRole("combobox", { name: "Address" });
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAccessibleDescription("Address is required");

  const streetNumber = String(10_000 + Math.floor(Math.random() * 89_999));
  await address.fill(`${streetNumber} Candlewick Court`);
  await send.click();
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription(
    "Please pick the address from the list or drop a pin",
  );

  // The pin, without a mouse: the map's center, then the arrow keys on the pin.
  await page
    .getByRole("button", { name: "Can't find the address? Drop a pin on the map" })
    .press("Enter");
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("pin-picker-crosshair")).toBeVisible();
  await page.getByRole("button", { name: "Put the pin at the map's center" }).press("Enter");
  const said = page.getByTestId("pin-picker-said");
  await expect(said).toHaveText(/^Pin placed at 40\.\d{5}, -73\.\d{5}\.$/);
  const center = await placed(said);
  const pin = page.getByRole("button", { name: "House pin" });
  await expect(pin).toHaveAccessibleDescription("Arrow keys move the pin; with Shift, further.");
  await pin.press("Shift+ArrowRight");
  await pin.press("Shift+ArrowUp");
  await expect(said).not.toHaveText(
    `Pin placed at ${center.lat.toFixed(5)}, ${center.lng.toFixed(5)}.`,
  );
  const moved = await placed(said);
  // East and north of the center.
  expect(moved.lng).toBeGreaterThan(center.lng);
  expect(moved.lat).toBeGreaterThan(center.lat);
  await page.getByLabel("Town / City").fill("Ronkonkoma");

  await send.click();
  const photos = page.getByLabel("Photos");
  await expect(photos).toBeFocused();
  await expect(photos).toHaveAttribute("aria-invalid", "true");
  await expect(photos).toHaveAccessibleDescription("Please upload at least one photo");
  await photos.setInputFiles(path.join(FIXTURES, "lights.jpg"));
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
    timeout: 30_000,
  });

  await send.click();
  const firstFeature = page.getByRole("group", { name: "Features" }).getByRole("checkbox").first();
  await expect(firstFeature).toBeFocused();
  await expect(firstFeature).toHaveAttribute("aria-invalid", "true");
  await expect(firstFeature).toHaveAccessibleDescription("Please select at least one feature");
  await firstFeature.press("Space");

  await send.press("Enter");
  await expect(page).toHaveURL(/\/house\/ronkonkoma\/\d+-candlewick-ct$/, { timeout: 30_000 });
  const slug = new URL(page.url()).pathname.replace("/house/", "");
  const stored = (await (await page.request.get(`/api/houses/${slug}`)).json()) as {
    latitude: number;
    longitude: number;
  };
  expect(stored.latitude).toBeCloseTo(moved.lat, 4);
  expect(stored.longitude).toBeCloseTo(moved.lng, 4);
});

test("a town-only match's pin box reads the form's message to a keyboard", async ({
  asUser: page,
}) => {
  await page.goto("/submit");
  await page.getByLabel("Title").fill(`Pin Box ${Date.now().toString(36)}`);
  const street = `${String(10_000 + Math.floor(Math.random() * 89_999))} Holly Street`;
  await page.getByRole("combobox", { name: "Address" }).fill(`${street}, Massap`);
  await page
    .getByRole("option", { name: `${street}, Massapequa, NY, USA` })
    .first()
    .click();
  const step = page.getByTestId("confirm-pin-step");
  await expect(step).toContainText("We could only find the town");
  // The rest of the form right: the send is refused only for the pin.
  await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("checkbox", { name: "Lights Only" }).check();
  await page.getByRole("button", { name: "Submit House" }).click();
  await expect(page.getByText("Please put the pin on the house")).toBeVisible();
  await expect(
    step.getByRole("button", { name: "The pin is on the house" }),
  ).toHaveAccessibleDescription("Please put the pin on the house");
});

test("the house photo and its thumbnails show the app's focus ring, inside them", async ({
  asUser: page,
}) => {
  await page.goto(MERRY_MAILBOX);
  const photo = page.getByRole("button", { name: "Open photo full screen" });
  await expect(photo).toBeVisible({ timeout: 30_000 });
  // A key first: the focus given from script then shows as a keyboard's (:focus-visible).
  await page.keyboard.press("Tab");
  for (const control of [photo, page.getByRole("button", { name: "Show photo 2" })]) {
    await control.focus();
    const ring = await control.evaluate(
      (element) => getComputedStyle(element, "::after").boxShadow,
    );
    // 2 px of the page's colour, then the 2 px ring's red (--ring), both inside the box.
    expect(ring).toContain("rgb(200, 16, 46) 0px 0px 0px 4px inset");
    expect(ring).toContain("rgb(247, 248, 252) 0px 0px 0px 2px inset");
  }
});

test("My Reviews: each card's buttons are described by their house, and the edit dialog starts on the star given", async ({
  page,
}) => {
  await restoreSession(page, HOLLY);
  await page.goto("/reviews");
  const cards = page.getByTestId("my-review");
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const card = cards.first();
  const house = (await card.getByRole("link").first().textContent())?.trim() ?? "";
  expect(house).not.toBe("");
  // The names stay the words on them; the house is what a screen reader adds to each.
  for (const control of [
    card.getByRole("button", { name: "Edit", exact: true }),
    card.getByRole("button", { name: "Delete", exact: true }),
    card.getByRole("link", { name: "View House", exact: true }),
  ]) {
    await expect(control).toHaveAccessibleDescription(house);
  }
  const given = Number(
    (await card.getByRole("img", { name: /^Rated/ }).getAttribute("aria-label"))?.match(/\d/)?.[0],
  );

  // Less motion asked for: the dialog appears without its zoom.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await card.getByRole("button", { name: "Edit", exact: true }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit Your Review" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Rate ${given} stars` })).toBeFocused();
  await expect(dialog.getByRole("button", { name: `Rate ${given} stars` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await dialog.evaluate((element) => getComputedStyle(element).animationDuration)).toBe(
    "0.001s",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("admin lists: each row's buttons are described by their house or person", async ({
  asAdmin: page,
}) => {
  await page.goto("/admin/houses");
  const rows = page.getByTestId("admin-house-row");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  for (const row of [rows.nth(0), rows.nth(1)]) {
    const title = (await row.getByRole("link").first().textContent())?.trim() ?? "";
    await expect(
      row.getByRole("button", { name: "Edit", exact: true }),
    ).toHaveAccessibleDescription(title);
    await expect(
      row.getByRole("button", { name: "Delete", exact: true }),
    ).toHaveAccessibleDescription(title);
  }

  await page.goto("/admin/users");
  const users = page.getByTestId("admin-user-row");
  await expect(users.first()).toBeVisible({ timeout: 30_000 });
  const descriptions = await users
    .getByRole("button", { name: /^(Make|Remove) Admin$/ })
    .evaluateAll((buttons) =>
      buttons.map((button) =>
        (button.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent?.trim())
          .join(" "),
      ),
    );
  expect(descriptions.length).toBeGreaterThan(1);
  // One description each: the person as the row shows them.
  expect(descriptions.every((text) => text.length > 0)).toBe(true);
  expect(new Set(descriptions).size).toBe(descriptions.length);

  // Reviews: each Delete is described by the reviewer and the house, as its row shows them.
  await page.goto("/admin/reviews");
  const reviews = page.getByTestId("admin-review-row");
  await expect(reviews.first()).toBeVisible({ timeout: 30_000 });
  for (const row of [reviews.nth(0), reviews.nth(1)]) {
    const reviewer = (await row.locator("span.font-semibold").first().textContent())?.trim();
    const house = (await row.getByRole("link").first().textContent())?.trim();
    await expect(
      row.getByRole("button", { name: "Delete", exact: true }),
    ).toHaveAccessibleDescription(`${reviewer} ${house}`);
  }
});

test("the map's 'Map not loaded yet.' passes axe's contrast check", async ({ asUser: page }) => {
  // The map's settings held back: the map waits, and says so.
  await holdRequests(page, "**/api/map-config");
  await page.goto("/map");
  const status = page.getByText("Map not loaded yet.");
  await expect(status).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page, "[data-map-status]");
});

/** Each visible heading's level and text, in the order of the page. */
function headings(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("h1, h2, h3, h4, h5, h6"))
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map(
        (heading) => `h${heading.tagName[1]} ${(heading.textContent ?? "").trim().slice(0, 40)}`,
      ),
  );
}

/** The headings where the level goes down by more than one (h1 then h3), none expected. */
function jumps(found: string[]) {
  const skipped: string[] = [];
  let level = 0;
  for (const heading of found) {
    const next = Number(heading[1]);
    if (next > level + 1) skipped.push(`${heading} (after h${level})`);
    level = next;
  }
  return skipped;
}

test("the headings of Top Houses, Contact Us and the admin screens go down one level at a time", async ({
  asAdmin: page,
}) => {
  const screens: Array<{ path: string; ready: string }> = [
    { path: "/top-houses", ready: "Top Houses" },
    { path: "/contact-us", ready: "Contact Us" },
    { path: "/admin", ready: "Admin Dashboard" },
    { path: "/admin/db-sync", ready: "Database Sync" },
    { path: "/admin/import", ready: "Import" },
  ];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: ready })).toBeVisible({
      timeout: 30_000,
    });
    // The content under the title (the cards) once it is in.
    await expect
      .poll(async () => (await headings(page)).length, { timeout: 30_000 })
      .toBeGreaterThan(1);
    const found = await headings(page);
    expect.soft(jumps(found), `${path}: ${found.join(" | ")}`).toEqual([]);
  }
});
