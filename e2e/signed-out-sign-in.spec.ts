/**
 * A signed-out visitor's way in: the landing's FAQ, the footer's Sign In, the sign-in prompt of a
 * house page's Add Photos and signing in from that prompt, and logging out, which tells the API
 * before the session ends.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { isHydrated } from "./support";

function toast(page: Page, title: string, description: string | RegExp) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: description });
}

test("FAQ, footer Sign In, the photos prompt, signing in from it and logging out", async ({
  page,
  request,
  account,
}) => {
  test.slow();
  // A landing without its texts in the HTML (as the worker serves it when it could not read them:
  // the app renders it anew, worker/pages/served-texts.ts) asks for them once it runs, and they
  // arrive after the first paint: an admin has reworded the first question meanwhile. Held until
  // the reader has opened it, which must stay open. Once: the landing that logging out loads gets
  // the texts as they are.
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<script type="application\/json" id="page-data">[^<]*<\/script>/, "")
        .replace(/ data-prerendered-path="\/"/, "");
      await route.fulfill({ response, body: html });
    },
    { times: 1 },
  );
  let releaseTexts = () => {};
  const textsHeld = new Promise<void>((resolve) => {
    releaseTexts = resolve;
  });
  await page.route(
    "**/api/site-content?page=landing",
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { content: { key: string; content: string }[] };
      await textsHeld;
      const content = body.content.map((row) =>
        row.key === "landing.faq.q1" ? { ...row, content: "Does LI Lights cost anything?" } : row,
      );
      await route.fulfill({ response, json: { ...body, content } });
    },
    { times: 1 },
  );
  await page.goto("/");
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  const question = faq.locator("details").first();
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(question).toBeVisible({ timeout: 60_000 });
  // The app's own question (the server's is replaced when the app renders).
  await expect.poll(() => isHydrated(question.locator("summary")), { timeout: 60_000 }).toBe(true);
  await expect(faq.locator("details")).not.toHaveCount(0);
  const answer = question.locator("summary + *");
  await expect(answer).toBeHidden();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");
  releaseTexts();
  await expect(question.locator("summary")).toContainText("Does LI Lights cost anything?");
  await expect(question).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();
  await question.locator("summary").click();
  await expect(answer).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  const house = await (await request.get("/api/houses/1")).json();
  await page.goto(`/house/${house.citySlug}/${house.streetSlug}`);
  await page
    .getByTestId("house-page")
    .getByRole("button", { name: "Add Photos" })
    .click({ timeout: 60_000 });
  const prompt = toast(page, "Sign in required", "Please sign in to add photos to this display.");
  await expect(prompt).toBeVisible();
  await expect(page.getByRole("region", { name: "Add photos" })).toHaveCount(0);
  await prompt.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  // Signing in from the prompt (Continue with Google needs Google's own script, which this
  // offline test machine cannot load, even against the Auth Emulator).
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  // Firebase Auth loads on this first sign-in: give a busy machine time.
  await expect(toast(page, "Success!", "Signed in successfully")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Still on the house, which now offers what signing in was for (decision 384).
  await expect(page).toHaveURL(new RegExp(`/house/${house.citySlug}/${house.streetSlug}$`));
  await expect(page.getByRole("form", { name: "Write a review" })).toBeVisible();

  // Logging out tells the API first, with the session's token, then loads the landing afresh.
  const logout = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/auth/logout",
  );
  const reloaded = page.waitForEvent("load");
  const logOut = page.getByRole("menuitem", { name: "Log out" });
  // The menu opens on hover, its code loading then: one hover, even while the page still renders.
  await page.getByRole("button", { name: "User menu" }).hover();
  await expect(logOut).toBeVisible({ timeout: 30_000 });
  await logOut.click();
  expect((await logout).headers().authorization).toMatch(/^Bearer .+/);
  await reloaded;
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
});
