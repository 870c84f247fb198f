/**
 * Screens that say something is not there (decision 343): the app matches a path with its letter
 * case, as the worker does, so both call "/HOME" not found; and a page whose only content is a
 * "not found" or "could not load" block has that block's heading as its h1.
 */
import { expect, test } from "./fixtures";
import { isHydrated } from "./support";

test("a path in other letters than a screen's is Page Not Found, on the server and in the app", async ({
  page,
  request,
}) => {
  for (const path of ["/HOME", "/Lights", "/Privacy-Policy"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  await page.goto("/");
  await expect.poll(() => isHydrated(page.getByRole("banner").getByRole("link"))).toBe(true);
  // Opened inside the running app (the router, not the server, decides).
  for (const path of ["/HOME", "/Lights"]) {
    await page.evaluate((to) => {
      history.pushState(null, "", to);
      dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await expect(
      page.getByRole("heading", { level: 1, name: "Page Not Found" }),
      path,
    ).toBeVisible();
    await page.goBack();
  }
});

test("a town or tour that is not there, or a town that failed to load, has its own h1", async ({
  page,
}) => {
  await page.goto("/lights/nowhere-town");
  await expect(page.getByRole("heading", { level: 1, name: "Town not found" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  await page.goto("/tours/shared/x");
  await expect(page.getByRole("heading", { level: 1, name: "Tour not found" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  // Opened from the towns list, the town's houses are asked for and the answer fails.
  await page.goto("/lights");
  await page.route(/\/api\/towns\/[^/?]+/, (route) =>
    route.fulfill({ status: 500, json: { message: "Something went wrong" } }),
  );
  // In the app (its HTML would carry the town's houses, which a failed second read keeps).
  const town = page.getByRole("main").getByRole("link").first();
  await expect.poll(() => isHydrated(town)).toBe(true);
  await town.click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Error loading this town" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
});
