/**
 * Admin moderation in the browser: an admin deletes a user's review (it leaves the house page),
 * removes a homeowner's answer and keeps its review (and reads, under the next answer, that one
 * was removed before),
 * and grants, then removes, admin access (the user's own view follows); and syncs every house to
 * the production database (locally a second D1).
 */
import { expect, test } from "./fixtures";
import { answerReview, makeHomeowner, reviewHouse } from "./homeowner-answers";
import { APP_URL } from "./ports";
import { ADMIN_EMAIL, idTokenFor } from "./support";

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });
/** For a wait that includes a page load: on a busy machine one can take over the default 10 s. */
const FIRST_LOAD = { timeout: 30_000 };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("an admin deletes a review; it leaves the house page", async ({
  asAdmin: page,
  makeAccount,
  makeHouse,
  request,
}) => {
  const author = await makeAccount("Rhea Reviewer");
  const house = await makeHouse(author);
  const text = `Dazzling display ${unique()}`;
  const posted = await request.post(`${APP_URL}/api/houses/${house.id}/ratings`, {
    headers: { Authorization: `Bearer ${house.token}` },
    data: { rating: 4, review: text },
  });
  expect(posted.status(), await posted.text()).toBeLessThan(300);

  await page.goto("/admin/reviews");
  const row = page.getByTestId("admin-review-row").filter({ hasText: text });
  await expect(row).toBeVisible(FIRST_LOAD);
  await row.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this review?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByText("Review deleted successfully", { exact: true }).first(),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(house.path);
  await expect(page.locator("h1")).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(text)).toHaveCount(0);
  const detail = (await (await request.get(`${APP_URL}/api/houses/${house.id}`)).json()) as {
    reviews: { review: string | null }[];
  };
  expect(detail.reviews.map((r) => r.review)).not.toContain(text);
});

test("an admin sees a homeowner's answer under its review and removes it alone", async ({
  asAdmin: page,
  adminToken,
  makeAccount,
  makeHouse,
  pageSignedInAs,
  request,
}) => {
  const reviewer = await makeAccount("Rory Reviewer");
  const owner = await makeAccount("Omar Owner");
  const house = await makeHouse(reviewer);
  const ownerToken = await makeHomeowner(owner, house, adminToken);
  const text = `Far too loud ${unique()}`;
  const reviewId = await reviewHouse(reviewer, house, { rating: 2, review: text });
  const answer = "We know you live on Elm Street, two doors down.";
  await answerReview(ownerToken, house, reviewId, answer);

  await page.goto("/admin/reviews");
  const row = page.getByTestId("admin-review-row").filter({ hasText: text });
  const shown = row.getByTestId("admin-review-owner-answer");
  await expect(shown).toContainText("Answer from the homeowner", FIRST_LOAD);
  await expect(shown).toContainText(answer);
  await shown.getByRole("button", { name: "Remove answer" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Remove the homeowner's answer?");
  // The reason is for the homeowner (decision 389): a hidden character is refused under it, and
  // the dialog stays.
  const reasonField = confirm.getByLabel("Reason (optional)");
  await reasonField.fill("It says where\u202e the reviewer lives.");
  await confirm.getByRole("button", { name: "Remove answer" }).click();
  await expect(reasonField).toBeFocused();
  await expect(confirm).toContainText(
    "Remove control characters and text-direction marks (they are invisible)",
  );
  const reason = "It says where the reviewer lives.";
  await reasonField.fill(reason);
  await confirm.getByRole("button", { name: "Remove answer" }).click();
  await expect(
    page.getByText("Answer removed; the review stays", { exact: true }).first(),
  ).toBeVisible();
  await expect(shown).toHaveCount(0);
  // The review stays, and the focus is on its Delete rather than lost on the page.
  await expect(row).toContainText(text);
  await expect(row.getByRole("button", { name: "Delete" })).toBeFocused();

  const detail = (await (await request.get(`${APP_URL}/api/houses/${house.id}`)).json()) as {
    reviews: { id: number; review: string | null; ownerAnswer: string | null }[];
  };
  expect(detail.reviews.find((r) => r.id === reviewId)).toMatchObject({
    review: text,
    ownerAnswer: null,
  });

  // The homeowner reads under the review that an admin removed the answer, and why.
  const ownerPage = await pageSignedInAs(owner);
  await ownerPage.goto(`/house/${house.id}`);
  const removedNote = ownerPage
    .getByTestId("house-review")
    .filter({ hasText: text })
    .getByTestId("owner-answer-removed");
  await expect(removedNote).toContainText(
    "An admin removed your answer to this review",
    FIRST_LOAD,
  );
  await expect(removedNote).toContainText(`Reason: ${reason}`);
  // The admin's e-mail is for admins only.
  await expect(ownerPage.getByText(ADMIN_EMAIL)).toHaveCount(0);

  // The admins read where the answer was when it went, by whom and why (decision 402)...
  const removal = row.getByTestId("admin-review-answer-removal");
  const today = new Date().toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
  await expect(removal).toHaveText(
    `The homeowner's answer was removed on ${today} by ${ADMIN_EMAIL}. Reason: ${reason}`,
  );
  // ...and under the answer the homeowner writes next: one went before. Their note ends.
  const again = "Sorry about the noise; lights off at 10 from now on.";
  await answerReview(ownerToken, house, reviewId, again);
  await page.reload();
  await expect(shown).toContainText(again, FIRST_LOAD);
  await expect(shown.getByTestId("admin-review-answer-removal")).toHaveText(
    `An earlier answer was removed on ${today} by ${ADMIN_EMAIL}. Reason: ${reason}`,
  );
  await expect(removal).toHaveCount(1);
  await row.screenshot({ path: "test-results/admin-review-answer-removed-before.png" });
  await ownerPage.reload();
  await expect(
    ownerPage.getByTestId("house-review").filter({ hasText: text }).getByText(again),
  ).toBeVisible(FIRST_LOAD);
  await expect(removedNote).toHaveCount(0);
});

test("an admin makes a user an admin, then removes it", async ({
  asAdmin: page,
  makeAccount,
  request,
}) => {
  const account = await makeAccount(`Addie Promoted ${unique()}`);
  const token = await idTokenFor(account.email, account.password);
  const headers = { Authorization: `Bearer ${token}` };
  // The first signed-in call creates the user's record, as a first sign-in does.
  expect((await request.get(`${APP_URL}/api/auth/user`, { headers })).ok()).toBe(true);

  await page.goto("/admin/users");
  const row = page.getByTestId("admin-user-row").filter({ hasText: account.email });
  await expect(row).toContainText("User", FIRST_LOAD);
  await row.getByRole("button", { name: "Make Admin" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("will be able to edit and delete houses");
  await confirm.getByRole("button", { name: "Make Admin" }).click();
  await expect(page.getByText("User updated successfully", { exact: true }).first()).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
  const promoted = (await (await request.get(`${APP_URL}/api/auth/user`, { headers })).json()) as {
    isAdmin: boolean;
  };
  expect(promoted.isAdmin).toBe(true);

  await row.getByRole("button", { name: "Remove Admin" }).click();
  await expect(confirm).toContainText("will lose access to the admin area");
  await confirm.getByRole("button", { name: "Remove Admin" }).click();
  await expect(row.getByRole("button", { name: "Make Admin" })).toBeVisible();
  const demoted = (await (await request.get(`${APP_URL}/api/auth/user`, { headers })).json()) as {
    isAdmin: boolean;
  };
  expect(demoted.isAdmin).toBe(false);
});

test("an admin syncs every house to the production database and sees it complete", async ({
  asAdmin: page,
}) => {
  await page.goto("/admin/db-sync");
  const development = Number(await page.getByTestId("count-development").textContent());
  expect(development).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Sync All Houses" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Sync all houses?");
  await confirm.getByRole("button", { name: "Sync All Houses" }).click();
  const results = page.getByTestId("sync-results");
  await expect(results).toContainText("Sync All Houses: Sync Complete", { timeout: 120_000 });
  // A finished run counts the houses it found (one a parallel test deletes mid-run drops out).
  const progress = results.getByTestId("sync-progress");
  await expect(progress).toHaveText(/^(\d+) of \1 houses processed$/);
  const processed = Number((await progress.textContent())?.match(/\d+/)?.[0]);
  expect(processed).toBeGreaterThan(0);
  // Production now holds every house the run synced (compared with the run's own count: the one
  // read on opening the screen can be higher, as parallel tests delete their houses).
  await page.reload();
  await expect
    .poll(async () => Number(await page.getByTestId("count-production").textContent()), FIRST_LOAD)
    .toBeGreaterThanOrEqual(processed);
});
