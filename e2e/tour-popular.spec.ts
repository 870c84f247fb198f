/**
 * Popular tours in the browser: an owner publishes a saved tour (a name and a town), it appears
 * on /tours/popular, another user opens it there (under the name it was published as) and saves a
 * copy into their own tours, and the owner unpublishes it. An admin's takedown asks first, and
 * the owner's card then says the tour cannot be published again. The page's HTML carries the list
 * (decision 363): read without JavaScript, then taken over by the app without a spinner or an error.
 */
import { test } from "./fixtures";
import {
  collectErrors,
  expectNoSeriousA11yViolations,
  gotoWithClockStopped,
  idTokenFor,
  recordRootStates,
  rootStates,
} from "./support";
import { addFromResults, expect, openPlanner, saveTourThroughApi } from "./tour-support";

test.use({ accountName: "Paula Publisher" });
test.describe.configure({ timeout: 300_000 });

test("publish a tour, find it on Popular Tours, save a copy, unpublish", async ({
  asUser: page,
  browser,
  makeAccount,
  pageSignedInAs,
}) => {
  // Unique per run: the server's data outlives a run.
  const listed = `Candy Cane Lane walk ${Date.now().toString(36)}`;
  const stops = await addFromResults(page, 2);
  await openPlanner(page);
  await page.getByLabel("Tour name").fill("My street walk");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Tour saved").first()).toBeVisible();
  await page.getByRole("link", { name: "My Tours" }).click();

  const card = page.getByTestId("saved-tour");
  await card.getByRole("button", { name: "Publish My street walk" }).click();
  const form = card.getByRole("form", { name: "Publish My street walk" });
  await form.getByLabel("Name on the list").fill(listed);
  await form.getByLabel("Town").fill("Wantagh");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Publish tour" }).click();
  await expect(card.getByTestId("tour-published")).toContainText(`${listed}, Wantagh`);

  // Another person, in a window of their own, finds it, opens it, and saves a copy.
  const other = await pageSignedInAs(await makeAccount("Otto Opener"));
  await other.goto("/tours/popular");
  const entry = other.getByTestId("popular-tour").filter({ hasText: listed });
  await expect(entry).toContainText("Wantagh");
  await expect(entry).toContainText("2 stops");
  await expect(entry).toContainText("0 people this season");
  await expectNoSeriousA11yViolations(other);
  await entry.getByRole("link", { name: `Open ${listed}` }).click();
  // The page it opens goes by the name the list showed (decision 323), in its title too.
  await expect(other.getByRole("heading", { name: listed, level: 1 })).toBeVisible();
  await expect(other).toHaveTitle(new RegExp(`^${listed}`));
  await other.getByRole("button", { name: "Save a copy" }).click();
  await expect(other.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
  await expect(other.getByTestId("tour-stop")).toHaveCount(2);
  await other.getByRole("link", { name: "My Tours" }).click();
  await expect(other.getByTestId("saved-tour")).toContainText(
    `${stops[0]!.title} → ${stops[1]!.title}`,
  );
  // The open and the copy were one person on one day: counted once.
  await other.goto("/tours/popular");
  await expect(other.getByTestId("popular-tour").filter({ hasText: listed })).toContainText(
    "1 person this season",
  );

  // Signed out, the landing lists it among the top three.
  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  await landing.goto("/");
  await expect(
    landing.getByTestId("landing-popular-tours").getByRole("link", { name: listed }),
  ).toBeVisible();
  await visitor.close();

  await card.getByRole("button", { name: "Unpublish My street walk" }).click();
  await expect(card.getByRole("button", { name: "Publish My street walk" })).toBeVisible();
  await page.goto("/tours/popular");
  await expect(page.getByRole("heading", { name: "Popular Tours", level: 1 })).toBeVisible();
  await expect(page.getByText(listed)).toHaveCount(0);
});

test("an admin's Unpublish asks first, and the owner's card then says the tour cannot be published again", async ({
  asUser: page,
  account,
  pageSignedInAs,
}) => {
  const listed = `Garland Grove walk ${Date.now().toString(36)}`;
  await saveTourThroughApi(page, account, "Paula's garland walk", 2);
  const headers = { Authorization: `Bearer ${await idTokenFor(account.email, account.password)}` };
  const [tour] = await (await page.request.get("/api/tours", { headers })).json();
  const publishing = await page.request.put(`/api/tours/${tour.id}/publish`, {
    headers,
    data: { name: listed, town: "Bellmore" },
  });
  expect(publishing.status()).toBe(200);

  const admin = await pageSignedInAs("admin");
  await admin.goto("/tours/popular");
  const entry = admin.getByTestId("popular-tour").filter({ hasText: listed });
  await entry.getByRole("button", { name: `Unpublish ${listed}` }).click();
  const asked = admin.getByRole("alertdialog");
  await expect(asked).toContainText("Take this tour off Popular Tours for good?");
  await expect(asked).toContainText("its owner cannot publish it again: no one can undo this.");
  await expectNoSeriousA11yViolations(admin);
  await asked.getByRole("button", { name: "Cancel" }).click();
  await expect(asked).toHaveCount(0);
  await expect(entry).toBeVisible();

  await entry.getByRole("button", { name: `Unpublish ${listed}` }).click();
  await asked.getByRole("button", { name: "Take it down" }).click();
  await expect(admin.getByText("Tour unpublished").first()).toBeVisible();
  await expect(entry).toHaveCount(0);

  // The owner sees the state on the card, not a Publish that could only fail.
  await page.goto("/tours");
  const card = page.getByTestId("saved-tour").filter({ hasText: "Paula's garland walk" });
  await expect(card.getByTestId("tour-taken-down")).toHaveText(
    "An admin took this tour off Popular Tours, so it cannot be published again. Its share link still works.",
  );
  await expect(card.getByRole("button", { name: /^Publish/ })).toHaveCount(0);
});

test("the list arrives in the page's HTML: read without JavaScript, then the app takes it over", async ({
  asUser: page,
  account,
  browser,
  makeAccount,
  pageSignedInAs,
}) => {
  // The publisher's own words, markup characters and all: shown as text, never as markup.
  const listed = `Carols <b>&</b> cocoa ${Date.now().toString(36)}`;
  await saveTourThroughApi(page, account, "Paula's cocoa walk", 2);
  const headers = { Authorization: `Bearer ${await idTokenFor(account.email, account.password)}` };
  const [tour] = await (await page.request.get("/api/tours", { headers })).json();
  const publishing = await page.request.put(`/api/tours/${tour.id}/publish`, {
    headers,
    data: { name: listed, town: "Seaford & Wantagh" },
  });
  expect(publishing.status()).toBe(200);

  // A crawler runs no JavaScript: the name is a link to the shared tour, whose page reads too.
  const crawler = await browser.newContext({ javaScriptEnabled: false });
  const bare = await crawler.newPage();
  expect((await bare.goto("/tours/popular"))?.status()).toBe(200);
  await expect(bare.getByRole("heading", { name: "Popular Tours", level: 1 })).toBeVisible();
  const card = bare.getByRole("listitem").filter({ hasText: listed });
  await expect(card).toContainText("Seaford & Wantagh");
  await expect(card).toContainText("2 stops");
  const link = card.getByRole("link", { name: listed });
  await expect(link).toHaveAttribute("href", `/tours/shared/${tour.shareId}`);
  await link.click();
  await expect(bare.getByRole("heading", { name: listed, level: 1 })).toBeVisible();
  await crawler.close();

  // Signed out: the worker's list paints first, then the app's screen, no spinner between.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectErrors(visitor);
  await recordRootStates(visitor, "popular-tour");
  const entry = visitor.getByTestId("popular-tour").filter({ hasText: listed });
  await gotoWithClockStopped(visitor, "/tours/popular", entry);
  await expect(entry).toContainText("Seaford & Wantagh");
  await expect(entry.getByRole("button", { name: `Save a copy of ${listed}` })).toBeVisible();
  const states = await rootStates(visitor);
  // Nothing between: no spinner while the screen's code loads, no skeleton while the list does.
  expect(states).toEqual(["first paint", "page"]);
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();

  // Signed in, someone else saves a copy from the list.
  const other = await pageSignedInAs(await makeAccount("Cora Copier"));
  // The planner's map asks the street-map host for its style; this machine has no internet, and
  // whether that failure lands before the check below is a matter of timing. A style of our own
  // stands in, so the check sees the app's errors only.
  await other.route("https://tiles.openfreemap.org/**", (route) =>
    route.fulfill({
      json: { version: 8, sources: {}, layers: [] },
      headers: { "Access-Control-Allow-Origin": "*" },
    }),
  );
  const otherErrors = collectErrors(other);
  await other.goto("/tours/popular");
  const theirs = other.getByTestId("popular-tour").filter({ hasText: listed });
  await theirs.getByRole("button", { name: `Save a copy of ${listed}` }).click();
  await expect(other.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
  await expect(other.getByTestId("tour-stop")).toHaveCount(2);
  expect(otherErrors).toEqual([]);
});
