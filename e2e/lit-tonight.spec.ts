/**
 * "Lit tonight" in the browser: edit a house's schedule and see it shown with the badge, report
 * the lights from the house (browser geolocation at the house), filter the home page, axe.
 */
import { expect, test } from "./fixtures";
import { scheduleLitNow } from "./lit-tonight-helpers";
import { expectNoSeriousA11yViolations } from "./support";

test.describe.configure({ timeout: 240_000 });
test.use({ accountName: "Lumi Scheduler" });

test("edit the schedule, see it and the badge, report the lights, filter the home page", async ({
  asUser: page,
  ownHouse: house,
  context,
}) => {
  await page.goto(house.path);
  // The owner's Edit Schedule below needs the session restored, not only the page drawn.
  await expect(page.getByTestId("house-page")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  const section = page.getByTestId("schedule-section");
  await expect(section.getByText("No schedule yet.")).toBeVisible();
  await expect(section.getByTestId("lit-tonight-badge")).toHaveCount(0);

  await section.getByRole("button", { name: "Edit Schedule" }).click();
  const form = page.getByRole("form", { name: "Edit schedule" });
  const now = scheduleLitNow();
  await form.getByLabel("Lights on").fill(now.litFrom);
  await form.getByLabel("Lights off").fill(now.litUntil);
  // The season repeats every year: a month and a day, no year to give.
  await expect(form.locator('input[type="date"]')).toHaveCount(0);
  const [month, day] = now.monthDay.split("-") as [string, string];
  await form.getByLabel("First night month").selectOption(month);
  await form.getByLabel("First night day").selectOption(day);
  await form.getByLabel("Last night month").selectOption(month);
  // Half a day is refused in words before anything is sent.
  await form.getByRole("button", { name: "Save Schedule" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Pick both the month and the day of the season's first and last nights",
  );
  await form.getByLabel("Last night day").selectOption(day);
  await form.getByRole("button", { name: "Add show time" }).click();
  await form.getByLabel("Show 1 starts").fill("19:30");
  // A frequency outside the FM band is refused on the spot, nothing saved.
  await form.getByLabel("FM radio (MHz)").fill("120");
  await form.getByRole("button", { name: "Save Schedule" }).click();
  await expect(form.getByRole("alert")).toHaveText("FM frequencies run from 87.5 to 108 MHz");
  await expectNoSeriousA11yViolations(page, '[data-testid="schedule-section"]');
  await form.getByLabel("FM radio (MHz)").fill("88.7");
  await form.getByRole("button", { name: "Save Schedule" }).click();
  await expect(page.getByText("Schedule updated").first()).toBeVisible();
  await expect(form).toBeHidden();

  const summary = section.getByTestId("schedule-summary");
  await expect(summary.getByTestId("schedule-fm")).toHaveText("Tune to88.7 FM");
  await expect(summary.getByTestId("schedule-shows")).toContainText("7:30 PM");
  await expect(summary.getByTestId("schedule-hours")).toContainText("nightly");
  await expect(summary.getByTestId("schedule-season")).toBeVisible();
  await expect(section.getByTestId("lit-tonight-badge")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // At the house: "Lights off" outweighs the hours (the newest report of 3 hours decides).
  const detail = await (await page.request.get(`/api/houses/${house.id}`)).json();
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({
    latitude: detail.latitude,
    longitude: detail.longitude,
    accuracy: 5,
  });
  // Standing at the house records a visit (its toast would replace the report's if it came
  // second, one toast showing at a time): open the page there and let the visit land first.
  await page.reload();
  await expect(page.getByText(/^You visited on /)).toBeVisible({ timeout: 30_000 });
  const report = section.getByTestId("lights-report");
  await report.getByRole("button", { name: "Lights off" }).click();
  await expect(page.getByText("Thanks for reporting").first()).toBeVisible();
  await expect(report.getByTestId("report-counts")).toHaveText(
    "Tonight: 0 reports of lights on, 1 of lights off.",
  );
  await expect(section.getByTestId("lit-tonight-badge")).toHaveCount(0);
  await expect(report.getByRole("button", { name: "Lights off" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // A second report the same night replaces the first.
  await report.getByRole("button", { name: "Lights on" }).click();
  await expect(page.getByText("Report updated").first()).toBeVisible();
  await expect(report.getByTestId("report-counts")).toHaveText(
    "Tonight: 1 report of lights on, 0 of lights off.",
  );
  await expect(section.getByTestId("lit-tonight-badge")).toBeVisible();

  // Home: the "Lit tonight" filter, by keyboard, keeps only lit houses. (Away from the house:
  // the GPS-visit watcher would otherwise announce it.)
  await context.clearPermissions();
  await page.goto("/");
  const count = page.getByTestId("result-count");
  await expect(count).toHaveText(/\d+ houses? found/, { timeout: 30_000 });
  // Newest first, so this test's house leads the filtered list.
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Recently Added" }).click();
  await expect(count).toHaveText(/\d+ houses? found/, { timeout: 30_000 });
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
  const filter = page.getByRole("complementary", { name: "Feature filters" });
  await filter.getByRole("checkbox", { name: "Lit tonight" }).focus();
  await page.keyboard.press("Space");
  await expect(filter.getByRole("checkbox", { name: "Lit tonight" })).toBeChecked();
  // "Lit tonight" is not a display feature: the features' count stays away.
  await expect(filter.getByTestId("filter-count")).toHaveCount(0);
  await expect(async () => {
    const after = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(after).toBeLessThan(before);
  }).toPass();
  const cards = page.getByRole("region", { name: "Results" }).getByTestId("house-card");
  await expect(
    page
      .locator(`[data-testid="house-card"][data-house-id="${house.id}"]`)
      .getByTestId("lit-tonight-badge"),
  ).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  await expect(cards.getByTestId("lit-tonight-badge")).toHaveCount(shown);
  await page.screenshot({ path: "test-results/lit-tonight-home.png" });
  await expectNoSeriousA11yViolations(page);
});
