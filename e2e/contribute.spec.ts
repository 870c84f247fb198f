/**
 * Contributing on a house page: reviews (and My Reviews), features, the description, an admin's
 * delete, the signed-out prompt and an expired session. Each test gets a fresh house of its own
 * and a signed-in page from the fixtures (e2e/fixtures.ts), which delete them afterwards.
 */
import type { Page } from "@playwright/test";
import { expect, type TestHouse, test } from "./fixtures";
import { signIn, signOut } from "./support";

const header = (page: Page) => page.getByRole("main").locator("header").first();

/** The signed-in user on their own fresh house's page. */
async function openOwnHouse(page: Page, house: TestHouse) {
  await page.goto(house.path);
  await expect(page.getByTestId("house-page")).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
}

/** Opens the house and starts a review there without sending it: two stars and a line of text. */
async function startReviewDraft(page: Page, house: TestHouse) {
  await openOwnHouse(page, house);
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByRole("button", { name: "Rate 2 stars" }).click();
  await form.getByLabel("Your review (optional)").fill("Half the bulbs were out");
  return form;
}

test("write, edit and delete a review; the average follows; profanity is rejected", async ({
  asUser: page,
  ownHouse,
}) => {
  await openOwnHouse(page, ownHouse);
  await expect(header(page)).toContainText("0.0");
  await expect(header(page)).toContainText("(0 reviews)");

  const form = page.getByRole("form", { name: "Write a review" });
  // Default 5 stars; pick 4.
  await expect(form.getByRole("button", { name: "Rate 5 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await form.getByRole("button", { name: "Rate 4 stars" }).click();
  await form.getByLabel("Your review (optional)").fill("What a shitty display");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(
    page.getByText("Inappropriate Content Detected", { exact: true }).first(),
  ).toBeVisible();
  await expect(
    page
      .getByText("This content must be family-friendly. Inappropriate content is not allowed.")
      .first(),
  ).toBeVisible();
  // Nothing typed is lost.
  await expect(form.getByLabel("Your review (optional)")).toHaveValue("What a shitty display");
  await expect(header(page)).toContainText("(0 reviews)");

  await form.getByLabel("Your review (optional)").fill("Wonderful music show!");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Rating submitted", { exact: true }).first()).toBeVisible();
  await expect(header(page)).toContainText("4.0");
  await expect(header(page)).toContainText("(1 review)");
  await expect(form).toHaveCount(0);

  // Edit in place.
  const mine = page.getByTestId("house-review").filter({ hasText: "Wonderful music show!" });
  await mine.getByRole("button", { name: "Edit your review" }).click();
  const edit = page.getByRole("form", { name: "Edit your review" });
  await edit.getByRole("button", { name: "Rate 2 stars" }).click();
  await edit.getByLabel("Your review").fill("Good, but the music was too loud");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Review updated", { exact: true }).first()).toBeVisible();
  await expect(header(page)).toContainText("2.0");
  const edited = page.getByTestId("house-review").filter({ hasText: "too loud" });
  await expect(edited).toContainText("(edited)");

  // Delete with confirmation.
  await edited.getByRole("button", { name: "Delete your review" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this review?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Review deleted", { exact: true }).first()).toBeVisible();
  await expect(header(page)).toContainText("(0 reviews)");
  await expect(page.getByRole("form", { name: "Write a review" })).toBeVisible();
});

test("the focus follows one's own review: Edit into the text, Save and Cancel back to Edit, a delete to the Reviews heading", async ({
  asUser: page,
  ownHouse,
}) => {
  await openOwnHouse(page, ownHouse);
  await page
    .getByRole("form", { name: "Write a review" })
    .getByRole("button", { name: "Submit Review" })
    .click();
  await expect(page.getByText("Rating submitted", { exact: true }).first()).toBeVisible();

  // Every press below is the keyboard's, on the control that has the focus.
  const editButton = page.getByRole("button", { name: "Edit your review" });
  await editButton.focus();
  await page.keyboard.press("Enter");
  const edit = page.getByRole("form", { name: "Edit your review" });
  await expect(edit.getByLabel("Your review")).toBeFocused();
  await page.keyboard.type("Bright and cheerful");
  await edit.getByRole("button", { name: "Cancel" }).focus();
  await page.keyboard.press("Enter");
  await expect(editButton).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(edit.getByLabel("Your review")).toBeFocused();
  await page.keyboard.type("Bright and cheerful");
  await edit.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Review updated", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("house-review")).toContainText("Bright and cheerful");
  await expect(editButton).toBeFocused();

  // The Delete pressed goes with the card: the focus goes to the section's heading.
  await page.getByRole("button", { name: "Delete your review" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Review deleted", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("house-review")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Reviews (0)" })).toBeFocused();
});

test("My Reviews: edit in the dialog, delete after confirming, empty state", async ({
  asUser: page,
  ownHouse: house,
}) => {
  await openOwnHouse(page, house);
  await page
    .getByRole("form", { name: "Write a review" })
    .getByRole("button", { name: "Submit Review" })
    .click();
  await expect(page.getByText("Rating submitted", { exact: true }).first()).toBeVisible();

  await page.goto("/reviews");
  const card = page.getByTestId("my-review");
  await expect(card).toHaveCount(1);
  await expect(card).not.toContainText("(edited)");
  const today = new Date().toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  await expect(card).toContainText(today);
  await card.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Your Review" });
  await dialog.getByRole("button", { name: "Rate 3 stars" }).click();
  await dialog.getByLabel("Review (optional)").fill("Lovely walk-through");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Review updated successfully").first()).toBeVisible();
  await expect(card).toContainText("Lovely walk-through");
  await expect(card).toContainText("(edited)");
  await expect(card.getByRole("img", { name: "Rated 3 out of 5 stars" })).toBeVisible();

  await card.getByRole("link", { name: "View House" }).click();
  await expect(page).toHaveURL(new RegExp(`${house.path}$`));
  await page.goBack();

  await page.getByTestId("my-review").getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Delete Review?");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this review? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Review deleted successfully").first()).toBeVisible();
  await expect(page.getByText("No reviews yet")).toBeVisible();
  // The Delete pressed went with its card: the focus is on the heading, not lost on the page.
  await expect(page.getByRole("heading", { level: 1, name: "My Reviews" })).toBeFocused();
  await page.getByRole("link", { name: "Explore Houses" }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test.describe("the house's own texts", () => {
  test.use({ accountName: "Dasher Writer" });

  test("features: add only missing ones, remove never the last, panels exclude each other; description: edit, blank disabled, profanity rejected, editor shown", async ({
    asUser: page,
    ownHouse,
  }) => {
    await openOwnHouse(page, ownHouse);
    await test.step("features", async () => {
      const section = page.locator("section", {
        has: page.getByRole("heading", { name: "Features" }),
      });
      await section.getByRole("button", { name: "Add Features" }).click();
      const add = page.getByRole("region", { name: "Add features" });
      await expect(add.getByLabel("Music Synchronized")).toHaveCount(0);
      await expect(add.getByRole("button", { name: "Save Features" })).toBeDisabled();
      await add.getByLabel("Animatronics").click();
      await add.getByLabel("Charity Display").click();

      // Opening remove closes add.
      await section.getByRole("button", { name: "Remove Features" }).click();
      await expect(add).toHaveCount(0);
      await section.getByRole("button", { name: "Add Features" }).click();
      await expect(page.getByRole("region", { name: "Remove features" })).toHaveCount(0);
      await page.getByRole("region", { name: "Add features" }).getByLabel("Animatronics").click();
      await page
        .getByRole("region", { name: "Add features" })
        .getByRole("button", { name: "Save Features" })
        .click();
      await expect(page.getByText("Features added", { exact: true }).first()).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveCount(3);

      await section.getByRole("button", { name: "Remove Features" }).click();
      const remove = page.getByRole("region", { name: "Remove features" });
      await remove.getByLabel("Blow-Ups").click();
      await remove.getByLabel("Animatronics").click();
      // Two of three ticked: the last one cannot be ticked.
      await expect(remove.getByLabel("Music Synchronized")).toBeDisabled();
      await remove.getByRole("button", { name: "Remove Selected" }).click();
      await expect(page.getByText("Features removed", { exact: true }).first()).toBeVisible();
      await expect(section.getByRole("listitem")).toHaveCount(1);
      await expect(section.getByRole("button", { name: "Remove Features" })).toHaveCount(0);
    });

    await test.step("description", async () => {
      const section = page.locator("section", {
        has: page.getByRole("heading", { name: "About This Display" }),
      });
      await section.getByRole("button", { name: /Description/ }).click();
      const form = page.getByRole("form", { name: "Edit description" });
      await form.getByLabel("Description").fill("   ");
      await expect(form.getByRole("button", { name: "Save Description" })).toBeDisabled();
      await form.getByLabel("Description").fill("Total bullshit display");
      await form.getByRole("button", { name: "Save Description" }).click();
      await expect(
        page.getByText("Inappropriate Content Detected", { exact: true }).first(),
      ).toBeVisible();
      await form.getByLabel("Description").fill("Twenty inflatables and a singing tree.");
      await form.getByRole("button", { name: "Save Description" }).click();
      await expect(page.getByText("Description updated", { exact: true }).first()).toBeVisible();
      await expect(page.getByTestId("house-description")).toHaveText(
        "Twenty inflatables and a singing tree.",
      );
      await expect(page.getByTestId("description-last-edit")).toContainText("by Dasher");
    });
  });
});

test("an admin deletes a house from its page after confirming", async ({
  asAdmin: page,
  ownHouse: house,
}) => {
  await page.goto(house.path);
  await page.getByRole("button", { name: "Delete House" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this house? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("House deleted", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const res = await page.request.get(`/api/houses/${house.id}`);
  expect(res.status()).toBe(404);
});

test("signed-out visitors are asked to sign in to review", async ({ page, ownHouse: house }) => {
  await page.goto(house.path);
  await expect(page.getByText("Sign in to Leave a review")).toBeVisible();
  // (The non-closable sign-up modal may already cover the page: read the texts, not the a11y tree.)
  await expect(page.getByText("Sign In to Review", { exact: true })).toBeVisible();
  await expect(page.getByText("Delete House", { exact: true })).toHaveCount(0);
});

test("an expired session: the review gets a 401, the user signs in again on the same page and the review is still there", async ({
  asUser: page,
  account,
  ownHouse: house,
}) => {
  test.setTimeout(180_000);
  await openOwnHouse(page, house);
  const form = page.getByRole("form", { name: "Write a review" });
  const text = "Lovely lights, worth the drive";
  await form.getByRole("button", { name: "Rate 4 stars" }).click();
  await form.getByLabel("Your review (optional)").fill(text);
  // The session has expired: the server sees a token it cannot verify (the real 401 path).
  await page.route("**/api/houses/*/ratings", (route) =>
    route.continue({
      headers: { ...route.request().headers(), authorization: "Bearer expired.session.token" },
    }),
  );
  const answered = page.waitForResponse((r) => r.url().includes("/ratings"));
  await form.getByRole("button", { name: "Submit Review" }).click();
  expect((await answered).status()).toBe(401);
  await expect(page.getByText("Unauthorized", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText("You are logged out. Logging in again...", { exact: true }).first(),
  ).toBeVisible();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/house\//);

  // Signing in again keeps the user on the house page, with the stars and text they wrote.
  await page.unroute("**/api/houses/*/ratings");
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill(account.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page).toHaveURL(house.path);
  await expect(form.getByLabel("Your review (optional)")).toHaveValue(text);
  await expect(form.getByRole("button", { name: "Rate 4 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Thank you for your review!").first()).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
});

test("logging out deletes a review being written: the next account on the tab starts a blank one", async ({
  asUser: page,
  makeAccount,
  ownHouse: house,
}) => {
  const next = await makeAccount("Next Reviewer");
  const form = await startReviewDraft(page, house);

  await signOut(page);
  await signIn(page, next.email, next.password);
  await page.goto(house.path);
  await expect(page.getByTestId("house-page")).toBeVisible();
  await expect(form.getByLabel("Your review (optional)")).toHaveValue("");
  await expect(form.getByRole("button", { name: "Rate 5 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("an expired session's review comes back only to its writer: another account signing in gets a blank form", async ({
  asUser: page,
  makeAccount,
  ownHouse: house,
}) => {
  const next = await makeAccount("Next Reviewer");
  const form = await startReviewDraft(page, house);
  // The session has expired: the server sees a token it cannot verify (the real 401 path).
  await page.route("**/api/houses/*/ratings", (route) =>
    route.continue({
      headers: { ...route.request().headers(), authorization: "Bearer expired.session.token" },
    }),
  );
  await form.getByRole("button", { name: "Submit Review" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  // Someone else at the browser signs in from that dialog, on the same page.
  await page.unroute("**/api/houses/*/ratings");
  await dialog.getByLabel("Email").fill(next.email);
  await dialog.getByLabel("Password").fill(next.password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page).toHaveURL(house.path);
  await expect(form.getByLabel("Your review (optional)")).toHaveValue("");
  await expect(form.getByRole("button", { name: "Rate 5 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Nor after a reload, from what the tab kept.
  await page.reload();
  await expect(form.getByLabel("Your review (optional)")).toHaveValue("");
});
