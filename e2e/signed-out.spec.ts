import { expect, test } from "./fixtures";
import { gotoWithClockStopped, isHydrated, whileClockRuns } from "./support";

/**
 * Signed-out visitors: the landing shows 3 houses; deeper actions prompt sign-in (docs/product.md,
 * Routes and roles).
 */
test.describe("signed-out visitor", () => {
  test("the server gives at most 3 houses per call, whatever is asked", async ({ request }) => {
    const answer = await (await request.get("/api/houses?limit=50&offset=10")).json();
    expect(answer.houses.length).toBeLessThanOrEqual(3);
    expect(answer.totalCount).toBeGreaterThan(3);
    const top = await (await request.get("/api/houses/top-rated")).json();
    expect(top.length).toBeLessThanOrEqual(3);
  });

  test("landing: 3 houses and 3 top rated; cards, quick search and pills prompt Login Required", async ({
    page,
  }) => {
    await page.goto("/");
    const discover = page.getByRole("region", { name: "Discover Amazing Displays" });
    await expect(discover.getByTestId("house-card")).toHaveCount(3, { timeout: 30_000 });
    await expect(
      page.getByRole("region", { name: "Top Rated Displays" }).getByTestId("house-card"),
    ).toHaveCount(3);
    for (const stat of await page.getByTestId("landing-stat").allTextContents()) {
      expect(stat).toMatch(/^\d[\d,]*$/);
    }

    await discover.getByTestId("house-card").first().click();
    await expect(page).toHaveURL("/");
    const toast = page.getByRole("region", { name: /Notifications/ });
    await expect(toast.getByText("Login Required")).toBeVisible();
    await expect(toast.getByText("Please log in to view house details")).toBeVisible();

    // The search controls say what signing in is for: searching, not house details.
    await page.getByRole("combobox", { name: "Location" }).click();
    await expect(toast.getByText("Please log in to search for Christmas lights")).toBeVisible();
    await expect(toast.getByText("Please log in to view house details")).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Location" })).toHaveAttribute("readonly", "");

    await page.getByRole("button", { name: "Music Synchronized" }).click();
    await expect(toast.getByText("Login Required")).toBeVisible();
    await expect(toast.getByText("Please log in to search for Christmas lights")).toBeVisible();
    await expect(page.getByRole("button", { name: "Music Synchronized" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("landing: tabbing through the location box prompts nothing; typing in it does, and focus stays", async ({
    page,
  }) => {
    await page.goto("/");
    // Once the hero (the quick search with it) has hydrated.
    await expect
      .poll(() => isHydrated(page.getByRole("combobox", { name: "Location" })))
      .toBe(true);
    const start = page.getByRole("button", { name: "Start Exploring" });
    const location = page.getByRole("combobox", { name: "Location" });
    const prompt = page
      .getByRole("region", { name: /Notifications/ })
      .getByText("Please log in to search for Christmas lights");
    await start.focus();
    await page.keyboard.press("Tab");
    await expect(location).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(start).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(location).toBeFocused();
    await expect(prompt).toHaveCount(0);

    // Typing is an attempt to search: the prompt, and the visitor stays in the box.
    await page.keyboard.type("11758");
    await expect(prompt).toBeVisible();
    await expect(location).toBeFocused();
    await expect(location).toHaveValue("");
  });

  test("house page is readable; favorite and directions ask to sign in", async ({
    page,
    request,
  }) => {
    const house = await (await request.get("/api/houses/1")).json();
    await gotoWithClockStopped(
      page,
      `/house/${house.citySlug}/${house.streetSlug}`,
      // The app's page, not the server's first paint of it.
      page.getByTestId("house-page").getByRole("heading", { level: 1, name: house.title }),
    );
    await page.getByRole("link", { name: "Google Maps" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ });
    await whileClockRuns(page, toast.getByText("Please log in to navigate to this house"));
    await page.getByRole("button", { name: "Sign In to Favorite" }).click();
    const dialog = page.getByRole("dialog");
    await whileClockRuns(page, dialog);
    // The sign-in dialog, not the sign-up prompt.
    await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("a house page opens by id as well as by slugs", async ({ request, page }) => {
    const answer = await (await request.get("/api/houses/5")).json();
    await gotoWithClockStopped(
      page,
      `/house/${answer.id}`,
      page.getByTestId("house-page").getByRole("heading", { level: 1, name: answer.title }),
    );
  });
});
