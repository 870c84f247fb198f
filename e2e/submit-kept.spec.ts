/**
 * A half-filled or sending Submit form is never lost to what happens around it (decision 353):
 * a Log out in another tab keeps the form for the same account signing in again, and leaving the
 * screen while the house is sent leaves the user where they went, with a way to open the house.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pickMassapequaAddress, uniqueStreet } from "./submit-form";
import { holdRequests, signOut } from "./support";

const FIXTURES = path.join(import.meta.dirname, "fixtures");

function unique() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Picks a new Massapequa street address and puts the pin on the house (offline: town only). */
async function pickAddress(page: Page, street: string) {
  await pickMassapequaAddress(page, street);
  await expect(page.getByTestId("picked-location")).toContainText("Massapequa, New York");
  await page.getByRole("button", { name: "The pin is on the house" }).click();
}

async function addPhoto(page: Page) {
  await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
  // The browser compresses the photo first: slow on a busy 2-core machine (CI took > 10 s).
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
    timeout: 30_000,
  });
}

test.describe("a Submit form kept", () => {
  // Photo compression in the browser, a second tab, a sign-in and a full page load.
  test.slow();

  test("a Log out in another tab keeps the half-filled form, which comes back and goes through once the same account signs in again", async ({
    asUser: page,
    account,
    context,
  }) => {
    await page.goto("/submit");
    const heading = page.getByRole("heading", { level: 1, name: "Submit a Christmas House" });
    await expect(heading).toBeVisible({ timeout: 60_000 });
    const title = `Kept House ${unique()}`;
    const street = uniqueStreet("Holly Street");
    const description = `Half written before the other tab logged out ${unique()}`;
    await page.getByLabel("Title").fill(title);
    await pickAddress(page, street);
    await addPhoto(page);
    await page.getByRole("checkbox", { name: "Music Synchronized" }).check();
    await page.getByLabel("Description (optional)").fill(description);

    const other = await context.newPage();
    await other.goto("/home");
    await expect(other.getByRole("button", { name: "User menu" })).toBeVisible({
      timeout: 30_000,
    });
    await signOut(other);

    // This tab follows the Log out quietly (decisions 309, 342), and says what became of the form.
    await page.bringToFront();
    const notice = page.getByRole("region", { name: "You were signed out" });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toContainText("Everything you filled in is kept in this tab");
    // It opens at its top, where the form the user was far down in began: the words show.
    await expect(notice.getByRole("heading", { name: "You were signed out" })).toBeInViewport();
    await expect(page).toHaveURL(/\/submit$/);
    await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
    await expect(page.getByText("You are logged out. Logging in again...")).toHaveCount(0);
    // A reload would lose what is kept: the browser asks first (decision 313).
    const leavingIsQuestioned = await page.evaluate(() => {
      const leaving = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(leaving);
      return leaving.defaultPrevented;
    });
    expect(leavingIsQuestioned).toBe(true);
    await page.screenshot({ path: "/tmp/submit-kept-signed-out.png", fullPage: true });

    await notice.getByRole("button", { name: "Sign in to continue" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(account.email);
    await dialog.getByLabel("Password").fill(account.password);
    await dialog.getByRole("button", { name: "Sign In", exact: true }).click();

    // Back on the form as it was left.
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/submit$/);
    await expect(page.getByLabel("Title")).toHaveValue(title, { timeout: 30_000 });
    await expect(page.getByRole("combobox", { name: "Address" })).toHaveValue(street);
    await expect(page.getByTestId("picked-location")).toContainText("Massapequa, New York");
    await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Music Synchronized" })).toBeChecked();
    await expect(page.getByLabel("Description (optional)")).toHaveValue(description);

    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page).toHaveURL(/\/house\/massapequa\/\d+-holly-st$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(description)).toBeVisible();
  });

  test("Back while the house is being sent: the user stays where they went, told it was submitted, with a link to the house", async ({
    asUser: page,
  }) => {
    await page.goto("/home");
    await page.getByRole("banner").getByRole("link", { name: "Submit House" }).click();
    const heading = page.getByRole("heading", { level: 1, name: "Submit a Christmas House" });
    await expect(heading).toBeVisible({ timeout: 60_000 });
    const title = `Sent Away ${unique()}`;
    await page.getByLabel("Title").fill(title);
    await pickAddress(page, uniqueStreet("Holly Street"));
    await addPhoto(page);
    await page.getByRole("checkbox", { name: "Lights Only" }).check();

    // The house's creation is held until the user has gone back.
    const releaseCreation = await holdRequests(page, (url) => url.pathname === "/api/houses");
    const creation = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/houses",
      { timeout: 30_000 },
    );
    await page.getByRole("button", { name: "Submit House" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeVisible();
    await creation;
    await page.goBack();
    await expect(page).toHaveURL(/\/home$/);
    await expect(heading).toHaveCount(0);

    const created = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        new URL(response.url()).pathname === "/api/houses",
    );
    releaseCreation();
    expect((await created).status()).toBe(201);
    const submitted = page
      .getByRole("region", { name: /^Notifications/ })
      .locator("li", { hasText: "Your house has been submitted with 1 photo(s)!" });
    await expect(submitted).toBeVisible({ timeout: 30_000 });
    await expect(
      submitted.getByText("Your house has been submitted with 1 photo(s)!", { exact: true }),
    ).toBeVisible();
    // Still where they went.
    await expect(page).toHaveURL(/\/home$/);
    await page.screenshot({ path: "/tmp/submit-sent-away.png" });

    await submitted.getByRole("link", { name: "View your house" }).click();
    await expect(page).toHaveURL(/\/house\/massapequa\/\d+-holly-st$/);
    await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 });
  });
});
