/**
 * The house page's photo gallery on a touch phone: a sideways swipe turns the photo, on the page
 * and full screen, without opening the full-screen view; the full-screen view fills the screen
 * with a Close button big enough for a thumb, as are the Add Photos panel's remove buttons; the
 * phone's Back closes it (decision 328).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectBackClosesFullScreen } from "./gallery-back";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

const MERRY_MAILBOX = "/house/hampton-bays/91-hamilton-pl";

/**
 * One finger across the middle of `box`, from 80% of its width to 20% (a swipe to the left) or
 * back. Playwright's touchscreen only taps: the swipe goes through the DevTools protocol.
 */
async function swipe(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  direction: "left" | "right",
) {
  const touch = await page.context().newCDPSession(page);
  // Each event's time is given: the finger moves for 240 ms, then rests 150 ms before lifting,
  // so Chrome starts no fling (a fling swallows the next tap) and the test waits for nothing.
  const startedAt = Date.now() / 1000;
  const touchAt = (
    type: "touchStart" | "touchMove" | "touchEnd",
    points: { x: number; y: number }[],
    ms: number,
  ) =>
    touch.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: points,
      timestamp: startedAt + ms / 1000,
    });
  const y = box.y + box.height / 2;
  const from = box.x + box.width * (direction === "left" ? 0.8 : 0.2);
  const to = box.x + box.width * (direction === "left" ? 0.2 : 0.8);
  await touchAt("touchStart", [{ x: from, y }], 0);
  for (let step = 1; step <= 8; step++) {
    await touchAt("touchMove", [{ x: from + ((to - from) * step) / 8, y: y + step }], 30 * step);
  }
  await touchAt("touchMove", [{ x: to, y: y + 8 }], 390);
  await touchAt("touchEnd", [], 390);
  await touch.detach();
}

test("swiping turns the photos on the page and full screen; full screen fills the phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(MERRY_MAILBOX);
  const position = page.getByTestId("gallery-position");
  await expect(position).toHaveText(/^1 \/ (\d+)$/, { timeout: 30_000 });
  const total = ((await position.textContent()) ?? "").split(" / ")[1];
  // The buttons answering shows the page is running, so the swipes below are not lost.
  await page.getByRole("button", { name: "Next photo" }).tap();
  await expect(position).toHaveText(`2 / ${total}`);
  await page.getByRole("button", { name: "Previous photo" }).tap();
  await expect(position).toHaveText(`1 / ${total}`);

  const photo = page.getByRole("button", { name: "Open photo full screen" });
  const fullScreen = page.getByRole("dialog");
  await test.step("a swipe on the main photo turns it, wrapping, and does not open it", async () => {
    await swipe(page, (await photo.boundingBox())!, "left");
    await expect(position).toHaveText(`2 / ${total}`);
    await swipe(page, (await photo.boundingBox())!, "right");
    await expect(position).toHaveText(`1 / ${total}`);
    await swipe(page, (await photo.boundingBox())!, "right");
    await expect(position).toHaveText(`${total} / ${total}`);
    await expect(fullScreen).toHaveCount(0);
  });

  await test.step("a tap opens the full-screen view: the whole screen, dark, a big Close", async () => {
    await photo.tap();
    await expect(fullScreen).toBeVisible();
    await expect(fullScreen).toContainText(`${total} / ${total}`);
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => fullScreen.boundingBox())
      .toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    const close = fullScreen.getByRole("button", { name: "Close" });
    const closeBox = (await close.boundingBox())!;
    expect(closeBox.width).toBeGreaterThanOrEqual(44);
    expect(closeBox.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: test.info().outputPath("full-screen-390x844.png") });
  });

  await test.step("a swipe full screen turns the photo, wrapping", async () => {
    const image = fullScreen.getByRole("img");
    await swipe(page, (await image.boundingBox())!, "left");
    await expect(fullScreen).toContainText(`1 / ${total}`);
    await expect(position).toHaveText(`1 / ${total}`);
    await swipe(page, (await image.boundingBox())!, "right");
    await expect(fullScreen).toContainText(`${total} / ${total}`);
  });

  await test.step("on a wide screen it fills the window too; Close returns to the photo", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () => fullScreen.boundingBox())
      .toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    await page.screenshot({ path: test.info().outputPath("full-screen-1280x800.png") });
    await fullScreen.getByRole("button", { name: "Close" }).tap();
    await expect(fullScreen).toHaveCount(0);
    await expect(photo).toBeFocused();
  });
});

test("the Add Photos panel's remove buttons are thumb-sized and apart", async ({
  asUser: page,
  ownHouse: house,
}) => {
  await page.goto(house.path);
  await page.getByRole("button", { name: "Add Photos" }).tap();
  const panel = page.getByRole("region", { name: "Add photos" });
  await panel
    .getByLabel("Choose photos")
    .setInputFiles([path.join(fixtures, "lights.jpg"), path.join(fixtures, "lights.jpg")]);
  const removes = panel.getByRole("button", { name: /^Remove photo \d$/ });
  await expect(removes).toHaveCount(2, { timeout: 30_000 });
  const [first, second] = await Promise.all(
    (await removes.all()).map(async (button) => (await button.boundingBox())!),
  );
  for (const box of [first!, second!]) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // Side by side, the two targets do not overlap.
  expect(second!.x >= first!.x + first!.width || second!.y >= first!.y + first!.height).toBe(true);
  await removes.first().tap();
  await expect(removes).toHaveCount(1);
});

test("the phone's Back closes the full-screen photo and stays on the house page; after Close one Back leaves", async ({
  asUser: page,
}) => {
  await expectBackClosesFullScreen(page, (control) => control.tap());
});
