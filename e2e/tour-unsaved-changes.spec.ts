/**
 * The planner's unsaved work is never replaced without a word (decision 322): Save a copy, Plan
 * from this tour, My Tours' Open and Start a new tour ask first when the planner holds changes
 * nothing else keeps, and go ahead without a question when it holds none. A save from a device
 * whose copy is older than the saved tour offers the saved version, or keeps this one for the
 * next Save.
 */
import type { Page } from "@playwright/test";
import { test } from "./fixtures";
import { idTokenFor } from "./support";
import { addFromResults, expect, openPlanner, saveTourThroughApi } from "./tour-support";

test.describe.configure({ timeout: 300_000 });

/** The confirmation on screen, by its title. */
function question(page: Page, title: string) {
  return page.getByRole("alertdialog").filter({ hasText: title });
}

async function expectPlannerHolds(page: Page, name: string, stops: number) {
  await openPlanner(page);
  await expect(page.getByLabel("Tour name")).toHaveValue(name);
  await expect(page.getByTestId("tour-stop")).toHaveCount(stops);
}

test("unsaved planner work is asked about before Save a copy, Plan from this tour, Open or Start a new tour replaces it", async ({
  asUser: page,
  makeAccount,
}) => {
  // Someone else's published tour, on Popular Tours.
  const publisher = await makeAccount("Pia Publisher");
  const listed = `Tinsel Terrace loop ${Date.now().toString(36)}`;
  await saveTourThroughApi(page, publisher, "Pia's private name", 2);
  const publisherToken = await idTokenFor(publisher.email, publisher.password);
  const headers = { Authorization: `Bearer ${publisherToken}` };
  const [published] = await (await page.request.get("/api/tours", { headers })).json();
  const publishing = await page.request.put(`/api/tours/${published.id}/publish`, {
    headers,
    data: { name: listed, town: "Seaford" },
  });
  expect(publishing.status()).toBe(200);

  // Two houses and a new name, not saved.
  await addFromResults(page, 2);
  await openPlanner(page);
  await page.getByLabel("Tour name").fill("Not saved yet");
  const lost = 'The planner holds "Not saved yet" (2 stops) with changes that are not saved.';

  await test.step("Save a copy on Popular Tours asks first; keeping the draft keeps it", async () => {
    await page.goto("/tours/popular");
    const entry = page.getByTestId("popular-tour").filter({ hasText: listed });
    await entry.getByRole("button", { name: `Save a copy of ${listed}` }).click();
    const asked = question(page, "Replace the tour you are planning?");
    await expect(asked).toContainText(lost);
    await expect(asked).toContainText(`Saving a copy of "${listed}" puts the copy in the planner`);
    await asked.getByRole("button", { name: "Keep planning it" }).click();
    await expect(asked).toHaveCount(0);
    await expect(page).toHaveURL(/\/tours\/popular$/);
    await expectPlannerHolds(page, "Not saved yet", 2);
  });

  await test.step("Plan from this tour asks first", async () => {
    await page.goto("/tours/popular");
    await page.getByRole("link", { name: `Open ${listed}` }).click();
    await page.getByRole("button", { name: "Plan from this tour" }).click();
    const asked = question(page, "Replace the tour you are planning?");
    await expect(asked).toContainText(lost);
    await asked.getByRole("button", { name: "Keep planning it" }).click();
    await expect(asked).toHaveCount(0);
    await expectPlannerHolds(page, "Not saved yet", 2);
  });

  await test.step("Start a new tour asks first", async () => {
    await page.getByRole("button", { name: "Start a new tour" }).click();
    const asked = question(page, "Start a new tour?");
    await expect(asked).toContainText(lost);
    await asked.getByRole("button", { name: "Keep planning it" }).click();
    await expect(page.getByTestId("tour-stop")).toHaveCount(2);
  });

  await test.step("My Tours' Open asks first once the saved tour has changed here", async () => {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Tour saved").first()).toBeVisible();
    await page.getByLabel("Tour name").fill("Renamed, not saved");
    await page.getByRole("link", { name: "My Tours" }).click();
    await page.getByRole("button", { name: "Open Not saved yet in the planner" }).click();
    const asked = question(page, "Replace the tour you are planning?");
    await expect(asked).toContainText(
      'The planner holds "Renamed, not saved" (2 stops) with changes that are not saved.',
    );
    await asked.getByRole("button", { name: "Open it" }).click();
    await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Tour name")).toHaveValue("Not saved yet");
  });

  await test.step("a saved, unchanged draft is replaced without a question", async () => {
    await page.goto("/tours/popular");
    const entry = page.getByTestId("popular-tour").filter({ hasText: listed });
    await entry.getByRole("button", { name: `Save a copy of ${listed}` }).click();
    await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Tour name")).toHaveValue(listed);
    // The copy is saved and unchanged: a new tour needs no question either.
    await page.getByRole("button", { name: "Start a new tour" }).click();
    await expect(page.getByRole("heading", { name: "Your tour is empty" })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});

test("a save from a device with an older copy offers the saved version, or keeps this one for the next Save", async ({
  asUser: page,
  account,
}) => {
  const stops = await saveTourThroughApi(page, account, "Two phones loop", 3);
  const headers = { Authorization: `Bearer ${await idTokenFor(account.email, account.password)}` };
  const [saved] = await (await page.request.get("/api/tours", { headers })).json();
  /** The other device saves the tour (an app that sends no version replaces what is there). */
  const otherDeviceSaves = async (data: Record<string, unknown>) => {
    const response = await page.request.patch(`/api/tours/${saved.id}`, { headers, data });
    expect(response.status()).toBe(200);
  };

  await page.goto("/tours");
  await page.getByRole("button", { name: "Open Two phones loop in the planner" }).click();
  await expect(page.getByTestId("tour-stop")).toHaveCount(3);

  await test.step("the other device removed a stop: loading the saved version shows it", async () => {
    await otherDeviceSaves({ stopIds: [stops[0]!.id, stops[2]!.id] });
    await page.getByLabel("Tour name").fill("Renamed on this phone");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const asked = question(page, "This tour was changed on another device");
    await expect(asked).toContainText(
      '"Two phones loop" was saved somewhere else after you opened it here.',
    );
    await asked.getByRole("button", { name: "Load the saved version" }).click();
    await expect(asked).toHaveCount(0);
    await expect(page.getByTestId("tour-stop")).toHaveCount(2);
    await expect(page.getByLabel("Tour name")).toHaveValue("Two phones loop");
  });

  await test.step("the other device renamed it: keeping this version saves it on the next Save", async () => {
    await otherDeviceSaves({ name: "Renamed on the tablet" });
    await page.getByRole("button", { name: `Remove ${stops[2]!.title} from tour` }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const asked = question(page, "This tour was changed on another device");
    await asked.getByRole("button", { name: "Keep mine" }).click();
    await expect(asked).toHaveCount(0);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Tour saved").first()).toBeVisible();
    const now = await (await page.request.get(`/api/tours/${saved.id}`, { headers })).json();
    expect(now.name).toBe("Two phones loop");
    expect(now.stops.map((stop: { id: number }) => stop.id)).toEqual([stops[0]!.id]);
  });
});
