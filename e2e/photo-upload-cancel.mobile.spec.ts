/**
 * Photos a user adds on a house page, counted right however the Add Photos panel closes while
 * they are sent (decision 405): Cancel stops what has not been sent and the toast says what was
 * added; closing the panel otherwise lets the photos go on; either way the page's photos and
 * counts are the server's once the sending ends. And the main photo the user sent with the house,
 * kept apart from "Your Photos", is said to be theirs. Each photo request is held by page.route
 * until the test lets it go. An attach that fails after some photos were added says how many were
 * (decision 415).
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

/** The house page with `count` photos (two unless told) chosen in Add Photos, ready to upload. */
async function choosePhotos(page: Page, house: TestHouse, count = 2) {
  await page.goto(house.path);
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await page.getByRole("button", { name: "Add Photos" }).tap();
  const panel = page.getByRole("region", { name: "Add photos" });
  const jpeg = path.join(fixtures, "lights.jpg");
  await panel.getByLabel("Choose photos").setInputFiles(Array(count).fill(jpeg));
  await expect(panel.getByRole("list", { name: "Selected photos" }).getByRole("img")).toHaveCount(
    count,
    { timeout: 30_000 },
  );
  return panel;
}

/** Answers the `nth` (from 1) POST to `pattern` with `answer`; lets the others through. */
async function failNthPost(
  page: Page,
  pattern: string,
  nth: number,
  answer: (route: Route) => Promise<void>,
) {
  let sent = 0;
  await page.route(pattern, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    sent += 1;
    return sent === nth ? answer(route) : route.fallback();
  });
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
  const panel = await choosePhotos(page, house);
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
  const panel = await choosePhotos(page, house);
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
  const panel = await choosePhotos(page, house);
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

test("an attach refused after the first photo says one of three was added; Upload Photos again sends the rest", async ({
  asUser: page,
  ownHouse: house,
}) => {
  await failNthPost(page, `**/api/houses/${house.id}/photos`, 2, (route) =>
    route.fulfill({ status: 429, json: { message: "Too many requests, please slow down" } }),
  );
  const panel = await choosePhotos(page, house, 3);
  await panel.getByRole("button", { name: "Upload Photos" }).tap();

  const told = toasts(page).filter({ hasText: "1 of 3 photos added" });
  await expect(told).toContainText(
    "1 of 3 photos added. Failed to upload the rest. Too many requests, please slow down.",
  );
  await expect(toasts(page).filter({ hasText: "Failed to upload photos" })).toHaveCount(0);
  await expectPageAsServer(page, house, 1);
  // The panel stays with the two photos not added.
  const selected = panel.getByRole("list", { name: "Selected photos" }).getByRole("img");
  await expect(selected).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath("partly-added.png") });

  await page.unrouteAll({ behavior: "wait" });
  await panel.getByRole("button", { name: "Upload Photos" }).tap();
  await expect(toasts(page).filter({ hasText: "Photos added" })).toContainText(
    "2 photos added successfully",
  );
  await expectPageAsServer(page, house, 3);
});

test("a connection dropped after the first photo was attached says so; one dropped before any keeps its text", async ({
  asUser: page,
  ownHouse: house,
}) => {
  await failNthPost(page, `**/api/houses/${house.id}/photos`, 2, (route) =>
    route.abort("internetdisconnected"),
  );
  const panel = await choosePhotos(page, house, 3);
  await panel.getByRole("button", { name: "Upload Photos" }).tap();
  await expect(toasts(page).filter({ hasText: "photos added" })).toContainText(
    /^Error1 of 3 photos added\. Failed to upload the rest\.(Reference \w+)?Close$/,
  );
  await expectPageAsServer(page, house, 1);
  await expect(panel.getByRole("list", { name: "Selected photos" }).getByRole("img")).toHaveCount(
    2,
  );

  // Nothing added: the failure's own words, as before.
  await page.unrouteAll({ behavior: "wait" });
  await failNthPost(page, `**/api/houses/${house.id}/photos`, 1, (route) =>
    route.abort("internetdisconnected"),
  );
  await panel.getByRole("button", { name: "Upload Photos" }).tap();
  await expect(toasts(page).filter({ hasText: "Failed to upload photos" })).toBeVisible();
  await expect(toasts(page).filter({ hasText: "photos added" })).toHaveCount(0);
  await expectPageAsServer(page, house, 1);
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
