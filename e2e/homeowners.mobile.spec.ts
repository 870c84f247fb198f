/**
 * Homeowners in control on a phone: the house page's Homeowner section with its removal form
 * open, and the admin's Homeowner Requests screen with that request in it, pass axe and fit the
 * screen.
 */
import { expect, test } from "@playwright/test";
import {
  ADMIN_EMAIL,
  createAccount,
  createTestHouse,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  signIn,
  signOut,
} from "./support";

test("the Homeowner section and Homeowner Requests pass axe on a phone", async ({ page }) => {
  // Two sign-ins and two lazy screens on a loaded machine.
  test.setTimeout(180_000);
  const account = await createAccount({ name: "Pat Phone" });
  const house = await createTestHouse(account, { title: `Phone Lights ${Date.now()}` });
  await page.goto("/");
  await signIn(page, account.email, account.password, { timeout: 60_000 });
  await page.goto(house.path);
  const section = page.getByTestId("homeowner");
  await section.getByRole("button", { name: "Remove my house" }).click();
  const form = section.getByRole("form", { name: "Ask to remove this house" });
  await form.getByLabel("Note").fill("Phone check: please remove.");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Send removal request" }).click();
  await expect(section.getByRole("status")).toContainText("waiting for an admin");
  await page.screenshot({ path: "/tmp/homeowners-phone-house.png", fullPage: true });

  await signOut(page);
  await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD, { timeout: 60_000 });
  await page.goto("/admin/requests");
  await expect(page.getByRole("heading", { name: "Homeowner Requests", level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByTestId("homeowner-request").filter({ hasText: "Phone check: please remove." }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "/tmp/homeowners-phone-admin.png", fullPage: true });
});
