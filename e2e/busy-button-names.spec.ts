/**
 * A busy button reads as its label only (decision 361): the spinner it shows is a picture, not a
 * status reading "Loading…" inside the button beside "Locating..." or "Search". Chrome's computed
 * name leaves that status out, so the test reads the button's whole tree too (what a screen
 * reader meets in it). Checked on the home finder, with the position and a ZIP's lookup held.
 */
import { expect, test } from "./fixtures";
import { cards } from "./house-results";
import { holdRequests } from "./support";

test("Use My Location and Search, busy, read as their labels alone", async ({ asUser: page }) => {
  // The device's location service never answers: the button stays on "Locating...".
  await page.addInitScript(() => {
    const held = {
      getCurrentPosition: () => undefined,
      watchPosition: () => 0,
      clearWatch: () => undefined,
    };
    Object.defineProperty(navigator, "geolocation", { value: held, configurable: true });
  });
  await page.goto("/home");
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(cards(page).first()).toBeVisible({ timeout: 60_000 });

  const finder = page.getByRole("search");
  await finder.getByRole("button", { name: "Use My Location" }).click();
  // Found by its label as part of its name; the name is then checked whole.
  const locate = finder.getByRole("button", { name: "Locating..." });
  await expect(locate).toHaveAccessibleName("Locating...");
  // All assistive tech meets in the button: its label, once; no "Loading…" (a status) beside it.
  expect(await locate.ariaSnapshot()).toBe('- button "Locating..." [disabled]');
  await expect(locate).toBeDisabled();
  await expect(locate.locator("[data-slot=spinner]")).toBeVisible();

  // A typed ZIP overtakes the position; its lookup is held, so Search stays busy.
  const releaseLookup = await holdRequests(page, (url) => url.pathname === "/api/geocode");
  await finder.getByRole("combobox", { name: "Location" }).fill("11510");
  // The finder's one submit button, whatever its name reads.
  const search = finder.locator("button[type=submit]");
  await search.click();
  await expect(search).toBeDisabled();
  await expect(search.locator("[data-slot=spinner]")).toBeVisible();
  await expect(search).toHaveAccessibleName("Search");
  expect(await search.ariaSnapshot()).toBe('- button "Search" [disabled]');
  releaseLookup();
  await expect(page.getByTestId("result-count")).toContainText("found near");
});
