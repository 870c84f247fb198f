/**
 * Homeowners in control on a phone: the house page's Homeowner section with its removal form
 * open, and the admin's Homeowner Requests screen with that request in it, pass axe and fit the
 * screen; the homeowner's answer's Edit and Delete, and "Answer as the homeowner", are 44 px
 * targets a thumb can hit. An answer an admin removed says so, with the admin's reason, to the
 * homeowner only (decision 389).
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { answerReview, makeHomeowner, removeAnswerAsAdmin, reviewHouse } from "./homeowner-answers";
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

async function box(target: Locator) {
  const measured = await target.boundingBox();
  if (!measured) throw new Error("not on the screen");
  return measured;
}

test("the homeowner's answer's Edit and Delete, and Answer as the homeowner, are 44 px targets", async ({
  asUser: page,
  account: owner,
  adminToken,
  makeAccount,
  makeHouse,
}) => {
  test.slow();
  const reviewer = await makeAccount("Rudy Reviewer");
  const house = await makeHouse(reviewer);
  const ownerToken = await makeHomeowner(owner, house, adminToken);
  const reviewId = await reviewHouse(reviewer, house, { rating: 4, review: "Lovely on a phone" });
  await answerReview(ownerToken, house, reviewId, "Thank you for coming by!");

  await page.goto(`/house/${house.id}`);
  const review = page.getByTestId("house-review").filter({ hasText: "Lovely on a phone" });
  const edit = review.getByRole("button", { name: "Edit your answer" });
  const remove = review.getByRole("button", { name: "Delete your answer" });
  await expect(edit).toBeVisible({ timeout: 60_000 });
  for (const [target, name] of [
    [edit, "Edit"],
    [remove, "Delete"],
  ] as const) {
    const { width, height } = await box(target);
    expect.soft(height, `${name}'s height`).toBeGreaterThanOrEqual(44);
    expect.soft(width, `${name}'s width`).toBeGreaterThanOrEqual(44);
  }
  const [a, b] = [await box(edit), await box(remove)];
  expect(a.x + a.width <= b.x || b.x + b.width <= a.x, "Edit and Delete overlap").toBe(true);
  await page.screenshot({ path: "/tmp/homeowners-phone-answer.png", fullPage: true });

  await remove.tap();
  await page
    .getByRole("alertdialog", { name: "Delete your answer?" })
    .getByRole("button", { name: "Delete" })
    .tap();
  const answer = review.getByRole("button", { name: "Answer as the homeowner" });
  await expect(answer).toBeVisible();
  expect((await box(answer)).height).toBeGreaterThanOrEqual(44);
  // The delete's toast without its fade-in (less motion asked for): axe reads its colours as
  // they stay, not half-way in.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expectNoSeriousA11yViolations(page);
});

test("the homeowner reads under the review that an admin removed their answer, and why; the reviewer does not", async ({
  asUser: page,
  account: owner,
  adminToken,
  makeAccount,
  makeHouse,
  pageSignedInAs,
}) => {
  test.slow();
  const reviewer = await makeAccount("Rae Reviewer");
  const house = await makeHouse(reviewer);
  const ownerToken = await makeHomeowner(owner, house, adminToken);
  const reviewId = await reviewHouse(reviewer, house, { rating: 2, review: "Too bright for us" });
  await answerReview(ownerToken, house, reviewId, "We know you live at 14 Elm St.");
  const reason = "The answer said where the reviewer lives. Please leave addresses out.";
  await removeAnswerAsAdmin(adminToken, house, reviewId, reason);

  await page.goto(`/house/${house.id}`);
  const review = page.getByTestId("house-review").filter({ hasText: "Too bright for us" });
  const removed = review.getByTestId("owner-answer-removed");
  await expect(removed).toContainText("An admin removed your answer to this review on", {
    timeout: 60_000,
  });
  await expect(removed).toContainText("You can write a new one.");
  await expect(removed).toContainText(`Reason: ${reason}`);
  await expect(review.getByText("We know you live at 14 Elm St.")).toHaveCount(0);
  await expect(review.getByRole("button", { name: "Answer as the homeowner" })).toBeVisible();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expectNoSeriousA11yViolations(page);
  await review.screenshot({ path: "/tmp/homeowners-phone-answer-removed.png" });

  // The reviewer, signed in, reads the review without the answer and without the note.
  const visitor = await pageSignedInAs(reviewer);
  await visitor.goto(`/house/${house.id}`);
  const theirs = visitor.getByTestId("house-review").filter({ hasText: "Too bright for us" });
  await expect(theirs).toBeVisible({ timeout: 60_000 });
  await expect(visitor.getByText(reason)).toHaveCount(0);
  await expect(visitor.getByText(/An admin removed/)).toHaveCount(0);

  // A new answer takes the note's place.
  await review.getByRole("button", { name: "Answer as the homeowner" }).tap();
  const form = review.getByRole("form", { name: "Answer this review" });
  await form.getByLabel("Your answer (one per review)").fill("Sorry about the brightness.");
  await form.getByRole("button", { name: "Post answer" }).tap();
  await expect(review.getByTestId("owner-answer")).toContainText("Sorry about the brightness.");
  await expect(removed).toHaveCount(0);
});
