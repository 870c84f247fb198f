/**
 * The installed app on a phone (Pixel 7) with no signal: the offline banner sits under the header
 * and the saved favorites stay readable (docs/product.md, Installable app and offline). The user
 * starts signed in (a restored session): the favorites are first loaded, and so saved by the
 * worker, in a page load of their own once the worker controls the page.
 */
import { expect, test } from "./fixtures";
import {
  expectNoSeriousA11yViolations,
  expectSavedCopyReadOnly,
  idTokenFor,
  openControlled,
} from "./support";

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: "allow", accountName: "Pat Phone" });
// Each test installs the worker (about 90 files) and reloads: more than the default.
test.describe.configure({ timeout: 180_000 });

test("offline on a phone: banner under the header, saved favorites readable", async ({
  asUser: page,
  account,
  context,
  request,
}, testInfo) => {
  const house = await (await request.get("/api/houses/3")).json();
  const token = await idTokenFor(account.email, account.password);
  await request.post("/api/favorites", {
    headers: { Authorization: `Bearer ${token}` },
    data: { houseId: house.id },
  });

  await openControlled(page);
  await page.goto("/favorites");
  const card = page.getByTestId("house-card").filter({ hasText: house.title });
  await expect(card).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByRole("status").filter({ hasText: "You're offline." });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(banner).toBeVisible();
  // The banner is not hidden behind the sticky header.
  const header = await page.getByRole("banner").boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(bannerBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await expectNoSeriousA11yViolations(page);
  await testInfo.attach("offline-favorites-mobile", {
    body: await page.screenshot(),
    contentType: "image/png",
  });
});

test("offline on a phone: a house opened online shows its saved copy, read-only", async ({
  page,
  context,
  request,
}, testInfo) => {
  const house = await (await request.get("/api/houses/7")).json();
  await openControlled(page);
  await page.goto(`/house/${house.id}`);
  const title = page.getByRole("heading", { name: house.title, level: 1 });
  await expect(title).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open("lights-houses-v1")).keys()).map(
          (saved) => new URL(saved.url).pathname,
        ),
      ),
    )
    .toContain(`/api/houses/${house.id}`);

  await context.setOffline(true);
  await page.reload();
  await expect(title).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("saved-copy-notice")).toContainText("Saved copy from");
  await expectSavedCopyReadOnly(page);
  await expectNoSeriousA11yViolations(page);
  await testInfo.attach("offline-saved-house-mobile", {
    body: await page.screenshot(),
    contentType: "image/png",
  });

  await page.goto("/house/999999");
  await expect(
    page.getByRole("heading", { name: "You're offline and this house isn't saved on this phone" }),
  ).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});
