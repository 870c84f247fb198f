/**
 * Homeowners in control on a phone: the house page's Homeowner section with its removal form
 * open, and the admin's Homeowner Requests screen with that request in it, pass axe and fit the
 * screen.
 */
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";

test.use({ accountName: "Pat Phone" });

test("the Homeowner section and Homeowner Requests pass axe on a phone", async ({
  asUser: page,
  ownHouse: house,
  pageSignedInAs,
}) => {
  // Two people's lazy screens on a loaded machine.
  test.setTimeout(180_000);
  await page.goto(house.path);
  const section = page.getByTestId("homeowner");
  await section.getByRole("button", { name: "Remove my house" }).click({ timeout: 60_000 });
  const form = section.getByRole("form", { name: "Ask to remove this house" });
  // The house's id tells this request from any other test's in the admin's list.
  const note = `Phone check of house ${house.id}: please remove.`;
  await form.getByLabel("Note").fill(note);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Send removal request" }).click();
  await expect(section.getByRole("status")).toContainText("waiting for an admin");
  await page.screenshot({ path: "/tmp/homeowners-phone-house.png", fullPage: true });

  // The admin on a phone of their own.
  const admin = await pageSignedInAs("admin");
  await admin.goto("/admin/requests");
  await expect(admin.getByRole("heading", { name: "Homeowner Requests", level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(admin.getByTestId("homeowner-request").filter({ hasText: note })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await admin.screenshot({ path: "/tmp/homeowners-phone-admin.png", fullPage: true });
});
