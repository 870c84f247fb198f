/**
 * Homeowners in control, as people use it (docs/homeowners.md): a homeowner claims a house
 * standing at it, an admin approves in Homeowner Requests, and the owner says "Not this year"
 * and answers a review, then edits and deletes the answer; a visitor reads that a homeowner
 * manages the house; a claim is checked where the person stands now; a removal request hides the
 * address at once, its approval deletes the house, and the address is refused when someone
 * submits it again. Axe runs on each new screen.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { answerReview, makeHomeowner, reviewHouse } from "./homeowner-answers";
import { pickMassapequaAddress, uniqueStreet } from "./submit-form";
import { APP_URL, expectNoSeriousA11yViolations } from "./support";

const FIXTURES = path.join(import.meta.dirname, "fixtures");
const HIDDEN = "Address hidden at the homeowner's request";

type HouseAnswer = { latitude: number; longitude: number; address: string; city: string };

async function houseAnswer(page: Page, id: number) {
  return (await (await page.request.get(`${APP_URL}/api/houses/${id}`)).json()) as HouseAnswer;
}

/** Homeowner Requests in the admin's own window (`pageSignedInAs("admin")`). */
async function openRequests(admin: Page) {
  await admin.goto("/admin/requests");
  await expect(admin.getByRole("heading", { name: "Homeowner Requests", level: 1 })).toBeVisible({
    timeout: 30_000,
  });
}

function toastWith(page: Page, text: string | RegExp) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text })
    .first();
}

test.describe("a homeowner claims a house", () => {
  test.use({ accountName: "Holly Homeowner" });

  test("a homeowner claims a house at it, an admin approves, the owner says Not this year and answers a review", async ({
    asUser: page,
    account: owner,
    context,
    makeAccount,
    makeHouse,
    pageSignedInAs,
  }) => {
    test.slow();
    // The house and its review are someone else's: the homeowner answers a visitor's review.
    const reviewer = await makeAccount("Rudy Reviewer");
    const title = `Claimed Lights ${Date.now()}`;
    const house = await makeHouse(reviewer, { title });
    const reviewed = await fetch(`${APP_URL}/api/houses/${house.id}/ratings`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${house.token}` },
      body: JSON.stringify({ rating: 4, review: "Lovely show, a little loud after nine." }),
    });
    expect(reviewed.status).toBe(201);

    await page.goto(house.path);
    const at = await houseAnswer(page, house.id);
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: at.latitude, longitude: at.longitude, accuracy: 5 });

    const homeowner = page.getByTestId("homeowner");
    await homeowner.getByRole("button", { name: "This is my house" }).click();
    const form = homeowner.getByRole("form", { name: "Ask to manage this house" });
    await form.getByLabel("Note").fill("We have lit this house every December since 1998.");
    await expectNoSeriousA11yViolations(page, '[data-testid="homeowner"]');
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(
      toastWith(page, "Thanks! An admin will check your request to manage this house soon."),
    ).toBeVisible();
    await expect(homeowner.getByRole("status")).toHaveText(
      "Your request to manage this house is waiting for an admin.",
    );
    await page.screenshot({ path: "/tmp/homeowners-claim-sent.png" });

    const admin = await pageSignedInAs("admin");
    await openRequests(admin);
    // Its house's title tells it from another test's request with the same note.
    const request = admin
      .getByTestId("homeowner-request")
      .filter({ hasText: title })
      .filter({ hasText: "We have lit this house every December since 1998." });
    await expect(request).toContainText(owner.email);
    await expectNoSeriousA11yViolations(admin);
    await admin.screenshot({ path: "/tmp/homeowners-admin-queue.png", fullPage: true });
    await request.getByRole("button", { name: /^Approve: This is my house/ }).click();
    await expect(toastWith(admin, /now manages/)).toBeVisible();
    await expect(request).toBeHidden();

    await page.reload();
    await expect(homeowner.getByText("You manage this house")).toBeVisible();
    await homeowner.getByRole("button", { name: "Not this year" }).click();
    await expect(page.getByTestId("season-plan").first()).toHaveText("Not this year");
    await expect(homeowner.getByRole("button", { name: "Not this year" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const review = page
      .getByTestId("house-review")
      .filter({ hasText: "Lovely show, a little loud after nine." });
    await review.getByRole("button", { name: "Answer as the homeowner" }).click();
    await review
      .getByLabel("Your answer (one per review)")
      .fill("Thank you! The music stops at 9.");
    await review.getByRole("button", { name: "Post answer" }).click();
    await expect(review.getByTestId("owner-answer")).toContainText(
      "Thank you! The music stops at 9.",
    );
    // One answer each: the form is gone.
    await expect(review.getByRole("button", { name: "Answer as the homeowner" })).toHaveCount(0);
    await page.screenshot({ path: "/tmp/homeowners-owner-view.png", fullPage: true });
  });
});

test("a removal request hides the address at once, approval deletes the house, and the address is refused on submit", async ({
  asUser: page,
  account: homeowner,
  makeAccount,
  makeHouse,
  pageSignedInAs,
}) => {
  test.slow();
  const street = uniqueStreet("Holly Street");
  const title = `Leaving Lights ${Date.now()}`;
  // The approval deletes it; the fixture, for a run that stops before.
  const house = await makeHouse(homeowner, { title, address: street });
  // Opened by its street-slug link, which a hidden house no longer answers (decision 306).
  await page.goto(house.path);
  expect(house.path).not.toBe(`/house/${house.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Gone if the page reloads: the move to the id link below must not reload it.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  const section = page.getByTestId("homeowner");
  await section.getByRole("button", { name: "Remove my house" }).click();
  const form = section.getByRole("form", { name: "Ask to remove this house" });
  await form.getByLabel("Note").fill("We are moving away; please take our house off the map.");
  await form.getByRole("button", { name: "Send removal request" }).click();
  await expect(toastWith(page, /the exact address is hidden/)).toBeVisible();
  // The requester stays on the house, now at its id link, in the same document.
  await expect(page).toHaveURL(new RegExp(`/house/${house.id}$`));
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(HIDDEN);
  await expect(page.getByRole("main")).not.toContainText(street);
  await expect(page.getByRole("heading", { name: "Get Directions" })).toHaveCount(0);
  // Nothing is done "at the house" while it is hidden (the server refuses it): no lights report,
  // no season confirmation and no claim are offered, and the page says why.
  const schedule = page.getByTestId("schedule-section");
  await expect(schedule).toContainText(
    "This house is being taken off LI Lights at the homeowner's request, so you can't report or confirm its lights for now.",
  );
  for (const name of ["Lights on", "Lights off", "Yes, it's lit"]) {
    await expect(schedule.getByRole("button", { name })).toHaveCount(0);
  }
  await expect(section.getByRole("button", { name: "This is my house" })).toHaveCount(0);
  const neighbour = await pageSignedInAs(await makeAccount("Nosy Neighbour"));
  await neighbour.goto(`/house/${house.id}`);
  const neighbourSection = neighbour.getByTestId("homeowner");
  await expect(neighbourSection).toContainText(
    "This house is being taken off LI Lights at the homeowner's request, so you can't ask to manage it for now.",
    { timeout: 30_000 },
  );
  await expect(neighbourSection.getByRole("button", { name: "This is my house" })).toHaveCount(0);

  // Signed out (no session sent), the house answer and its page show the town only.
  const answer = await (await fetch(`${APP_URL}/api/houses/${house.id}`)).json();
  expect(answer).toMatchObject({ address: HIDDEN, city: "Massapequa", addressHidden: true });
  const html = await (await fetch(`${APP_URL}/house/${house.id}`)).text();
  expect(html).not.toContain(street);

  const admin = await pageSignedInAs("admin");
  await openRequests(admin);
  const request = admin
    .getByTestId("homeowner-request")
    .filter({ hasText: title })
    .filter({ hasText: "We are moving away; please take our house off the map." });
  // The admin still sees which house it is.
  await expect(request).toContainText(street);
  await request.getByRole("button", { name: /^Approve: Remove my house/ }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Remove this house?" });
  await confirm.getByRole("button", { name: "Remove house" }).click();
  await expect(
    toastWith(admin, /was removed and its address will not be listed again/),
  ).toBeVisible();

  await page.goto(`/house/${house.id}`);
  // A full page load of a lazy screen: on a busy machine it takes more than the default wait.
  await expect(page.getByRole("heading", { name: "House not found" })).toBeVisible({
    timeout: 30_000,
  });

  // Someone submits the same address again.
  await page.goto("/submit");
  await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel("Title").fill("Back Again Lights");
  await pickMassapequaAddress(page, street);
  await page.getByRole("button", { name: "The pin is on the house" }).click();
  await page.getByLabel("Photos").setInputFiles([path.join(FIXTURES, "lights.jpg")]);
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("checkbox", { name: "Music Synchronized" }).check();
  await page.getByRole("button", { name: "Submit House" }).click();
  await expect(
    toastWith(
      page,
      "The owner of this address asked us not to list it, so we can't add it. Thank you for understanding.",
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/submit$/);
  await page.screenshot({ path: "/tmp/homeowners-refused.png" });
});

test.describe("a homeowner's answer", () => {
  test.use({ accountName: "Holly Homeowner" });

  test("the homeowner edits and deletes their answer by the keyboard, and readers see when the review changed after it", async ({
    asUser: page,
    account: owner,
    adminToken,
    makeAccount,
    makeHouse,
    pageSignedInAs,
  }) => {
    test.slow();
    const reviewer = await makeAccount("Rudy Reviewer");
    const house = await makeHouse(reviewer);
    const ownerToken = await makeHomeowner(owner, house, adminToken);
    const reviewId = await reviewHouse(reviewer, house, {
      rating: 5,
      review: "Lovely show with music!",
    });
    await answerReview(ownerToken, house, reviewId, "Thank you! See you next year.");
    // The visitor rewrites the review under the answer.
    await reviewHouse(reviewer, house, {
      rating: 2,
      review: "Too loud after nine, and half the lights were off.",
    });

    // A visitor reads the answer and that the review changed after it, with nothing to edit,
    // and is told the house is managed rather than asked to claim it.
    const visitor = await pageSignedInAs(await makeAccount("Vera Visitor"));
    await visitor.goto(`/house/${house.id}`);
    const seen = visitor.getByTestId("house-review").filter({ hasText: "Too loud after nine" });
    await expect(seen.getByTestId("owner-answer")).toContainText("Thank you! See you next year.", {
      timeout: 30_000,
    });
    await expect(seen.getByTestId("owner-answer")).toContainText(
      "The review was edited after this answer.",
    );
    await expect(seen.getByRole("button", { name: "Edit your answer" })).toHaveCount(0);
    const visitorSection = visitor.getByTestId("homeowner");
    await expect(visitorSection).toContainText(
      "A homeowner already manages this house's listing. If it is your house and you want it off LI Lights, you can still ask us to remove it.",
    );
    await expect(visitorSection).not.toContainText("Is this your house?");
    await expect(visitorSection.getByRole("button", { name: "This is my house" })).toHaveCount(0);
    await expect(visitorSection.getByRole("button", { name: "Remove my house" })).toBeVisible();
    await expectNoSeriousA11yViolations(visitor, '[data-testid="homeowner"]');
    await visitor.screenshot({ path: "/tmp/homeowners-answer-visitor.png", fullPage: true });

    await page.goto(`/house/${house.id}`);
    const review = page.getByTestId("house-review").filter({ hasText: "Too loud after nine" });
    const answer = review.getByTestId("owner-answer");
    await expect(answer).toContainText("The review was edited after this answer.", {
      timeout: 30_000,
    });

    // Every press below is the keyboard's, on the control that has the focus.
    const edit = review.getByRole("button", { name: "Edit your answer" });
    await edit.focus();
    await page.keyboard.press("Enter");
    const form = review.getByRole("form", { name: "Edit your answer" });
    const text = form.getByLabel("Your answer (one per review)");
    await expect(text).toBeFocused();
    await expect(text).toHaveValue("Thank you! See you next year.");
    // The caret is at the end of the answer.
    expect(
      await text.evaluate(
        (field: HTMLTextAreaElement) => field.selectionStart === field.value.length,
      ),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page, '[data-testid="house-review"]');
    await form.getByRole("button", { name: "Cancel" }).focus();
    await page.keyboard.press("Enter");
    await expect(edit).toBeFocused();
    await expect(answer).toContainText("Thank you! See you next year.");

    await page.keyboard.press("Enter");
    await expect(text).toBeFocused();
    await text.fill("Sorry! The timer failed that night; the music now stops at nine.");
    await form.getByRole("button", { name: "Save answer" }).focus();
    await page.keyboard.press("Enter");
    await expect(toastWith(page, "Answer updated")).toBeVisible();
    await expect(answer).toContainText(
      "Sorry! The timer failed that night; the music now stops at nine.",
    );
    // Answered as the review now reads: the note has gone.
    await expect(answer).not.toContainText("The review was edited after this answer.");
    await expect(edit).toBeFocused();
    await page.screenshot({ path: "/tmp/homeowners-answer-edited.png", fullPage: true });

    // The Delete pressed goes with the answer: the focus goes to "Answer as the homeowner".
    await review.getByRole("button", { name: "Delete your answer" }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Delete your answer?" });
    await confirm.getByRole("button", { name: "Delete" }).focus();
    await page.keyboard.press("Enter");
    await expect(toastWith(page, "Answer deleted")).toBeVisible();
    await expect(answer).toHaveCount(0);
    await expect(review.getByRole("button", { name: "Answer as the homeowner" })).toBeFocused();

    // And the review can be answered again.
    await page.keyboard.press("Enter");
    const again = review.getByRole("form", { name: "Answer this review" });
    await expect(again.getByLabel("Your answer (one per review)")).toBeFocused();
    await page.keyboard.type("Thanks for telling us.");
    await again.getByRole("button", { name: "Post answer" }).click();
    await expect(answer).toContainText("Thanks for telling us.");
    await expect(review.getByRole("button", { name: "Edit your answer" })).toBeFocused();
  });

  test("a claim asks for a fresh position after Too far, and a denied location offers no manual entry", async ({
    asUser: page,
    context,
    makeAccount,
    makeHouse,
  }) => {
    const house = await makeHouse(await makeAccount("Lister Lou"));
    await page.goto(house.path);
    const at = await houseAnswer(page, house.id);
    const homeowner = page.getByTestId("homeowner");
    const sendClaim = async () => {
      const form = homeowner.getByRole("form", { name: "Ask to manage this house" });
      if (!(await form.isVisible())) {
        await homeowner.getByRole("button", { name: "This is my house" }).click();
      }
      await form.getByLabel("Note").fill("We have lit this house every December since 1998.");
      await form.getByRole("button", { name: "Send request" }).click();
    };

    // No location permission: the toast says how to allow it, not to type a location.
    await sendClaim();
    const denied = toastWith(page, "Location permission denied");
    await expect(denied).toContainText(
      "Location permission denied. Please allow location access in your browser settings and try again.",
    );
    await expect(denied).not.toContainText("manually");

    // A street away: "Too far". Then at the house, a few seconds later: accepted.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({
      latitude: at.latitude + 0.01,
      longitude: at.longitude,
      accuracy: 5,
    });
    await sendClaim();
    await expect(toastWith(page, /Too far from this house/)).toBeVisible();
    await context.setGeolocation({ latitude: at.latitude, longitude: at.longitude, accuracy: 5 });
    await sendClaim();
    await expect(
      toastWith(page, "Thanks! An admin will check your request to manage this house soon."),
    ).toBeVisible();
  });
});
