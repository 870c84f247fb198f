/**
 * The "open the link, drive there, lose signal" case on a phone (docs/product.md, Installable app
 * and offline; decision 390): the first page a visitor ever opens is read before the service
 * worker exists (it installs once the first screen has settled), yet a house page or a shared
 * tour opened that way opens offline from its saved copy, like every one opened after it. Each
 * test starts from a fresh browser context: no worker, nothing saved.
 */
import { expect, test } from "./fixtures";
import { cachedPaths, waitForWorkerToTakeOver } from "./service-worker-caches";
import { expectNoSeriousA11yViolations, expectSavedCopyReadOnly, idTokenFor } from "./support";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// Each test installs the worker (about 90 files) and loads pages online and offline.
test.describe.configure({ timeout: 180_000 });

const SAVED_COPY = /^Saved copy from [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M\./;

type House = { id: number; title: string; citySlug: string; streetSlug: string };

test("a house opened by a link on a first visit, before the worker took over, opens offline as its saved copy", async ({
  page,
  context,
  request,
}, testInfo) => {
  const first: House = await (await request.get("/api/houses/4")).json();
  const second: House = await (await request.get("/api/houses/6")).json();
  const slugPage = (house: House) => `/house/${house.citySlug}/${house.streetSlug}`;
  const title = (house: House) => page.getByRole("heading", { name: house.title, level: 1 });

  // The link from a chat: the first page this browser opens on the site.
  await page.goto(slugPage(first));
  await expect(title(first)).toBeVisible({ timeout: 30_000 });
  await waitForWorkerToTakeOver(page);
  // Then a second house, through the worker.
  await page.goto(slugPage(second));
  await expect(title(second)).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => cachedPaths(page, "lights-houses-v1"))
    .toContain(`/api/houses/${second.id}`);

  await context.setOffline(true);
  await page.goto(slugPage(first));
  await expect(title(first)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("saved-copy-notice")).toContainText(SAVED_COPY);
  await expect(
    page.getByRole("heading", { name: "You're offline and this house isn't saved on this phone" }),
  ).toHaveCount(0);
  await expectSavedCopyReadOnly(page);
  await expectNoSeriousA11yViolations(page);
  await testInfo.attach("offline-first-visit-house-mobile", {
    body: await page.screenshot(),
    contentType: "image/png",
  });
  // Saved under its id too, as every house is.
  await page.goto(`/house/${first.id}`);
  await expect(title(first)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("saved-copy-notice")).toContainText(SAVED_COPY);

  await page.goto(slugPage(second));
  await expect(title(second)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("saved-copy-notice")).toContainText(SAVED_COPY);
});

test("a shared tour opened signed out opens offline as its saved copy, the first page of a first visit too; one never opened says it needs a connection", async ({
  page,
  context,
  request,
  account,
}, testInfo) => {
  const token = await idTokenFor(account.email, account.password);
  const shareTour = async (name: string, stopIds: number[]) => {
    const created = await request.post("/api/tours", {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, stopIds },
    });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { shareId: string }).shareId;
  };
  const firstName = "First visit lights run";
  const secondName = "Second link lights run";
  const firstLink = `/tours/shared/${await shareTour(firstName, [3, 5])}`;
  const secondLink = `/tours/shared/${await shareTour(secondName, [7])}`;
  const heading = (name: string) => page.getByRole("heading", { name, level: 1 });

  // Signed out, from a chat: the first page this browser opens on the site.
  await page.goto(firstLink);
  await expect(heading(firstName)).toBeVisible({ timeout: 30_000 });
  await waitForWorkerToTakeOver(page);
  // A second shared link, through the worker: the page paints the tour its HTML carried, then
  // reads it again, and the worker has kept what it answers by the time the page has it.
  const secondRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api${secondLink}`,
  );
  await page.goto(secondLink);
  await expect(heading(secondName)).toBeVisible({ timeout: 30_000 });
  expect((await secondRead).status()).toBe(200);
  await expect(page.getByTestId("saved-copy-notice")).toHaveCount(0);

  await context.setOffline(true);
  for (const [link, name] of [
    [secondLink, secondName],
    [firstLink, firstName],
  ] as const) {
    await page.goto(link);
    await expect(heading(name)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Error loading this tour")).toHaveCount(0);
    await expect(page.getByTestId("saved-copy-notice")).toContainText(
      /^Saved copy from .+\. Saving a copy needs a connection\.$/,
    );
    await expect(page.getByTestId("tour-stop")).toHaveCount(link === firstLink ? 2 : 1);
    await expect(page.getByRole("button", { name: "Save a copy" })).toBeDisabled();
  }
  await expect(page.getByRole("status").filter({ hasText: "You're offline." })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await testInfo.attach("offline-shared-tour-mobile", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  // A tour link never opened on this phone: it needs a connection, not an error.
  await page.goto("/tours/shared/AAAAAAAAAAAAAAAAAAAAAA");
  await expect(heading("This tour needs a connection")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Error loading this tour")).toHaveCount(0);
  await testInfo.attach("offline-shared-tour-not-saved-mobile", {
    body: await page.screenshot(),
    contentType: "image/png",
  });
});
