import { expect, test } from "./fixtures";

test.use({ accountName: "Wren Writer" });

test("two browsers on one house: an edit in one (description, photo, hours, video) shows in the other without reloading", async ({
  asUser: writerPage,
  account: writer,
  makeAccount,
  makeHouse,
  pageSignedInAs,
}) => {
  const house = await makeHouse(writer, { description: "Before the update" });
  const readerPage = await pageSignedInAs(await makeAccount("Robin Reader"));

  // The reader's page holds an event stream; wait until it is open before editing.
  const streamOpen = readerPage.waitForResponse(
    (r) => r.url().endsWith(`/api/houses/${house.id}/stream`) && r.status() === 200,
  );
  await readerPage.goto(house.path);
  await expect(readerPage.getByTestId("house-description")).toHaveText("Before the update");
  await streamOpen;
  let reloads = 0;
  readerPage.on("framenavigated", (frame) => {
    if (frame === readerPage.mainFrame()) reloads += 1;
  });

  await writerPage.goto(house.path);
  const section = writerPage.locator("section", {
    has: writerPage.getByRole("heading", { name: "About This Display" }),
  });
  await section.getByRole("button", { name: "Edit Description" }).click();
  const form = writerPage.getByRole("form", { name: "Edit description" });
  await form.getByLabel("Description").fill("Live: the tree now sings carols at 7pm!");
  await form.getByRole("button", { name: "Save Description" }).click();
  await expect(writerPage.getByTestId("house-description")).toHaveText(
    "Live: the tree now sings carols at 7pm!",
  );

  await expect(readerPage.getByTestId("house-description")).toHaveText(
    "Live: the tree now sings carols at 7pm!",
  );

  // A photo added elsewhere (through the API) shows up too: photo-added event.
  const { readFileSync } = await import("node:fs");
  const jpeg = readFileSync(new URL("./fixtures/lights.jpg", import.meta.url));
  const before = await readerPage
    .getByRole("list", { name: "Photo thumbnails" })
    .getByRole("listitem")
    .count();
  const added = await readerPage.request.post(`/api/houses/${house.id}/photos`, {
    headers: { Authorization: `Bearer ${house.token}` },
    data: { imageUrl: `data:image/jpeg;base64,${jpeg.toString("base64")}` },
  });
  expect(added.status()).toBe(201);
  await expect(
    readerPage.getByRole("list", { name: "Photo thumbnails" }).getByRole("listitem"),
  ).toHaveCount(Math.max(before, 1) + 1);

  // Every other edit reaches the open page too (house-updated, decision 339): the hours a
  // homeowner changes mid-season, and a video added and then removed.
  const asWriter = { Authorization: `Bearer ${house.token}` };
  const hours = await readerPage.request.put(`/api/houses/${house.id}/schedule`, {
    headers: asWriter,
    data: { litFrom: "16:30", litUntil: "22:00" },
  });
  expect(hours.status()).toBe(200);
  await expect(readerPage.getByTestId("schedule-hours")).toContainText(
    "4:30 PM – 10:00 PM nightly",
  );
  const video = readerPage.getByTestId("house-video");
  await expect(video).toHaveCount(0);
  const link = await readerPage.request.post(`/api/houses/${house.id}/videos`, {
    headers: asWriter,
    data: { videoUrl: "https://youtu.be/dQw4w9WgXcQ" },
  });
  expect(link.status()).toBe(201);
  await expect(video).toHaveCount(1);
  const removed = await readerPage.request.delete(
    `/api/houses/${house.id}/videos/${(await link.json()).id}`,
    { headers: asWriter },
  );
  expect(removed.status()).toBe(200);
  await expect(video).toHaveCount(0);
  expect(reloads).toBe(0);
  await readerPage.screenshot({ path: "/tmp/live-updates-reader.png" });
});
