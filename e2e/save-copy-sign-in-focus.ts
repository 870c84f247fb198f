/**
 * Where the focus goes around a signed-out Save a copy (decision 412), on a desktop by the
 * keyboard and on a phone by taps: the sign-in dialog opened from the prompt's toast gives the
 * focus back to Save a copy when it closes without signing in (the toast's own Sign In is gone
 * with the toast), and once signed in from it the copy opens in the planner with the focus on its
 * heading. A saved tour's Open and Plan from this tour open the planner the same way. Shared by
 * save-copy-sign-in-focus.spec.ts and .mobile.spec.ts.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, type TestAccount } from "./fixtures";
import { idTokenFor, isHydrated } from "./support";
import { saveTourThroughApi } from "./tour-support";

export type Device = "desktop" | "mobile";

const notifications = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

/** A press as the device makes it: Enter on the focused control, or a tap. */
async function press(control: Locator, device: Device) {
  if (device === "mobile") {
    await control.tap();
    return;
  }
  await control.focus();
  await control.page().keyboard.press("Enter");
}

/** A tour of two houses saved by `sharer`, and its shared page's path. */
export async function sharedTour(page: Page, sharer: TestAccount, name: string) {
  await saveTourThroughApi(page, sharer, name, 2);
  const tours: { name: string; shareId: string }[] = await (
    await page.request.get("/api/tours", {
      headers: { Authorization: `Bearer ${await idTokenFor(sharer.email, sharer.password)}` },
    })
  ).json();
  const tour = tours.find((each) => each.name === name);
  if (!tour) throw new Error(`no tour named ${name}`);
  return `/tours/shared/${tour.shareId}`;
}

/**
 * Save a copy, then the prompt's Sign In (by F8 and Tab on a desktop, a tap on a phone); the
 * dialog opens.
 */
async function signInFromPrompt(page: Page, device: Device) {
  await press(page.getByRole("button", { name: "Save a copy" }), device);
  const prompt = notifications(page)
    .getByRole("listitem")
    .filter({ hasText: "Please sign in to save a copy of this tour." });
  await expect(prompt).toBeVisible();
  const signIn = prompt.getByRole("button", { name: "Sign In" });
  if (device === "mobile") {
    await signIn.tap();
  } else {
    // The pointer over the toasts holds their time: the prompt cannot time out during the test.
    await prompt.hover();
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(signIn).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("dialog").getByRole("tab", { name: "Sign In" })).toBeVisible();
}

export async function saveCopySignedOut(
  page: Page,
  account: TestAccount,
  sharer: TestAccount,
  device: Device,
  testInfo: TestInfo,
) {
  const name = `Focus copy ${device} ${Date.now().toString(36)}`;
  await page.goto(await sharedTour(page, sharer, name));
  const saveCopy = page.getByRole("button", { name: "Save a copy" });
  await expect.poll(() => isHydrated(saveCopy), { timeout: 60_000 }).toBe(true);

  await signInFromPrompt(page, device);
  // Closed without signing in: Escape on a desktop, its Close on a phone.
  if (device === "mobile")
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).tap();
  else await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(saveCopy).toBeFocused();

  await signInFromPrompt(page, device);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByLabel("Password").press("Enter");
  const heading = page.getByRole("heading", { name: "Plan a Tour", level: 1 });
  // Firebase Auth loads on this first sign-in: give a busy machine time.
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);
  await expect(dialog).toHaveCount(0);
  await expect(heading).toBeFocused();
  await testInfo.attach(`save-copy-signed-in-planner-focus-${device}`, {
    body: await page.screenshot({ path: testInfo.outputPath(`planner-focus-${device}.png`) }),
    contentType: "image/png",
  });
  // The next Tab goes on from the heading, not from the top of the page.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("link", { name: "My Tours" })).toBeFocused();
}

export async function openAndPlanFromThisTour(page: Page, account: TestAccount, device: Device) {
  const name = `Focus open ${device} ${Date.now().toString(36)}`;
  const path = await sharedTour(page, account, name);
  const heading = page.getByRole("heading", { name: "Plan a Tour", level: 1 });

  await page.goto("/tours");
  const open = page
    .getByTestId("saved-tour")
    .filter({ hasText: name })
    .getByRole("button", { name: /^Open/ });
  await expect.poll(() => isHydrated(open), { timeout: 60_000 }).toBe(true);
  await press(open, device);
  await expect(heading).toBeFocused();

  await page.goto(path);
  const plan = page.getByRole("button", { name: "Plan from this tour" });
  await expect.poll(() => isHydrated(plan), { timeout: 60_000 }).toBe(true);
  await press(plan, device);
  await expect(heading).toBeFocused();
}
