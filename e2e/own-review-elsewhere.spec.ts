/**
 * One's own review open in two places (decision 347): a save never replaces a version saved
 * elsewhere since, and an edit whose review is deleted elsewhere keeps its text. The second page
 * is the same account in a browser of its own (another tab or device); both hold the house's
 * event stream, so each sees the other's writes without reloading.
 */

import type { Page } from "@playwright/test";
import { REVIEW_CHANGED_ELSEWHERE, REVIEW_DELETED_ELSEWHERE } from "../contract/review-texts";
import { expect, type TestHouse, test } from "./fixtures";

/** The house page open and listening for its live events. */
async function openListening(page: Page, house: TestHouse) {
  const streamOpen = page.waitForResponse(
    (r) => r.url().endsWith(`/api/houses/${house.id}/stream`) && r.status() === 200,
  );
  await page.goto(house.path);
  await expect(page.getByTestId("house-page")).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await streamOpen;
}

/** The reviews the API holds for the house: [stars, text]. */
async function savedReviews(page: Page, house: TestHouse) {
  const answer = await page.request.get(`/api/houses/${house.id}`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { reviews: Array<{ rating: number; review: string }> };
  return body.reviews.map((r) => [r.rating, r.review]);
}

/** Both pages of the account on its house, with a 4-star review written in the first. */
async function reviewedInTwoPlaces(pageA: Page, openSecond: () => Promise<Page>, house: TestHouse) {
  await openListening(pageA, house);
  const form = pageA.getByRole("form", { name: "Write a review" });
  await form.getByRole("button", { name: "Rate 4 stars" }).click();
  await form.getByLabel("Your review (optional)").fill("First words");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(pageA.getByText("Rating submitted", { exact: true }).first()).toBeVisible();
  await expect(pageA.getByTestId("house-review")).toContainText("First words");
  const pageB = await openSecond();
  await openListening(pageB, house);
  await expect(pageB.getByTestId("house-review")).toContainText("First words");
  return pageB;
}

test("a save started before another tab's save is refused; the saved version is shown and the typed text kept", async ({
  asUser: pageA,
  account,
  ownHouse,
  pageSignedInAs,
}) => {
  const pageB = await reviewedInTwoPlaces(pageA, () => pageSignedInAs(account), ownHouse);

  await pageA.getByRole("button", { name: "Edit your review" }).click();
  const editA = pageA.getByRole("form", { name: "Edit your review" });
  await editA.getByLabel("Your review").fill("Typed in tab A");

  await pageB.getByRole("button", { name: "Edit your review" }).click();
  const editB = pageB.getByRole("form", { name: "Edit your review" });
  await editB.getByRole("button", { name: "Rate 2 stars" }).click();
  await editB.getByLabel("Your review").fill("Saved in tab B");
  await editB.getByRole("button", { name: "Save", exact: true }).click();
  await expect(pageB.getByText("Review updated", { exact: true }).first()).toBeVisible();

  // Tab A's Save is refused and changes nothing; its text stays in the box.
  const refused = pageA.waitForResponse(
    (r) => r.request().method() === "PATCH" && r.url().includes("/api/reviews/"),
  );
  await editA.getByRole("button", { name: "Save", exact: true }).click();
  expect((await refused).status()).toBe(409);
  const notice = editA.getByTestId("review-saved-elsewhere");
  await expect(notice.getByRole("alert")).toHaveText(REVIEW_CHANGED_ELSEWHERE);
  await expect(notice).toContainText("Saved in tab B");
  await expect(editA.getByLabel("Your review")).toHaveValue("Typed in tab A");
  await expect(pageA.getByText("Review updated", { exact: true })).toHaveCount(0);
  await expect(pageA.getByText("Failed to update review")).toHaveCount(0);
  expect(await savedReviews(pageA, ownHouse)).toEqual([[2, "Saved in tab B"]]);

  // "Keep mine": the next Save replaces the version the user has now seen.
  await notice.getByRole("button", { name: "Keep mine" }).click();
  await expect(notice).toHaveCount(0);
  await expect(editA.getByLabel("Your review")).toBeFocused();
  await editA.getByRole("button", { name: "Save", exact: true }).click();
  await expect(pageA.getByText("Review updated", { exact: true }).first()).toBeVisible();
  await expect(pageA.getByTestId("house-review")).toContainText("Typed in tab A");
  expect(await savedReviews(pageA, ownHouse)).toEqual([[4, "Typed in tab A"]]);

  // "Use the saved version": the box takes the other tab's stars and text instead. Tab A
  // learns of B's save from the live update, before pressing Save.
  await expect(pageB.getByTestId("house-review")).toContainText("Typed in tab A");
  await pageA.getByRole("button", { name: "Edit your review" }).click();
  await editA.getByLabel("Your review").fill("A, not to be sent");
  await pageB.getByRole("button", { name: "Edit your review" }).click();
  await editB.getByRole("button", { name: "Rate 5 stars" }).click();
  await editB.getByLabel("Your review").fill("B once more");
  await editB.getByRole("button", { name: "Save", exact: true }).click();
  await expect(pageB.getByTestId("house-review")).toContainText("B once more");
  const seenBefore = editA.getByTestId("review-saved-elsewhere");
  await expect(seenBefore).toContainText("B once more");
  await seenBefore.getByRole("button", { name: "Use the saved version" }).click();
  await expect(editA.getByLabel("Your review")).toHaveValue("B once more");
  await expect(editA.getByRole("button", { name: "Rate 5 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(seenBefore).toHaveCount(0);
});

test("an edit open when another tab deletes the review keeps its text in the review form, and says why", async ({
  asUser: pageA,
  account,
  ownHouse,
  pageSignedInAs,
}) => {
  const pageB = await reviewedInTwoPlaces(pageA, () => pageSignedInAs(account), ownHouse);

  await pageA.getByRole("button", { name: "Edit your review" }).click();
  const editA = pageA.getByRole("form", { name: "Edit your review" });
  await editA.getByRole("button", { name: "Rate 3 stars" }).click();
  await editA.getByLabel("Your review").fill("Half-typed in tab A");

  await pageB.getByRole("button", { name: "Delete your review" }).click();
  await pageB.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(pageB.getByText("Review deleted", { exact: true }).first()).toBeVisible();

  // The live update takes the review and its edit form away: the text goes to the new form.
  await expect(editA).toHaveCount(0);
  const form = pageA.getByRole("form", { name: "Write a review" });
  await expect(form.getByRole("alert")).toHaveText(REVIEW_DELETED_ELSEWHERE);
  const text = form.getByLabel("Your review (optional)");
  await expect(text).toHaveValue("Half-typed in tab A");
  await expect(text).toBeFocused();
  await expect(form.getByRole("button", { name: "Rate 3 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(pageA.getByText("Rating submitted", { exact: true }).first()).toBeVisible();
  await expect(pageA.getByTestId("house-review")).toContainText("Half-typed in tab A");
  expect(await savedReviews(pageA, ownHouse)).toEqual([[3, "Half-typed in tab A"]]);
  // Posted: the note has gone with the draft.
  await expect(pageA.getByText(REVIEW_DELETED_ELSEWHERE)).toHaveCount(0);
});
