/**
 * Each stop says whether the house is lit tonight, and a tour started after a stop's hours warns
 * on that stop. Hours are set through the real API: one house lit all night and day (12:00 to
 * 11:59 the next morning), one lit only 12:00-12:01, which a tour started at any other time
 * reaches too late.
 */
import { test } from "@playwright/test";
import { nightClockAt } from "../contract/lit-tonight";
import { APP_URL, createAccount, idTokenFor, signIn } from "./support";
import { expect, openPlanner } from "./tour-support";

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

/** Now, or 20 minutes later when New York's clock is within 12:00-12:10 (the short window). */
function clockOutsideTheShortHours() {
  const now = new Date();
  const minute = nightClockAt(now).nightMinute;
  return minute < 12 * 60 + 10 ? new Date(now.getTime() + 20 * 60_000) : now;
}

test("stops say lit tonight or not, and warn when the tour gets there after the lights go off", async ({
  page,
}) => {
  const account = await createAccount({ name: "Lumi Late" });
  const token = await idTokenFor(account.email, account.password);
  await page.clock.setFixedTime(clockOutsideTheShortHours());
  await page.goto("/");
  await signIn(page, account.email, account.password, { timeout: 60_000 });
  const cards = page.getByTestId("house-card");
  await expect(cards.nth(1)).toBeVisible();
  const [allNight, shortHours] = [
    Number(await cards.nth(0).getAttribute("data-house-id")),
    Number(await cards.nth(1).getAttribute("data-house-id")),
  ];
  await putHours(allNight, token, "12:00", "11:59");
  await putHours(shortHours, token, "12:00", "12:01");

  await page.reload();
  for (const i of [0, 1]) {
    await cards
      .nth(i)
      .getByRole("button", { name: /^Add .+ to tour$/ })
      .click();
  }
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
