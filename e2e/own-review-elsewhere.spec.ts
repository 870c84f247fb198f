/**
 * One's own review open in two places (decisions 347, 351): a save never replaces a version saved
 * elsewhere since, on the house page or in My Reviews' dialog; an edit whose review is deleted
 * elsewhere keeps its text; a first review written while one is posted elsewhere is kept beside
 * it. The second page is the same account in a browser of its own (another tab or device); both
 * hold the house's event stream, so each sees the other's writes without reloading.
 */

import type { Page } from "@playwright/test";
import {
  REVIEW_CHANGED_ELSEWHERE,
  REVIEW_DELETED_ELSEWHERE,
  REVIEW_DELETED_ELSEWHERE_IN_DIALOG,
  REVIEW_POSTED_ELSEWHERE,
} from "../contract/review-texts";
import { expect, type TestHouse, test } from "./fixtures";
import { holdRequests } from "./support";

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

/**
 * Holds the page's reads of the house (by id or by its path) until the returned release: the page
 * learns nothing of a change meanwhile, live update or not.
 */
function holdHouseReads(page: Page, house: TestHouse) {
  const reads = [`/api/houses/${house.id}`, `/api/houses/${house.path.slice("/house/".length)}`];
  return holdRequests(page, (url) => reads.includes(url.pathname));
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

  // Tab A reads nothing of the house until its Save is refused (the live update may be late).
  const releaseReads = await holdHouseReads(pageA, ownHouse);
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
  const saveA = editA.getByRole("button", { name: "Save", exact: true });
  await saveA.click();
  expect((await refused).status()).toBe(409);
  const notice = editA.getByTestId("review-saved-elsewhere");
  await expect(notice.getByRole("alert")).toHaveText(REVIEW_CHANGED_ELSEWHERE);
  // Save waits for the choice, while the saved version is on its way and once it is shown: a
  // second press would send the same old version and be refused again, with nothing new to see.
  await expect(saveA).toBeDisabled();
  releaseReads();
  await expect(notice).toContainText("Saved in tab B");
  await expect(saveA).toBeDisabled();
  // The focus, which Save had, goes to the choice.
  await expect(notice.getByRole("button", { name: "Keep mine" })).toBeFocused();
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

/** From the house page to My Reviews through the header (the app keeps what it has read). */
async function openMyReviews(page: Page) {
  await page.getByRole("link", { name: "My Reviews" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "My Reviews" })).toBeVisible();
  const card = page.getByTestId("my-review");
  await expect(card).toHaveCount(1);
  return card;
}

/** Page B saves its edit of the review: stars and text. */
async function saveElsewhere(pageB: Page, stars: number, text: string) {
  await pageB.getByRole("button", { name: "Edit your review" }).click();
  const editB = pageB.getByRole("form", { name: "Edit your review" });
  await editB.getByRole("button", { name: `Rate ${stars} stars` }).click();
  await editB.getByLabel("Your review").fill(text);
  await editB.getByRole("button", { name: "Save", exact: true }).click();
  await expect(pageB.getByTestId("house-review")).toContainText(text);
}

test("My Reviews' dialog: a save over another tab's is refused; the saved version is shown and the typed text kept", async ({
  asUser: pageA,
  account,
  ownHouse,
  pageSignedInAs,
}) => {
  const pageB = await reviewedInTwoPlaces(pageA, () => pageSignedInAs(account), ownHouse);
  const card = await openMyReviews(pageA);

  await card.getByRole("button", { name: "Edit" }).click();
  const dialog = pageA.getByRole("dialog", { name: "Edit Your Review" });
  const text = dialog.getByLabel("Review (optional)");
  await text.fill("Typed on My Reviews");
  await saveElsewhere(pageB, 2, "Saved in tab B");

  // The dialog's Save is refused and changes nothing; its text stays in the box.
  const refused = pageA.waitForResponse(
    (r) => r.request().method() === "PATCH" && r.url().includes("/api/reviews/"),
  );
  const save = dialog.getByRole("button", { name: "Save Changes" });
  await save.click();
  expect((await refused).status()).toBe(409);
  const notice = dialog.getByTestId("review-saved-elsewhere");
  await expect(notice.getByRole("alert")).toHaveText(REVIEW_CHANGED_ELSEWHERE);
  await expect(notice).toContainText("Saved in tab B");
  // Save waits for the choice, which has the focus Save had.
  await expect(save).toBeDisabled();
  await expect(notice.getByRole("button", { name: "Keep mine" })).toBeFocused();
  await expect(text).toHaveValue("Typed on My Reviews");
  await expect(pageA.getByText("Failed to update review")).toHaveCount(0);
  expect(await savedReviews(pageA, ownHouse)).toEqual([[2, "Saved in tab B"]]);

  // "Keep mine": the next Save replaces the version the user has now seen.
  await notice.getByRole("button", { name: "Keep mine" }).click();
  await expect(notice).toHaveCount(0);
  await expect(text).toBeFocused();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(pageA.getByText("Review updated successfully").first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText("Typed on My Reviews");
  expect(await savedReviews(pageA, ownHouse)).toEqual([[4, "Typed on My Reviews"]]);

  // "Use the saved version": the box takes the other tab's stars and text instead.
  await expect(pageB.getByTestId("house-review")).toContainText("Typed on My Reviews");
  await card.getByRole("button", { name: "Edit" }).click();
  await text.fill("Not to be sent");
  await saveElsewhere(pageB, 5, "B once more");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await notice.getByRole("button", { name: "Use the saved version" }).click();
  await expect(text).toHaveValue("B once more");
  await expect(dialog.getByRole("button", { name: "Rate 5 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(notice).toHaveCount(0);
  expect(await savedReviews(pageA, ownHouse)).toEqual([[5, "B once more"]]);
});

test("My Reviews' dialog of a review deleted elsewhere says so, the list drops it, and the text goes to the house page's form", async ({
  asUser: pageA,
  account,
  ownHouse,
  pageSignedInAs,
}) => {
  const pageB = await reviewedInTwoPlaces(pageA, () => pageSignedInAs(account), ownHouse);
  const card = await openMyReviews(pageA);

  await card.getByRole("button", { name: "Edit" }).click();
  const dialog = pageA.getByRole("dialog", { name: "Edit Your Review" });
  await dialog.getByRole("button", { name: "Rate 3 stars" }).click();
  await dialog.getByLabel("Review (optional)").fill("Typed before the delete");

  await pageB.getByRole("button", { name: "Delete your review" }).click();
  await pageB.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(pageB.getByText("Review deleted", { exact: true }).first()).toBeVisible();

  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(REVIEW_DELETED_ELSEWHERE_IN_DIALOG);
  await expect(pageA.getByText("Failed to update review")).toHaveCount(0);
  await expect(card).toHaveCount(0);
  const houseLink = dialog.getByRole("link", { name: "Open the house page" });
  await expect(houseLink).toBeFocused();

  // The house page the app had read still listed the review: the text is not lost to it.
  await houseLink.click();
  await expect(pageA).toHaveURL(new RegExp(`${ownHouse.path}$`));
  const form = pageA.getByRole("form", { name: "Write a review" });
  await expect(form.getByRole("alert")).toHaveText(REVIEW_DELETED_ELSEWHERE);
  await expect(form.getByLabel("Your review (optional)")).toHaveValue("Typed before the delete");
  await expect(form.getByRole("button", { name: "Rate 3 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The first review's "Rating submitted" may still show: the post's own answer says it went.
  const posted = pageA.waitForResponse(
    (answer) =>
      answer.request().method() === "POST" &&
      answer.url().endsWith(`/api/houses/${ownHouse.id}/ratings`),
  );
  await form.getByRole("button", { name: "Submit Review" }).click();
  expect((await posted).ok()).toBe(true);
  expect(await savedReviews(pageA, ownHouse)).toEqual([[3, "Typed before the delete"]]);
});

/**
 * Page A (opened by `openA`) writing a first review (3 stars and a text) on the house while page
 * B of the account posts one there.
 */
async function writingInOneOfTwo(
  pageA: Page,
  pageB: Page,
  house: TestHouse,
  openA = () => openListening(pageA, house),
) {
  await openA();
  const form = pageA.getByRole("form", { name: "Write a review" });
  await form.getByRole("button", { name: "Rate 3 stars" }).click();
  await form.getByLabel("Your review (optional)").fill("Written in tab A");
  await openListening(pageB, house);
  const formB = pageB.getByRole("form", { name: "Write a review" });
  await formB.getByLabel("Your review (optional)").fill("Posted in tab B");
  await formB.getByRole("button", { name: "Submit Review" }).click();
  await expect(pageB.getByText("Rating submitted", { exact: true }).first()).toBeVisible();
  return form;
}

test("a first review being written when another tab posts one becomes that review's edit, with the text and the choice", async ({
  asUser: pageA,
  account,
  ownHouse,
  pageSignedInAs,
}) => {
  const pageB = await pageSignedInAs(account);
  const form = await writingInOneOfTwo(pageA, pageB, ownHouse);

  // The live update lists B's review: A's form goes, its text goes to that review's edit.
  await expect(form).toHaveCount(0);
  const edit = pageA.getByRole("form", { name: "Edit your review" });
  const notice = edit.getByTestId("review-saved-elsewhere");
  await expect(notice.getByRole("alert")).toHaveText(REVIEW_POSTED_ELSEWHERE);
  await expect(notice).toContainText("Posted in tab B");
  const text = edit.getByLabel("Your review");
  await expect(text).toHaveValue("Written in tab A");
  await expect(text).toBeFocused();
  await expect(edit.getByRole("button", { name: "Rate 3 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Nothing is replaced before the user chose.
  await expect(edit.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  await notice.getByRole("button", { name: "Keep mine" }).click();
  await edit.getByRole("button", { name: "Save", exact: true }).click();
  await expect(pageA.getByText("Review updated", { exact: true }).first()).toBeVisible();
  expect(await savedReviews(pageA, ownHouse)).toEqual([[3, "Written in tab A"]]);
});

test("a first review sent after another tab posted one, unseen, is refused and kept beside it", async ({
  asUser: pageA,
  account,
  ownHouse,
  pageSignedInAs,
}) => {
  // Page A's live updates do not reach it (a dropped stream): it learns of B's review only when
  // it sends its own.
  await pageA.route(`**/api/houses/${ownHouse.id}/stream`, (route) => route.abort());
  const pageB = await pageSignedInAs(account);
  const form = await writingInOneOfTwo(pageA, pageB, ownHouse, async () => {
    await pageA.goto(ownHouse.path);
    await expect(pageA.getByRole("button", { name: "User menu" })).toBeVisible();
  });

  const refused = pageA.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith("/ratings"),
  );
  await form.getByRole("button", { name: "Submit Review" }).click();
  expect((await refused).status()).toBe(409);
  await expect(pageA.getByText("Failed to submit rating")).toHaveCount(0);
  await expect(pageA.getByText("Rating submitted", { exact: true })).toHaveCount(0);
  expect(await savedReviews(pageA, ownHouse)).toEqual([[5, "Posted in tab B"]]);

  const edit = pageA.getByRole("form", { name: "Edit your review" });
  const notice = edit.getByTestId("review-saved-elsewhere");
  await expect(notice.getByRole("alert")).toHaveText(REVIEW_POSTED_ELSEWHERE);
  await expect(edit.getByLabel("Your review")).toHaveValue("Written in tab A");
  await notice.getByRole("button", { name: "Use the saved version" }).click();
  await expect(edit.getByLabel("Your review")).toHaveValue("Posted in tab B");
  await expect(edit.getByRole("button", { name: "Rate 5 stars" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
