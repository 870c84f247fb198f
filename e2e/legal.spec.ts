/** The public text pages, for signed-out visitors and signed-in users, in both URL forms. */
import { expect, test } from "./fixtures";

for (const path of ["/privacy-policy", "/privacy"]) {
  test(`${path} shows the privacy policy to a signed-out visitor`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
    // The day the text last changed, and no placeholder address: questions go to Contact Us.
    await expect(page.getByText("Last Updated: November 27, 2026")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("@lilights.example");
    await expect(page.getByRole("main")).not.toContainText("the address below");
    // Reviews name their author as everywhere else: first name and last initial.
    await expect(page.getByText(/first name and last initial/)).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Contact Us" }).last(),
    ).toHaveAttribute("href", "/contact-us");
    await expect(page.getByRole("heading", { name: "1. Information We Collect" })).toBeVisible();
    await expect(page.getByText(/Firebase Authentication/).first()).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "3. Location Data and Proximity Visits" }),
    ).toBeVisible();
  });
}

for (const path of ["/terms-of-service", "/terms"]) {
  test(`${path} shows the terms of service to a signed-out visitor`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await expect(page.getByText("Last Updated: November 27, 2026")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("@lilights.example");
    await expect(page.getByRole("heading", { name: "3. Community Rules" })).toBeVisible();
  });
}

for (const path of ["/contact-us", "/contact"]) {
  test(`${path} offers the three addresses, the response time and the policy links`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
    await expect(
      page.getByTestId("contact-general").getByRole("link", { name: "support@lilights.example" }),
    ).toHaveAttribute("href", "mailto:support@lilights.example");
    await expect(page.getByTestId("contact-issues").getByRole("link")).toHaveAttribute(
      "href",
      /^mailto:.+@/,
    );
    await expect(page.getByTestId("contact-business").getByRole("link")).toHaveAttribute(
      "href",
      /^mailto:.+@/,
    );
    await expect(page.getByText(/24-48 hours during the holiday season/)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
}

test("a signed-in user reads the pages from the footer, and Back returns", async ({
  asUser: page,
}) => {
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("opened directly, Back goes to the start page", async ({ page }) => {
  await page.goto("/terms-of-service");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});
