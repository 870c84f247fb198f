/**
 * By the keyboard, where the focus goes around a signed-out Save a copy (decision 412): the
 * sign-in dialog opened from the prompt's toast gives the focus back to Save a copy when it
 * closes without signing in (the toast's own Sign In is gone with the toast), and once signed in
 * from it the copy opens in the planner with the focus on its heading. A saved tour's Open and
 * Plan from this tour open the planner the same way.
 */
import type { Page } from "@playwright/test";
import { expect, type TestAccount, test } from "./fixtures";
import { idTokenFor, isHydrated } from "./support";
import { saveTourThroughApi } from "./tour-support";

test.describe.configure({ timeout: 180_000 });

const notifications = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

/** A tour of two houses saved by `sharer`, and its shared page's path. */
async function sharedTour(page: Page, sharer: TestAccount, name: string) {
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

/** Save a copy by the keyboard, then the prompt's Sign In by F8 and Tab; the dialog opens. */
async function signInFromPromptByKeyboard(page: Page) {
  const saveCopy = page.getByRole("button", { name: "Save a copy" });
  await saveCopy.focus();
  await page.keyboard.press("Enter");
  const prompt = notifications(page)
    .getByRole("listitem")
    .filter({ hasText: "Please sign in to save a copy of this tour." });
  await expect(prompt).toBeVisible();
  // The pointer over the toasts holds their time: the prompt cannot time out during the test.
  await prompt.hover();
  await page.keyboard.press("F8");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(prompt.getByRole("button", { name: "Sign In" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog").getByRole("tab", { name: "Sign In" })).toBeVisible();
}

test("Save a copy signed out, by the keyboard: Escape in the prompt's sign-in goes back to Save a copy, and signing in opens the planner with the focus on its heading", async ({
  page,
  account,
  makeAccount,
}, testInfo) => {
  const sharer = await makeAccount("Sam Sharer");
  const name = `Keyboard copy ${Date.now().toString(36)}`;
  await page.goto(await sharedTour(page, sharer, name));
  const saveCopy = page.getByRole("button", { name: "Save a copy" });
  await expect.poll(() => isHydrated(saveCopy), { timeout: 60_000 }).toBe(true);

  await signInFromPromptByKeyboard(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(saveCopy).toBeFocused();

  await signInFromPromptByKeyboard(page);
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
  await testInfo.attach("save-copy-signed-in-planner-focus", {
    body: await page.screenshot({ path: testInfo.outputPath("planner-focus-desktop.png") }),
    contentType: "image/png",
  });
  // The next Tab goes on from the heading, not from the top of the page.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("link", { name: "My Tours" })).toBeFocused();
});

test("a saved tour's Open and a shared tour's Plan from this tour, by the keyboard, open the planner with the focus on its heading", async ({
  asUser: page,
  account,
}) => {
  const name = `Keyboard open ${Date.now().toString(36)}`;
  const path = await sharedTour(page, account, name);
  const heading = page.getByRole("heading", { name: "Plan a Tour", level: 1 });

  await page.goto("/tours");
  const open = page
    .getByTestId("saved-tour")
    .filter({ hasText: name })
    .getByRole("button", { name: /^Open/ });
  await expect.poll(() => isHydrated(open), { timeout: 60_000 }).toBe(true);
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(heading).toBeFocused();

  await page.goto(path);
  const plan = page.getByRole("button", { name: "Plan from this tour" });
  await expect.poll(() => isHydrated(plan), { timeout: 60_000 }).toBe(true);
  await plan.focus();
  await page.keyboard.press("Enter");
  await expect(heading).toBeFocused();
});
