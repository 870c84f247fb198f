/**
 * Submitting a house that is refused along the way: more than 5 photos at once, a photo the
 * moderation refuses (its answer stubbed at the network: the local moderator passes every image),
 * then a description the text moderation refuses; each keeps what was entered, and Cancel leaves
 * without creating anything. A dropped connection is not a refusal: it is said as such.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { pickMassapequaAddress, uniqueStreet } from "./submit-form";

const FIXTURES = path.join(import.meta.dirname, "fixtures");
const JPEG = readFileSync(path.join(FIXTURES, "lights.jpg"));
const jpegs = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    name: `lights-${i + 1}.jpg`,
    mimeType: "image/jpeg",
    buffer: JPEG,
  }));

test("too many photos, a rejected photo and description, then Cancel", async ({ asUser: page }) => {
  test.slow();
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 60_000 });
  await page.goto("/submit");
  await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
    timeout: 60_000,
  });

  const title = `Refused Lights ${Date.now()}`;
  const street = uniqueStreet("Holly Street");
  await page.getByLabel("Title").fill(title);
  await pickMassapequaAddress(page, street);
  await page.getByRole("button", { name: "The pin is on the house" }).click();

  const previews = page.getByRole("img", { name: /^Selected \d/ });
  await page.getByLabel("Photos").setInputFiles(jpegs(6));
  await expect(page.getByText("Too many photos", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText("You can upload a maximum of 5 photos", { exact: true }).first(),
  ).toBeVisible();
  await expect(previews).toHaveCount(0);
  // Two different pictures (the form sends a picture once however often it was picked).
  await page
    .getByLabel("Photos")
    .setInputFiles([path.join(FIXTURES, "lights.jpg"), path.join(FIXTURES, "snow.heic")]);
  await expect(previews).toHaveCount(2, { timeout: 30_000 });

  await page.getByRole("checkbox", { name: "Music Synchronized" }).check();
  await page.getByLabel("Description (optional)").fill("What the fuck, so many lights");

  const rejected =
    "This image is not family-friendly and cannot be uploaded. Please ensure all content is appropriate for all audiences.";
  let uploads = 0;
  await page.route(/\/api\/image-uploads$/, (route) =>
    ++uploads === 2
      ? route.fulfill({ status: 400, json: { message: rejected } })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Submit House" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeVisible();
  // Photo 1 is stored first, which a busy machine can take a while over.
  await expect(
    page.getByText(`Photo 2 was rejected: ${rejected}`, { exact: true }).first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(previews).toHaveCount(2);
  await expect(page.getByLabel("Title")).toHaveValue(title);

  // Sent again: photo 2 goes through, and the description is the next refusal.
  await page.getByRole("button", { name: "Submit House" }).click();
  await expect(
    page
      .getByText(
        "Description was rejected: This content must be family-friendly. Inappropriate content is not allowed.",
        { exact: true },
      )
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Description (optional)")).toHaveValue(
    "What the fuck, so many lights",
  );
  await expect(page.getByRole("checkbox", { name: "Music Synchronized" })).toBeChecked();
  await expect(page).toHaveURL(/\/submit$/);

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/home$/);
  const found = await (
    await page.request.get(`/api/houses?searchQuery=${encodeURIComponent(title)}`)
  ).json();
  expect(found.totalCount).toBe(0);
});

test("offline, Submit says the connection dropped, not that a photo was rejected", async ({
  asUser: page,
}) => {
  test.slow();
  await page.goto("/submit");
  await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
    timeout: 60_000,
  });
  const street = uniqueStreet("Holly Street");
  await page.getByLabel("Title").fill(`Offline Lights ${Date.now()}`);
  await pickMassapequaAddress(page, street);
  await page.getByRole("button", { name: "The pin is on the house" }).click();
  await page.getByLabel("Photos").setInputFiles(jpegs(1));
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("checkbox", { name: "Lights Only" }).check();
  // The form's rules and steps, which load on first focus, have come (a user who filled the form),
  // and so has the toaster, which loads once the page has settled.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();

  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Submit House" }).click();
  const toasts = page.getByRole("region", { name: /^Notifications/ });
  await expect(
    toasts.getByText(
      "You're offline or the connection dropped. Check your connection and try again.",
      { exact: true },
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(toasts.getByText(/was rejected|validation failed/)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Submit House" })).toBeEnabled();
  await page.context().setOffline(false);
});

test("offline before the form's rules ever loaded, Submit still says the connection dropped", async ({
  asUser: page,
}) => {
  await page.goto("/submit");
  await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
    timeout: 60_000,
  });
  // Everything the page itself loads has come (the toaster last, once the page has settled);
  // what the form loads on first focus never will.
  await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  await page.waitForLoadState("networkidle");
  await page.route("**/assets/*.js", (route) => route.abort("internetdisconnected"));
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Submit House" }).click();
  await expect(
    page
      .getByRole("region", { name: /^Notifications/ })
      .getByText("You're offline or the connection dropped. Check your connection and try again.", {
        exact: true,
      }),
  ).toBeVisible();
  await page.context().setOffline(false);
});
