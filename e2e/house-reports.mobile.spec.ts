/**
 * "Report a problem" on a phone (docs/house-reports.md): the demo's house reported dark says so,
 * its report form, My Reports and the admin's Problem Reports pass axe; the admin sees the demo's
 * three "No longer decorates" reports.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";

test("Reported dark, the report form, My Reports and Problem Reports on a phone", async ({
  asAdmin: page,
}) => {
  test.slow();

  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { name: "Problem Reports", level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const dark = page.getByTestId("report-group").filter({ hasText: "Reported dark" }).first();
  await expect(dark).toContainText("No longer decorates: 3");
  await expectNoSeriousA11yViolations(page);

  // Its house page says Reported dark, and the report form opens.
  await dark.getByRole("heading").getByRole("link").click();
  await expect(page.getByTestId("house-page")).toBeVisible();
  await expect(page.getByTestId("reported-dark").first()).toHaveText("Reported dark");
  await page.getByRole("button", { name: "Report a problem" }).click();
  await expect(page.getByRole("form", { name: "Report a problem" })).toBeVisible();
  // Named as the tab title and the other lists are ("My Reviews", "My Tours").
  await expect(
    page.getByRole("form", { name: "Report a problem" }).getByRole("link", {
      name: "My Reports",
      exact: true,
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, "[data-testid=report-problem]");

  await page.goto("/my-reports");
  await expect(
    page.getByRole("heading", { name: "My Reports", level: 1, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("No reports yet").or(page.getByTestId("my-report").first()),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
