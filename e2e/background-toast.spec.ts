/**
 * A toast the app raises on its own waits for the visitor's (decision 425): a visit recorded near
 * a house while the visitor's own toast shows ("Added to favorites") does not replace it; it
 * shows once that toast has gone.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

function toast(page: Page, title: string) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });
}

test("a visit recorded while the visitor's own toast shows waits for it to go", async ({
  asUser: page,
  context,
  request,
}) => {
  test.slow();
  const house = await (await request.get("/api/houses/4")).json();
  const visitPath = `/api/houses/${house.id}/proximity-visit`;
  // The visit's answer is held until the visitor's own toast is on screen.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${visitPath}`, async (route) => {
    await released;
    await route.continue();
  });
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({
    latitude: house.latitude,
    longitude: house.longitude,
    accuracy: 5,
  });
  const visitAsked = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith(visitPath),
    { timeout: 45_000 },
  );
  await page.goto(`/house/${house.citySlug}/${house.streetSlug}`);
  await visitAsked;

  await page.getByRole("button", { name: "Favorite", exact: true }).click();
  const own = toast(page, "Added to favorites");
  await expect(own).toBeVisible();
  // Hovered, the toast stays however long the checks take (its 5 s pause while pointed at).
  await own.hover();
  const visitAnswered = page.waitForResponse((r) => r.url().endsWith(visitPath));
  release();
  expect((await (await visitAnswered).json()).alreadyVisited).toBe(false);
  // The visit is recorded (the page says so) while the visitor's toast stays, alone.
  await expect(page.getByText(/^You visited on /)).toBeVisible();
  await expect(own).toBeVisible();
  await expect(toast(page, "Visit Recorded")).toHaveCount(0);

  await own.getByRole("button", { name: "Close" }).click();
  await expect(toast(page, "Visit Recorded")).toBeVisible();
  await expect(own).toHaveCount(0);
});
