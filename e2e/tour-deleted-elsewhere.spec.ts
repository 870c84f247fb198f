/**
 * The saved tour the planner updates was deleted on another device (decision 346): Save says so,
 * the planner lets go of the deleted tour but keeps its stops, and offers to save them as a new
 * tour, instead of "Tour not found" on every Save.
 */
import { test } from "./fixtures";
import { idTokenFor } from "./support";
import { expect, saveTourThroughApi } from "./tour-support";

test.describe.configure({ timeout: 300_000 });

test("Save of a tour deleted on another device offers to save its stops as a new tour", async ({
  asUser: page,
  account,
}) => {
  const stops = await saveTourThroughApi(page, account, "Gone elsewhere loop", 2);
  const headers = { Authorization: `Bearer ${await idTokenFor(account.email, account.password)}` };
  const [saved] = await (await page.request.get("/api/tours", { headers })).json();

  await page.goto("/tours");
  await page.getByRole("button", { name: "Open Gone elsewhere loop in the planner" }).click();
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);
  await expect(page.getByText("· saved tour")).toBeVisible();

  // The other device deletes it.
  expect((await page.request.delete(`/api/tours/${saved.id}`, { headers })).status()).toBe(200);

  await page.getByLabel("Tour name").fill("Gone elsewhere, renamed");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const asked = page.getByRole("alertdialog").filter({ hasText: "This tour was deleted" });
  await expect(asked).toContainText(
    '"Gone elsewhere, renamed" is no longer in My Tours: it was deleted, perhaps on another device. Its stops are still here.',
  );
  await expect(page.getByText("Tour not found")).toHaveCount(0);
  // The planner no longer calls it a saved tour, and keeps every stop.
  await expect(page.getByText("· saved tour")).toHaveCount(0);
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);

  await asked.getByRole("button", { name: "Save as a new tour" }).click();
  await expect(page.getByText('"Gone elsewhere, renamed" is in My Tours.').first()).toBeVisible();
  await expect(page.getByText("· saved tour")).toBeVisible();
  const tours = await (await page.request.get("/api/tours", { headers })).json();
  expect(tours).toHaveLength(1);
  expect(tours[0].id).not.toBe(saved.id);
  expect(tours[0].name).toBe("Gone elsewhere, renamed");
  expect(tours[0].stops.map((stop: { id: number }) => stop.id)).toEqual(
    stops.map((stop) => stop.id),
  );
});

test("Not now keeps the stops, and the next Save makes them a new tour", async ({
  asUser: page,
  account,
}) => {
  await saveTourThroughApi(page, account, "Later loop", 2);
  const headers = { Authorization: `Bearer ${await idTokenFor(account.email, account.password)}` };
  const [saved] = await (await page.request.get("/api/tours", { headers })).json();

  await page.goto("/tours");
  await page.getByRole("button", { name: "Open Later loop in the planner" }).click();
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);
  expect((await page.request.delete(`/api/tours/${saved.id}`, { headers })).status()).toBe(200);

  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.click();
  const asked = page.getByRole("alertdialog").filter({ hasText: "This tour was deleted" });
  await asked.getByRole("button", { name: "Not now" }).click();
  await expect(asked).toHaveCount(0);
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);

  await save.click();
  await expect(page.getByText('"Later loop" is in My Tours.').first()).toBeVisible();
  const tours = await (await page.request.get("/api/tours", { headers })).json();
  expect(tours.map((tour: { id: number }) => tour.id)).not.toContain(saved.id);
  expect(tours).toHaveLength(1);
});
