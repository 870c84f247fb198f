import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";

test.describe.configure({ timeout: 120_000 });

test("on a phone: add houses from the results, open the Tour tab, reorder; the planner with its map and Popular Tours pass axe, nothing overflows", async ({
  asUser: page,
}, testInfo) => {
  await page.goto("/");
  const cards = page.getByTestId("house-card");
  await expect(cards.nth(2)).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < 3; i++) {
    await cards
      .nth(i)
      .getByRole("button", { name: /^Add .+ to tour$/ })
      .click();
  }
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await nav.getByRole("link", { name: "Tour" }).click();

  await test.step("the Tour tab opens the planner, and a stop moves up", async () => {
    await expect(page).toHaveURL(/\/tour$/);
    await expect(nav.getByRole("link", { name: "Tour" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("tour-stop")).toHaveCount(3);

    const second = page.getByTestId("tour-stop").nth(1);
    const id = await second.getAttribute("data-house-id");
    await second.getByRole("button", { name: /^Move .+ up$/ }).click();
    await expect(page.getByTestId("tour-stop").first()).toHaveAttribute("data-house-id", id!);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("tour-mobile.png"), fullPage: true });
  });

  await test.step("the planner with its map passes axe, nothing overflows", async () => {
    await expect(page.getByTestId("tour-map-stop")).toHaveCount(3, { timeout: 60_000 });
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  await test.step("Popular Tours passes axe", async () => {
    await page.goto("/tours/popular");
    await expect(page.getByRole("heading", { name: "Popular Tours", level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
