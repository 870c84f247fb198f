/**
 * A Submit form left without being sent keeps its work in the tab (decision 424), on a desktop:
 * Back and Forward, a header link, and what never keeps it (Cancel, Start over, a Log out, another
 * account). The phone's are in e2e/submit-draft.mobile.spec.ts.
 */
import { expect, test } from "./fixtures";
import {
  expectEmpty,
  expectKept,
  fillWork,
  leaveBy,
  leavingIsQuestioned,
  navLink,
  openSubmitFromHome,
  startOver,
  submitHeading,
} from "./submit-draft";
import { pickMassapequaAddress, uniqueStreet } from "./submit-form";
import { signIn, signOut } from "./support";

test.describe("a Submit form left unsent", () => {
  // Photo compression in the browser, sign-ins and full page loads.
  test.slow();

  test("Back then Forward brings back what was typed and picked, with a notice and a Start over", async ({
    asUser: page,
  }) => {
    await openSubmitFromHome(page, false);
    const work = await fillWork(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(submitHeading(page)).toHaveCount(0);
    // Kept in the tab's memory only: a reload would lose it, so the browser asks first.
    expect(await leavingIsQuestioned(page)).toBe(true);

    await page.goForward();
    await expect(page).toHaveURL(/\/submit$/);
    await expectKept(page, work);
    await page.screenshot({ path: "/tmp/submit-draft-desktop.png" });

    await startOver(page, work);
    // Nothing is kept any more: leaving and reloading ask nothing.
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    expect(await leavingIsQuestioned(page)).toBe(false);
    await page.goForward();
    await expectEmpty(page);
  });

  test("a header link keeps the work; the form's Cancel keeps nothing", async ({
    asUser: page,
  }) => {
    await openSubmitFromHome(page, false);
    const work = await fillWork(page);
    await leaveBy(page, false, "Top Houses", /\/top-houses$/);
    await navLink(page, false, "Submit House").click();
    await expectKept(page, work);

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/top-houses$/);
    await expect(submitHeading(page)).toHaveCount(0, { timeout: 30_000 });
    expect(await leavingIsQuestioned(page)).toBe(false);
    await navLink(page, false, "Submit House").click();
    await expectEmpty(page);
  });

  test("a Log out here drops the kept work, without asking", async ({ asUser: page, account }) => {
    await openSubmitFromHome(page, false);
    await fillWork(page);
    await leaveBy(page, false, "Find Lights", /\/home$/);
    // The Log out's own page load is not questioned (a question would stop it: Playwright
    // dismisses it, and signOut waits for the load).
    await signOut(page);
    await signIn(page, account.email, account.password);
    await navLink(page, false, "Submit House").click();
    await expectEmpty(page);
  });

  test("signed out in another tab, the kept work waits for its account, and another account never gets it", async ({
    asUser: page,
    context,
    makeAccount,
  }) => {
    const other = await makeAccount("Other Person");
    await openSubmitFromHome(page, false);
    await fillWork(page);
    await leaveBy(page, false, "Find Lights", /\/home$/);

    const second = await context.newPage();
    await second.goto("/home");
    await expect(second.getByRole("button", { name: "User menu" })).toBeVisible({
      timeout: 30_000,
    });
    await signOut(second);
    await second.close();

    // This tab follows the Log out quietly (decision 342). Back to the form: /submit says what
    // it keeps, for the account that wrote it (decision 353).
    await page.bringToFront();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible({
      timeout: 30_000,
    });
    await page.goBack();
    await expect(page).toHaveURL(/\/submit$/);
    const notice = page.getByRole("region", { name: "You were signed out" });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    expect(await leavingIsQuestioned(page)).toBe(true);

    // Another account signs in here: the form it gets is empty, and nothing is kept.
    await notice.getByRole("button", { name: "Sign in to continue" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(other.email);
    await dialog.getByLabel("Password").fill(other.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/submit$/);
    await expectEmpty(page);
    expect(await leavingIsQuestioned(page)).toBe(false);
    await leaveBy(page, false, "Find Lights", /\/home$/);
    await navLink(page, false, "Submit House").click();
    await expectEmpty(page);
  });
});

test("a house sent, then left by Back, whose sending fails: the work is kept for the form opened again", async ({
  asUser: page,
}) => {
  test.slow();
  await openSubmitFromHome(page, false);
  const work = await fillWork(page);
  const street = uniqueStreet("Holly Street");
  await pickMassapequaAddress(page, street);
  await expect(page.getByTestId("picked-location")).toContainText("Massapequa, New York");
  await page.getByRole("button", { name: "The pin is on the house" }).click();

  // The house's creation is held until the user has gone back, then fails.
  let fail = () => {};
  const failed = new Promise<void>((resolve) => {
    fail = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/houses",
    async (route) => {
      await failed;
      await route.fulfill({ status: 503, json: { message: "Service unavailable" } });
    },
  );
  const creation = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/houses",
    { timeout: 30_000 },
  );
  await page.getByRole("button", { name: "Submit House" }).click();
  await creation;
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(submitHeading(page)).toHaveCount(0);
  // Being sent: nothing is kept yet (a success leaves the user here, decision 353).
  expect(await leavingIsQuestioned(page)).toBe(false);

  fail();
  await expect(page.getByText("Service unavailable").first()).toBeVisible({ timeout: 30_000 });
  expect(await leavingIsQuestioned(page)).toBe(true);
  await page.unroute((url) => url.pathname === "/api/houses");
  await page.goForward();
  await expectKept(page, work);
  await expect(page.getByRole("combobox", { name: "Address" })).toHaveValue(street);
  await expect(page.getByTestId("picked-location")).toContainText("Massapequa, New York");
});
