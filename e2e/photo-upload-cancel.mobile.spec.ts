/**
 * Photos a user adds on a house page, counted right however the Add Photos panel closes while
 * they are sent (decision 405): Cancel stops what has not been sent and the toast says what was
 * added; closing the panel otherwise lets the photos go on; either way the page's photos and
 * counts are the server's once the sending ends. And the main photo the user sent with the house,
 * kept apart from "Your Photos", is said to be theirs. Each photo request is held by page.route
 * until the test lets it go.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page, Route } from "@playwright/test";
import { expect, type TestHouse, test } from "./fixtures";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

/** Holds each POST to `pattern` until `release` lets the oldest held one go; counts them all. */
async function holdPosts(page: Page, pattern: string) {
  const held: Route[] = [];
  let sent = 0;
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    sent += 1;
    held.push(route);
  });
  return {
    sent: () => sent,
    held: () => held.length,
    /** Lets the oldest held request go on (a request the page gave up on is let go of too). */
    release: async () => {
      const route = held.shift();
      if (!route) throw new Error("no request held");
      await route.continue().catch(() => undefined);
    },
  };
}

/** The house page with two photos chosen in Add Photos, ready to upload. */
async function chooseTwoPhotos(page: Page, house: TestHouse) {
  await page.goto(house.path);
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await page.getByRole("button", { name: "Add Photos" }).tap();
  const panel = page.getByRole("region", { name: "Add photos" });
  const jpeg = path.join(fixtures, "lights.jpg");
  await panel.getByLabel("Choose photos").setInputFiles([jpeg, jpeg]);
  await expect(panel.getByRole("list", { name: "Selected photos" }).getByRole("img")).toHaveCount(
    2,
    { timeout: 30_000 },
  );
  return panel;
}

/** The page shows the server's photos: the gallery (main photo + photos) and "Your Photos". */
async function expectPageAsServer(page: Page, house: TestHouse, photos: number) {
  const detail = await (await page.request.get(`/api/houses/${house.id}`)).json();
  expect(detail.photos).toHaveLength(photos);
  // The gallery counts only when it has more than the main photo.
  const position = page.getByTestId("gallery-position");
  if (photos > 0) await expect(position).toHaveText(`1 / ${photos + 1}`);
  else await expect(position).toHaveCount(0);
  await expect(page.getByTestId("own-photo")).toHaveCount(photos);
  if (photos > 0) {
    await expect(page.getByRole("heading", { name: `Your Photos (${photos})` })).toBeVisible();
  }
}

const toasts = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

test("Cancel while photos are attached adds no more; the toast and the page say what was added", async ({
  asUser: page,
  ownHouse: house,
}) => {
  const attach = await holdPosts(page, `**/api/houses/${house.id}/photos`);
  const panel = await chooseTwoPhotos(page, house);
  await panel.getByRole("button", { name: "Upload Photos" }).tap();
  await expect(panel.getByRole("button", { name: "Uploading..." })).toBeVisible();
  await expect.poll(attach.held).toBe(1);

  await panel.getByRole("button", { name: "Cancel" }).tap();
  await expect(panel).toBeHidden();
  await attach.release();

  await expect(toasts(page).filter({ hasText: "Photos added" })).toContainText(
    "1 photo added successfully. 1 more was not added: the upload was cancelled",
  );
  expect(attach.sent()).toBe(1);
  await expectPageAsServer(page, house, 1);
  await page.screenshot({ path: test.info().outputPath("after-cancel.png") });
});

test("Cancel while photos are stored adds none, and says so", async ({
  asUser: page,
  ownHouse: house,
}) => {
  const attach = await holdPosts(page, `**/api/houses/${house.id}/photos`);
  const store = await holdPosts(page, "**/api/image-uploads");
  const panel = await chooseTwoPhotos(page, house);
  await panel.getByRole("button", { name: "Upload Photos" }).tap();
  await expect.poll(store.held).toBe(1);

  await panel.getByRole("button", { name: "Cancel" }).tap();
  await expect(panel).toBeHidden();
  await expect(toasts(page).filter({ hasText: "Upload cancelled" })).toContainText(
    "No photos were added.",
  );
  await store.release();
  expect(store.sent()).toBe(1);
  expect(attach.sent()).toBe(0);
  await expectPageAsServer(page, house, 0);
  await page.screenshot({ path: test.info().outputPath("cancelled.png") });
});

test("closing the panel another way lets the photos go on: the toast and the page follow, and a panel opened meanwhile stays", async ({
  asUser: page,
  ownHouse: house,
}) => {
  const attach = await holdPosts(page, `**/api/houses/${house.id}/photos`);
  const panel = await chooseTwoPhotos(page, house);
  await panel.getByRole("button", { name: "Upload Photos" }).tap();
  await expect.poll(attach.held).toBe(1);

  // The Add Photos button closes the panel, then opens a new one.
  const addPhotos = page.getByRole("button", { name: "Add Photos" });
  await addPhotos.tap();
  await expect(panel).toBeHidden();
  await addPhotos.tap();
  await expect(panel.getByText("No images selected")).toBeVisible();

  await attach.release();
  await expect.poll(attach.held).toBe(1);
  await attach.release();
  await expect(toasts(page).filter({ hasText: "Photos added" })).toContainText(
    "2 photos added successfully",
  );
  await expectPageAsServer(page, house, 2);
  await expect(panel.getByText("No images selected")).toBeVisible();
});

test("the main photo a user sent with the house is said to be theirs beside Your Photos, and only to them", async ({
  asUser: page,
  ownHouse: house,
  makeAccount,
  makeHouse,
}) => {
  const jpeg = readFileSync(path.join(fixtures, "lights.jpg")).toString("base64");
  const addPhoto = async (houseId: number, token: string) => {
    const added = await page.request.post(`/api/houses/${houseId}/photos`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { imageUrl: `data:image/jpeg;base64,${jpeg}` },
    });
    expect(added.status()).toBe(201);
  };
  // Sent with three photos: the main photo and two more.
  await addPhoto(house.id, house.token);
  await addPhoto(house.id, house.token);
  await page.goto(house.path);
  await expectPageAsServer(page, house, 2);
  const yours = page.getByRole("region", { name: "Your Photos (2)" });
  await expect(yours).toContainText(
    "Plus your main photo, the first in the gallery, which stays with the house.",
  );
  await page.screenshot({ path: test.info().outputPath("your-photos.png") });

  // Someone else's house, with a photo of this user's: no word of a main photo.
  const other = await makeHouse(await makeAccount("Sam Submitter"));
  await page.goto(other.path);
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await page.getByRole("button", { name: "Add Photos" }).tap();
  const panel = page.getByRole("region", { name: "Add photos" });
  await panel.getByLabel("Choose photos").setInputFiles(path.join(fixtures, "lights.jpg"));
  await panel.getByRole("button", { name: "Upload Photos" }).tap();
  await expect(page.getByRole("region", { name: "Your Photos (1)" })).toBeVisible();
  await expect(page.getByText("Plus your main photo")).toHaveCount(0);
});
