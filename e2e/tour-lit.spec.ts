/**
 * Each stop says whether the house is lit tonight, and a tour started after a stop's hours warns
 * on that stop. Two fresh houses of the test's own get their hours through the real API: one lit
 * all night and day (12:00 to 11:59 the next morning), one lit only 12:00-12:01, which a tour
 * started at any other time reaches too late.
 */
import type { Page } from "@playwright/test";
import { nightClockAt } from "../contract/lit-tonight";
import { type TestHouse, test } from "./fixtures";
import { APP_URL } from "./support";
import { expect, openPlanner } from "./tour-support";

test.use({ accountName: "Lumi Late" });

test.describe.configure({ timeout: 240_000 });

async function putHours(houseId: number, token: string, litFrom: string, litUntil: string) {
  const response = await fetch(`${APP_URL}/api/houses/${houseId}/schedule`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      litFrom,
      litUntil,
      seasonStart: null,
      seasonEnd: null,
      showTimes: [],
      fmFrequency: null,
    }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/**
 * A page clock in the night's hours, after the short window: now, or, when New York's clock is
 * within 12:00-12:10 or after 5:00 in the morning (late arrivals are not warned from 6:00,
 * decision 166, and the tour's drive must end before), 12:20.
 */
function clockOutsideTheShortHours() {
  const now = new Date();
  const minute = nightClockAt(now).nightMinute;
  const noonNext = 36 * 60;
  const later = minute < 12 * 60 + 10 ? 20 : minute >= 29 * 60 ? noonNext - minute + 20 : 0;
  return new Date(now.getTime() + later * 60_000);
}

/** Opens the house's page and puts it into the tour with the page's Add to tour button. */
async function addFromHousePage(page: Page, house: TestHouse) {
  await page.goto(house.path);
  const add = page.getByTestId("add-to-tour");
  await add.click();
  await expect(add).toHaveAttribute("aria-pressed", "true");
}

test("stops say lit tonight or not, and warn when the tour gets there after the lights go off", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  const allNightHouse = await makeHouse(account);
  const shortHoursHouse = await makeHouse(account);
  const [allNight, shortHours] = [allNightHouse.id, shortHoursHouse.id];
  await putHours(allNight, allNightHouse.token, "12:00", "11:59");
  await putHours(shortHours, shortHoursHouse.token, "12:00", "12:01");
  await page.clock.setFixedTime(clockOutsideTheShortHours());

  await addFromHousePage(page, allNightHouse);
  await addFromHousePage(page, shortHoursHouse);
  await openPlanner(page);
  const stops = page.getByTestId("tour-stop");
  await expect(stops).toHaveCount(2);
  const first = page.locator(`[data-testid=tour-stop][data-house-id="${allNight}"]`);
  const second = page.locator(`[data-testid=tour-stop][data-house-id="${shortHours}"]`);
  await expect(first.getByTestId("tour-stop-lit")).toHaveText("Lit tonight");
  await expect(first.getByTestId("tour-stop-late")).toHaveCount(0);
  await expect(second.getByTestId("tour-stop-lit")).toHaveText("Not lit right now");
  await expect(second.getByTestId("tour-stop-late")).toContainText("Lights go off at 12:01 PM");

  // Saved and opened again: the stops now carry the worker's answer, and it says the same.
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Tour saved").first()).toBeVisible();
  await page.getByRole("link", { name: "My Tours" }).click();
  await page.getByRole("button", { name: /^Open / }).click();
  await expect(second.getByTestId("tour-stop-late")).toContainText("Lights go off at 12:01 PM");
});

test("the planner reads its stops again when it opens: hours changed since a stop was added show", async ({
  asUser: page,
  account,
  makeHouse,
}) => {
  const house = await makeHouse(account);
  await putHours(house.id, house.token, "12:00", "11:59");
  await page.clock.setFixedTime(clockOutsideTheShortHours());
  await addFromHousePage(page, house);
  await openPlanner(page);
  const stop = page.locator(`[data-testid=tour-stop][data-house-id="${house.id}"]`);
  await expect(stop.getByTestId("tour-stop-lit")).toHaveText("Lit tonight");

  // The owner shortens the hours: the draft in this browser still has the card's copy.
  await putHours(house.id, house.token, "12:00", "12:01");
  await page.reload();
  await expect(stop.getByTestId("tour-stop-lit")).toHaveText("Not lit right now");
  await expect(stop.getByTestId("tour-stop-late")).toContainText("Lights go off at 12:01 PM");
});
