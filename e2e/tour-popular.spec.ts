/**
 * Popular tours in the browser: an owner publishes a saved tour (a name and a town), it appears
 * on /tours/popular, another user opens it there and saves a copy into their own tours, and
 * the owner unpublishes it.
 */
import { test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";
import { addFromResults, expect, openPlanner } from "./tour-support";

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
  await expect(other.getByRole("heading", { name: "My street walk", level: 1 })).toBeVisible();
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
