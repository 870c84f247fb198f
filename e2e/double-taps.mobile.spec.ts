/**
 * A double tap on a phone writes once (decision 346): the second tap lands before the button
 * shows it is busy, and no longer sends the request again. A shared tour's "Save a copy", tapped
 * twice, makes one copy.
 */
import { test } from "./fixtures";
import { idTokenFor } from "./support";
import { expect, saveTourThroughApi } from "./tour-support";

test.describe.configure({ timeout: 300_000 });

test("a double tap on a shared tour's Save a copy makes one copy", async ({
  asUser: page,
  account,
  makeAccount,
}) => {
  const sharer = await makeAccount("Sam Sharer");
  await saveTourThroughApi(page, sharer, "Tapped twice loop", 2);
  const tokenOf = async (who: { email: string; password: string }) => ({
    Authorization: `Bearer ${await idTokenFor(who.email, who.password)}`,
  });
  const [shared] = await (
    await page.request.get("/api/tours", { headers: await tokenOf(sharer) })
  ).json();

  let copies = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/copy")) copies += 1;
  });
  await page.goto(`/tours/shared/${shared.shareId}`);
  await expect(page.getByRole("heading", { name: "Tapped twice loop", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  const saveCopy = page.getByRole("button", { name: "Save a copy" });
  const box = (await saveCopy.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // Two taps sent together, as a quick thumb makes them (a locator's tap would wait for the
  // busy button).
  await Promise.all([page.touchscreen.tap(x, y), page.touchscreen.tap(x, y)]);
  await expect(page.getByRole("heading", { name: "Plan a Tour", level: 1 })).toBeVisible();
  await expect(page.getByTestId("tour-stop")).toHaveCount(2);
  const mine = await (
    await page.request.get("/api/tours", { headers: await tokenOf(account) })
  ).json();
  expect(mine.map((tour: { name: string }) => tour.name)).toEqual(["Tapped twice loop"]);
  expect(copies).toBe(1);
});
