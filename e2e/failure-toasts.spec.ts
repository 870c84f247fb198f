/**
 * What a user sees when the server fails a write on a house page: each failure answers one
 * request with a 5xx at the network (the browser's view of a server outage), the app names the
 * failure in its own words, and nothing on the page changes. Also the video upload's progress
 * and its failure toast.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdRequests } from "./support";

const FIXTURES = path.join(import.meta.dirname, "fixtures");

/** The one toast on screen (the app shows one at a time) with this title and description. */
function toast(page: Page, title: string, description: string | RegExp) {
  return page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ hasText: description });
}

/** A contribute panel, by its name (a form when it saves as a whole, else a section). */
function panel(page: Page, name: string) {
  return page.getByLabel(name, { exact: true });
}

/**
 * Answers the next `method` request to `url` with `status` and a JSON {message}; later requests
 * reach the server.
 */
async function failNext(
  page: Page,
  method: string,
  url: RegExp,
  { status = 503, message = "Service Unavailable" }: { status?: number; message?: string } = {},
) {
  let failed = false;
  await page.route(url, async (route) => {
    if (failed || route.request().method() !== method) return route.fallback();
    failed = true;
    await route.fulfill({ status, json: { message } });
  });
}

test("house page: failed favorite, features, review update and video link each say so", async ({
  asUser: page,
  ownHouse,
}) => {
  test.slow();
  await page.goto(ownHouse.path);
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(page.getByTestId("house-page")).toBeVisible({ timeout: 60_000 });
  const main = page.getByRole("main");

  const favorite = main.getByRole("button", { name: "Favorite", exact: true });
  await failNext(page, "POST", /\/api\/favorites$/);
  await favorite.click();
  await expect(toast(page, "Error", "Failed to update favorites")).toBeVisible();
  await expect(favorite).toHaveAttribute("aria-pressed", "false");

  const features = main.getByRole("region", { name: "Features" });
  // The house's own features: the first list (the open panels hold lists of choices).
  const shownFeatures = features.getByRole("list").first().getByRole("listitem");
  await expect(shownFeatures).toHaveCount(2);
  await features.getByRole("button", { name: "Add Features" }).click();
  const add = panel(page, "Add features");
  await add.getByLabel("Animatronics").click();
  await failNext(page, "PUT", /\/api\/houses\/\d+\/features$/, { status: 500 });
  await add.getByRole("button", { name: "Save Features" }).click();
  await expect(toast(page, "Error", "Failed to add features")).toBeVisible();
  // The panel stays open with the choice kept, so Save can simply be pressed again.
  await expect(add.getByLabel("Animatronics")).toBeChecked();
  await expect(shownFeatures).toHaveCount(2);

  await features.getByRole("button", { name: "Remove Features" }).click();
  const remove = panel(page, "Remove features");
  await remove.getByLabel("Blow-Ups").click();
  await failNext(page, "DELETE", /\/api\/houses\/\d+\/features\/[^/]+$/, { status: 500 });
  await remove.getByRole("button", { name: "Remove Selected" }).click();
  await expect(toast(page, "Error", "Failed to remove features")).toBeVisible();
  await expect(shownFeatures).toHaveCount(2);

  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByLabel("Your review (optional)").fill("Lovely walk-through display");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Rating submitted", "Thank you for your review!")).toBeVisible();
  const mine = page.getByTestId("house-review").filter({ hasText: "Lovely walk-through display" });
  await mine.getByRole("button", { name: "Edit your review" }).click();
  const edit = page.getByRole("form", { name: "Edit your review" });
  await edit.getByLabel("Your review").fill("Changed my mind");
  await failNext(page, "PATCH", /\/api\/reviews\/\d+$/);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Error", "Failed to update review")).toBeVisible();
  // The edit stays open with what was typed; the saved review is unchanged.
  await expect(edit.getByLabel("Your review")).toHaveValue("Changed my mind");
  const saved = await (await page.request.get(`/api/houses/${ownHouse.id}`)).json();
  expect(saved.reviews.map((r: { review: string }) => r.review)).toEqual([
    "Lovely walk-through display",
  ]);

  await page.getByRole("button", { name: "Add Video" }).click();
  const video = panel(page, "Add video");
  await video
    .getByLabel("YouTube or Vimeo URL")
    .fill("https://www.youtube.com/watch?v=jNQXAC9IVRw");
  await failNext(page, "POST", /\/api\/houses\/\d+\/videos$/);
  await video.getByRole("button", { name: "Add Video" }).click();
  await expect(toast(page, "Error", "Failed to add video")).toBeVisible();
  await expect(video.getByLabel("YouTube or Vimeo URL")).toHaveValue(
    "https://www.youtube.com/watch?v=jNQXAC9IVRw",
  );
});

test("house page: a failed photo upload says so; a video upload shows its progress, and a failed one says why", async ({
  asUser: page,
  ownHouse,
}) => {
  test.slow();
  await page.goto(ownHouse.path);
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(page.getByTestId("house-page")).toBeVisible({ timeout: 60_000 });

  await page.getByRole("button", { name: "Add Photos" }).click();
  const photos = panel(page, "Add photos");
  await photos.getByLabel("Choose photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
  await expect(photos.getByRole("list", { name: "Selected photos" }).getByRole("img")).toHaveCount(
    1,
    { timeout: 30_000 },
  );
  await failNext(page, "POST", /\/api\/image-uploads$/);
  await photos.getByRole("button", { name: "Upload Photos" }).click();
  await expect(toast(page, "Error", "Failed to upload photos")).toBeVisible();
  // The selection is kept for another try, and nothing was attached.
  await expect(photos.getByRole("list", { name: "Selected photos" }).getByRole("img")).toHaveCount(
    1,
  );
  const detail = await (await page.request.get(`/api/houses/${ownHouse.id}`)).json();
  expect(detail.photos).toHaveLength(0);

  await page.getByRole("button", { name: "Add Video" }).click();
  const video = panel(page, "Add video");
  await video.getByRole("tab", { name: "Upload File" }).click();

  // The upload service is down: the server's reason is shown under "Upload Failed".
  await failNext(page, "POST", /\/api\/get-upload-url$/, {
    message: "Video uploads are unavailable right now",
  });
  await video.getByLabel("Video file").setInputFiles(path.join(FIXTURES, "tiny.mp4"));
  await expect(
    toast(page, "Upload Failed", "Video uploads are unavailable right now"),
  ).toBeVisible();
  await expect(video.getByRole("progressbar", { name: "Upload progress" })).toHaveCount(0);

  // The file's bytes are held back until the progress bar has been seen at its start.
  const release = await holdRequests(page, /\/api\/video-uploads\//);
  await video.getByLabel("Video file").setInputFiles(path.join(FIXTURES, "tiny.mp4"));
  const progress = video.getByRole("progressbar", { name: "Upload progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "0");
  await expect(video.getByText("Uploading... 0%", { exact: true })).toBeVisible();
  await expect(video.getByLabel("Video file")).toBeDisabled();
  release();
  await expect(toast(page, "Video uploaded", "Video uploaded successfully")).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId("house-video")).toHaveCount(1);
});
