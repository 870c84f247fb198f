/**
 * Homeowners in control, as people use it (docs/homeowners.md): a homeowner claims a house
 * standing at it, an admin approves in Homeowner Requests, and the owner says "Not this year"
 * and answers a review; a removal request hides the address at once, its approval deletes the
 * house, and the address is refused when someone submits it again. Axe runs on each new screen.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
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
  const street = `${10_000 + Math.floor(Math.random() * 89_999)} Holly Street`;
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
  await page.getByRole("combobox", { name: "Address" }).fill(`${street}, Massap`);
  await page
    .getByRole("option", { name: `${street}, Massapequa, NY, USA` })
    .first()
    .click();
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
