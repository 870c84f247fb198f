/**
 * Back and Forward between two entries of one screen, which stays mounted (decision 401): the
 * entry arrived at shows the filters its own address names, and its address keeps them, on a
 * town page (a nearby town followed, then its filters changed) and on the home (Find Lights
 * opened again from the menu, then the filters changed). On a desktop (the sidebar) and on a
 * phone (the Filters sheet, the bottom bar).
 */
import type { Page } from "@playwright/test";
import { closeFilters, openFilters } from "./filter-panel";
import { expect } from "./fixtures";
import { resultCount } from "./home-search-kept";
import { expectFilteredTown, FILTERED, filterTheTown, TOWN } from "./town-filters-kept";

/** Two frames on: the effects of what the page last rendered (its address writes) have run. */
function afterEffects(page: Page) {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** The boxes the filters show ticked, among `names`. */
async function ticked(page: Page, phone: boolean, names: readonly string[]) {
  const panel = await openFilters(page, phone);
  const checked: string[] = [];
  for (const name of names) {
    if (await panel.getByRole("checkbox", { name }).isChecked()) checked.push(name);
  }
  await closeFilters(page, phone);
  return checked;
}

const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

const NEIGHBOUR = "/lights/seaford";
/** What the visitor leaves ticked in the nearby town: Charity alone. */
const NEIGHBOUR_FILTERED = `?${new URLSearchParams({ features: "Charity" })}`;
const TOWN_BOXES = ["Blow-Ups", "Charity", "Lit tonight"] as const;

/**
 * Massapequa filtered (Blow-Ups, Charity), then Seaford from its nearby towns (the filters go
 * along), Blow-Ups unticked there; Back gives Massapequa as its address says, Forward Seaford.
 */
export async function townBackAndForward(page: Page, phone: boolean) {
  await filterTheTown(page, phone);
  await page
    .getByRole("navigation", { name: "Nearby towns" })
    .getByRole("link", { name: /^Seaford/ })
    .click();
  await expect.poll(() => addressOf(page)).toBe(NEIGHBOUR + FILTERED);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Seaford");
  const panel = await openFilters(page, phone);
  await panel.getByRole("checkbox", { name: "Blow-Ups" }).uncheck();
  await closeFilters(page, phone);
  await expect.poll(() => addressOf(page)).toBe(NEIGHBOUR + NEIGHBOUR_FILTERED);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Massapequa");
  await expectFilteredTown(page, phone);
  // Still the entry's own address once the render's effects have run: nothing wrote the other
  // town's filters over it.
  await afterEffects(page);
  expect(addressOf(page)).toBe(TOWN + FILTERED);

  await page.goForward();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Seaford");
  await expect.poll(() => ticked(page, phone, TOWN_BOXES)).toEqual(["Charity"]);
  await afterEffects(page);
  expect(addressOf(page)).toBe(NEIGHBOUR + NEIGHBOUR_FILTERED);
  if (phone) await expect(page.getByRole("button", { name: "Filters" })).toContainText("1");
}

const HOME_BOXES = ["Blow-Ups", "Animatronics"] as const;

/** Whichever of the header's (desktop) or the bottom bar's (phone) Find Lights. */
function findLights(page: Page, phone: boolean) {
  return page
    .getByRole("navigation", { name: phone ? "Mobile" : "Main" })
    .getByRole("link", { name: "Find Lights" });
}

/**
 * /home with Blow-Ups, Find Lights again from the menu (a new entry, the search kept), then
 * Animatronics in place of Blow-Ups; Back gives Blow-Ups as its address says, Forward
 * Animatronics. Signed in: the bottom bar's tabs are links then.
 */
export async function homeBackAndForward(page: Page, phone: boolean) {
  await page.goto("/home");
  await expect(resultCount(page)).toHaveText(/^\d+ houses found$/, { timeout: 60_000 });
  let panel = await openFilters(page, phone);
  await panel.getByRole("checkbox", { name: "Blow-Ups" }).check();
  await closeFilters(page, phone);
  const blowUps = `/home?${new URLSearchParams({ features: "Blow-Ups" })}`;
  await expect.poll(() => addressOf(page)).toBe(blowUps);

  const entries = await page.evaluate(() => history.length);
  await findLights(page, phone).click();
  await expect.poll(() => page.evaluate(() => history.length)).toBe(entries + 1);
  panel = await openFilters(page, phone);
  await panel.getByRole("checkbox", { name: "Blow-Ups" }).uncheck();
  await panel.getByRole("checkbox", { name: "Animatronics" }).check();
  await closeFilters(page, phone);
  const animatronics = `/home?${new URLSearchParams({ features: "Animatronics" })}`;
  await expect.poll(() => addressOf(page)).toBe(animatronics);

  await page.goBack();
  await expect.poll(() => ticked(page, phone, HOME_BOXES)).toEqual(["Blow-Ups"]);
  await afterEffects(page);
  expect(addressOf(page)).toBe(blowUps);

  await page.goForward();
  await expect.poll(() => ticked(page, phone, HOME_BOXES)).toEqual(["Animatronics"]);
  await afterEffects(page);
  expect(addressOf(page)).toBe(animatronics);
}
