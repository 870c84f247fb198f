/**
 * Where the focus lands after a house page's actions and after the submit form (decision 407),
 * walked the same way with a keyboard (e2e/focus-after-actions.spec.ts) and on a phone
 * (e2e/focus-after-actions.mobile.spec.ts): `act` is how the visitor presses a control, Enter
 * on it or a tap.
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { pickMassapequaAddress, uniqueStreet } from "./submit-form";

const FIXTURES = path.join(import.meta.dirname, "fixtures");

export type Act = (control: Locator) => Promise<void>;

/**
 * The description, the schedule, Add Photos, a photo's removal, Add Video and a video's removal
 * on one's own house: each closing panel gives the focus back to the button that opened it, and
 * a removed photo's or video's Remove hands it to the next one, or to Add Photos or Add Video.
 */
export async function walkHousePanels(page: Page, housePath: string, act: Act) {
  await page.goto(housePath);

  // The description: Save and Cancel back on the button ("Add Description" becomes "Edit").
  const description = page.getByRole("button", { name: /^(Add|Edit) Description$/ });
  await act(description);
  await page.getByRole("textbox", { name: "Description", exact: true }).fill("Keyboard words.");
  await act(page.getByRole("button", { name: "Save Description" }));
  await expect(page.getByText("Description updated", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Description" })).toBeFocused();
  await act(description);
  await act(
    page.getByRole("form", { name: "Edit description" }).getByRole("button", { name: "Cancel" }),
  );
  await expect(description).toBeFocused();

  // The schedule.
  const schedule = page.getByRole("button", { name: "Edit Schedule" });
  await act(schedule);
  await page.getByLabel("FM radio (MHz)").fill("88.7");
  await act(page.getByRole("button", { name: "Save Schedule" }));
  await expect(page.getByText("Schedule updated", { exact: true }).first()).toBeVisible();
  await expect(schedule).toBeFocused();

  // Photos: Upload Photos back on Add Photos.
  const addPhotos = page.getByRole("button", { name: "Add Photos" });
  await act(addPhotos);
  const photos = page.getByRole("region", { name: "Add photos" });
  await photos
    .getByLabel("Choose photos")
    .setInputFiles([path.join(FIXTURES, "lights.jpg"), path.join(FIXTURES, "lights.jpg")]);
  await expect(photos.getByRole("list", { name: "Selected photos" }).getByRole("img")).toHaveCount(
    2,
    { timeout: 30_000 },
  );
  await act(photos.getByRole("button", { name: "Upload Photos" }));
  await expect(page.getByText("Photos added", { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(photos).toHaveCount(0);
  await expect(addPhotos).toBeFocused();

  // A removed photo: to the next one's Remove; the last one's to Add Photos.
  const own = page.getByTestId("own-photo");
  await expect(own).toHaveCount(2);
  await act(page.getByRole("button", { name: "Remove photo 1 of 2" }));
  await expect(own).toHaveCount(1);
  const last = page.getByRole("button", { name: "Remove photo 1 of 1" });
  await expect(last).toBeFocused();
  // Busy until the house is read again, as every Remove is while one runs.
  await expect(last).toBeEnabled();
  await act(last);
  await expect(own).toHaveCount(0);
  await expect(addPhotos).toBeFocused();

  // A video by its link: back on Add Video; its removal to Add Video too.
  const addVideo = page.getByRole("button", { name: "Add Video", exact: true }).first();
  await act(addVideo);
  const video = page.getByRole("region", { name: "Add video" });
  await video.getByLabel("YouTube or Vimeo URL").fill("https://youtu.be/dQw4w9WgXcQ");
  await act(video.getByRole("button", { name: "Add Video" }));
  await expect(page.getByText("Video added", { exact: true }).first()).toBeVisible();
  await expect(video).toHaveCount(0);
  await expect(addVideo).toBeFocused();
  await act(page.getByRole("button", { name: "Remove video" }));
  await expect(page.getByTestId("house-video")).toHaveCount(0);
  await expect(addVideo).toBeFocused();
}

/**
 * From `before` to /submit, a house sent: its page opens with the focus on its title, and Back
 * goes to `before`, not to an emptied form. Returns the house's title.
 */
export async function submitThenBack(page: Page, before: string, act: Act) {
  await page.goto(before);
  await page.goto("/submit");
  await expect(page.getByRole("heading", { name: "Submit a Christmas House" })).toBeVisible({
    timeout: 60_000,
  });
  const title = `Focus Landing ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  const street = uniqueStreet("Candlewick Court");
  await pickMassapequaAddress(page, street);
  await page.getByRole("button", { name: "The pin is on the house" }).click();
  await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
  await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("checkbox", { name: "Music Synchronized" }).check();

  await act(page.getByRole("button", { name: "Submit House" }));
  await expect(page).toHaveURL(/\/house\/massapequa\/\d+-candlewick-ct$/, { timeout: 60_000 });
  const heading = page.getByRole("heading", { name: title, level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(heading).toBeFocused();

  await page.goBack();
  await expect.poll(() => new URL(page.url()).pathname).toBe(before);
  return title;
}
