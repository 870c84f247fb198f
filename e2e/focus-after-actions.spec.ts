/**
 * The keyboard's focus after an action (decision 340): every press here is Enter (or Escape) on
 * the control that has the focus, and the focus must land on a control, never on the page's
 * body. A button busy with its request keeps it; a control that goes with what it acted on hands
 * it to the control that takes its place; the planner tells a screen reader what Move and
 * Optimize did. A house page's panels give it back to the button that opened them, and the
 * submit form's new house page opens with it on its title (decision 407).
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { submitThenBack, walkHousePanels } from "./house-page-focus";
import { markersInView, zoomUntilHouseInView } from "./map-canvas";
import { pickMassapequaAddress, uniqueStreet } from "./submit-form";
import { holdRequests, idTokenFor } from "./support";
import { addFromResults, openPlanner, saveTourThroughApi } from "./tour-support";

const FIXTURES = path.join(import.meta.dirname, "fixtures");

/** Focuses `control` and presses `key` on it, as a keyboard user does. */
async function press(control: Locator, key = "Enter") {
  await control.focus();
  await control.press(key);
}

/** The focus is on some control, not lost on the page's body. */
async function expectFocusNotLost(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName ?? "none"))
    .not.toMatch(/^(BODY|none)$/);
}

test("a busy button keeps the focus: Favorite, Submit Review (then the new review's Edit has it)", async ({
  asUser: page,
  ownHouse,
}) => {
  await page.goto(ownHouse.path);
  const favorite = page.getByRole("button", { name: "Favorite", exact: true });
  await expect(favorite).toBeEnabled({ timeout: 30_000 });

  const release = await holdRequests(page, "**/api/favorites");
  await press(favorite);
  // Busy while its request runs: disabled to a screen reader and to presses, and focused.
  await expect(favorite).toHaveAttribute("aria-disabled", "true");
  await expect(favorite).toBeDisabled();
  await expect(favorite).toBeFocused();
  release();
  const favorited = page.getByRole("button", { name: "Favorited" });
  await expect(favorited).toHaveAttribute("aria-pressed", "true");
  await expect(favorited).toBeFocused();

  // The form gives way to the new review, whose Edit gets the focus (as after an edit's Save).
  await press(
    page
      .getByRole("form", { name: "Write a review" })
      .getByRole("button", { name: "Submit Review" }),
  );
  await expect(page.getByText("Rating submitted", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit your review" })).toBeFocused();
});

test("removing favorites: the focus goes to the next card's Remove, after the last to the heading", async ({
  asUser: page,
  account,
  request,
}) => {
  const token = await idTokenFor(account.email, account.password);
  for (const houseId of [2, 3]) {
    const added = await request.post("/api/favorites", {
      headers: { Authorization: `Bearer ${token}` },
      data: { houseId },
    });
    expect(added.ok()).toBe(true);
  }
  await page.goto("/favorites");
  const removes = page.getByRole("button", { name: /^Remove .+ from favorites$/ });
  await expect(removes).toHaveCount(2, { timeout: 30_000 });
  const next = page.getByRole("button", {
    name: (await removes.nth(1).getAttribute("aria-label")) ?? "",
  });

  await press(removes.first());
  await expect(removes).toHaveCount(1);
  await expect(next).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Favorite Houses", level: 1 })).toBeFocused();
});

test("My Tours: Publish to its form and back, Unpublish, and Delete each hand the focus on", async ({
  asUser: page,
  account,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const older = `Focus older ${suffix}`;
  const newer = `Focus newer ${suffix}`;
  await saveTourThroughApi(page, account, older, 2);
  await saveTourThroughApi(page, account, newer, 2);
  await page.goto("/tours");
  // Last changed first.
  await expect(page.getByTestId("saved-tour").first()).toContainText(newer, { timeout: 30_000 });

  // Publish swaps for its form: the focus to its first field; Cancel swaps back.
  const publish = page.getByRole("button", { name: `Publish ${newer}` });
  await press(publish);
  const form = page.getByRole("form", { name: `Publish ${newer}` });
  await expect(form.getByLabel("Name on the list")).toBeFocused();
  await press(form.getByRole("button", { name: "Cancel" }));
  await expect(publish).toBeFocused();

  // Published: the form gives way to Unpublish, which gives way to Publish.
  await press(publish);
  await page.keyboard.press("Enter");
  const unpublish = page.getByRole("button", { name: `Unpublish ${newer}` });
  await expect(unpublish).toBeFocused({ timeout: 30_000 });
  await page.keyboard.press("Enter");
  await expect(publish).toBeFocused({ timeout: 30_000 });

  // Delete, then Delete in the confirmation: the next card's Delete, after the last the heading.
  await press(page.getByRole("button", { name: `Delete ${newer}` }));
  await press(page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
  await expect(page.getByText(newer)).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Delete ${older}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await press(page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
  await expect(page.getByRole("heading", { name: "No saved tours yet" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Tours", level: 1 })).toBeFocused();
});

test("an admin's house Delete, confirmed, hands the focus to the next row's Delete", async ({
  asAdmin: page,
  account,
  makeHouse,
}) => {
  const prefix = `Focus Row ${Date.now()}`;
  await makeHouse(account, { title: `${prefix}1` });
  await makeHouse(account, { title: `${prefix}2` });
  await page.goto("/admin/houses");
  await page.getByRole("textbox", { name: "Search houses" }).fill(prefix);
  await page.getByRole("textbox", { name: "Search houses" }).press("Enter");
  const rows = page.getByTestId("admin-house-row");
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  const deletes = rows.getByRole("button", { name: /^Delete/ });
  const nextLabel = await rows.nth(1).getByRole("link").textContent();

  await press(deletes.first());
  await press(page.getByRole("alertdialog").getByRole("button", { name: "Delete" }));
  await expect(rows).toHaveCount(1);
  await expect(
    rows.filter({ hasText: nextLabel ?? "" }).getByRole("button", { name: /^Delete/ }),
  ).toBeFocused();
});

test("the planner: Move and Optimize are told to a screen reader; Save keeps the focus while busy", async ({
  asUser: page,
}) => {
  test.setTimeout(120_000);
  const stops = await addFromResults(page, 3);
  await openPlanner(page);
  const news = page.getByTestId("planner-news");
  await expect(news).toHaveAttribute("role", "status");

  const first = stops[0]!;
  await press(page.getByRole("button", { name: `Move ${first.title} down` }));
  await expect(news).toHaveText(`Moved ${first.title} to stop 2 of 3.`);

  await press(page.getByRole("button", { name: "Optimize" }));
  await expect(news).toContainText("Route optimized. New order: ");
  await expect(news).toContainText(/3 stops · [\d.]+ mi · /);

  const release = await holdRequests(page, "**/api/tours");
  const save = page.getByRole("button", { name: "Save", exact: true });
  await press(save);
  const saving = page.getByRole("button", { name: "Saving..." });
  await expect(saving).toBeDisabled();
  await expect(saving).toBeFocused();
  release();
  await expect(page.getByText("Tour saved", { exact: true }).first()).toBeVisible();
  await expect(save).toBeFocused();
});

test("/submit: Submit House sends the focus to the pin's button, and that to its confirmation", async ({
  asUser: page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/submit");
  await page.getByLabel("Title").fill(`Focus Pin ${Date.now()}`);
  const street = uniqueStreet("Candlewick Court");
  await pickMassapequaAddress(page, street);
  await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("checkbox", { name: "Music Synchronized" }).check();

  const pinButton = page.getByRole("button", { name: "The pin is on the house" });
  await press(page.getByRole("button", { name: "Submit House" }));
  await expect(pinButton).toBeFocused();
  await expect(pinButton).toHaveAccessibleDescription(/Please put the pin on the house/);

  await page.keyboard.press("Enter");
  await expect(pinButton).toHaveCount(0);
  await expect(page.getByText(/^Pin confirmed at /)).toBeFocused();
});

test("/map: Escape and Close popup give the focus back to the house's marker; a cluster's to a marker", async ({
  asUser: page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/map");
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  const map = page.getByRole("region", { name: "Map of Christmas light displays" });

  // A cluster goes as the map zooms in: the focus goes to a marker that took its place.
  const clusters = page.getByTestId("map-cluster");
  await expect.poll(async () => (await markersInView(map, clusters)).length).toBeGreaterThan(0);
  const [cluster] = await markersInView(map, clusters);
  const pressed = await cluster!.elementHandle();
  await press(cluster!);
  await expect
    .poll(() => pressed!.evaluate((element) => element.isConnected), { timeout: 30_000 })
    .toBe(false);
  await expectFocusNotLost(page);
  expect(
    await page.evaluate(() => document.activeElement?.matches(".maplibregl-marker, canvas")),
  ).toBe(true);

  await zoomUntilHouseInView(map, 30_000);
  const [house] = await markersInView(map, page.getByTestId("map-house-marker"));
  const id = await house!.getAttribute("data-house-id");
  const marker = page.locator(`[data-testid=map-house-marker][data-house-id="${id}"]`);
  const popup = page.getByTestId("map-popup");

  await press(marker);
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await expect(marker).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(popup).toBeVisible();
  await press(page.getByRole("button", { name: "Close popup" }));
  await expect(popup).toHaveCount(0);
  await expect(marker).toBeFocused();
});

test("a house page's panels give the focus back to their button; a removed photo's or video's Remove hands it on", async ({
  asUser: page,
  ownHouse,
}) => {
  test.setTimeout(120_000);
  await walkHousePanels(page, ownHouse.path, press);
});

test("Submit House opens the new house with the focus on its title, and Back skips the sent form", async ({
  asUser: page,
}) => {
  test.setTimeout(120_000);
  await submitThenBack(page, "/favorites", press);
});
