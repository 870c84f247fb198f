/**
 * The header's user menu loads its code when the avatar is about to be used (a pointer over it,
 * focus or a press): a signed-in page's first JavaScript carries no dropdown, and the menu opens
 * as it did, on hover and from the keyboard. The visit watcher every signed-in page starts comes
 * in a chunk of its own.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The files of the scripts the page has loaded so far. */
function loadedScripts(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => new URL(entry.name).pathname.replace(/^\/assets\//, "")),
  );
}

test("a signed-in page shows the avatar without the menu's code; hover and the keyboard open the menu", async ({
  asUser: page,
}) => {
  await page.goto("/top-houses");
  await expect(page.getByRole("heading", { level: 1, name: "Top Houses" })).toBeVisible();
  const avatar = page.getByRole("button", { name: "User menu" });
  await expect(avatar).toBeVisible();
  // The dropdown and the select chunk it shares parts with: neither before the avatar is used.
  // Nor the house page's own chunk, which the visit watcher a signed-in page starts (once the page
  // has settled) once took along.
  await expect
    .poll(() => loadedScripts(page), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/^use-proximity-watcher-/));
  expect(
    (await loadedScripts(page)).filter((file) => /^(user-menu|select|house-screen)-/.test(file)),
  ).toEqual([]);

  const logOut = page.getByRole("menuitem", { name: "Log out" });
  await avatar.hover();
  await expect(logOut).toBeVisible();
  await page.mouse.move(5, 400);
  await expect(logOut).toBeHidden();

  // A fresh page, from the keyboard: focus, then Enter opens it (before or after its code has
  // arrived) with the focus in the menu.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Top Houses" })).toBeVisible();
  await page.getByRole("button", { name: "User menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(logOut).toBeVisible();
  // The focus is in the menu: on the menu, or on its first item as Radix does for a key press.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null))
    .toBe(true);
  // The mouse was never over it: moving on the page leaves a menu opened from the keyboard open.
  await page.mouse.move(40, 500);
  await page.mouse.move(60, 300);
  await expect(logOut).toBeVisible();
});

/**
 * The screen under a resting pointer changes while the page is busy (signing in lands on the home
 * this way): Chromium then sends the next over event with no out before it, which React's enter
 * events miss. Replayed with a block of the screen that goes in a long task, while the pointer's
 * move to the avatar waits behind it.
 */
async function replaceTheScreenUnderThePointer(page: Page) {
  const block = page.getByTestId("replaced-block");
  await page.getByRole("main").evaluate((main) => {
    const element = document.createElement("div");
    element.dataset.testid = "replaced-block";
    element.style.cssText = "height: 200px; width: 400px;";
    main.prepend(element);
  });
  await block.hover();
  await block.evaluate((element) => {
    setTimeout(() => {
      element.remove();
      const busyUntil = performance.now() + 300;
      while (performance.now() < busyUntil) {
        // The page renders its new screen.
      }
    });
  });
}

test("the menu opens on hover after the screen under a resting pointer was replaced", async ({
  asUser: page,
}) => {
  await page.goto("/top-houses");
  const avatar = page.getByRole("button", { name: "User menu" });
  await expect(avatar).toBeVisible();
  const box = await avatar.boundingBox();
  if (!box) throw new Error("The avatar has no box");
  const logOut = page.getByRole("menuitem", { name: "Log out" });

  // First the avatar standing in for the menu, then the menu its code rendered.
  for (const stage of ["before the menu's code", "with the menu's code"]) {
    await replaceTheScreenUnderThePointer(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(logOut, stage).toBeVisible();
    await page.mouse.move(5, 400);
    await expect(logOut).toBeHidden();
  }
});

/** Resolves once the page shows a menu item: right after React's commit, before the next frame. */
function menuItemShown(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="menuitem"]')) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
}

test("the menu closes when the pointer leaves just as the menu's code arrives", async ({
  asUser: page,
}) => {
  // The menu replaces the avatar under the pointer. A pointer that leaves before the next frame
  // left the menu open in most tries, so the test tries several times, on a fresh page each.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.goto("/top-houses");
    const avatar = page.getByRole("button", { name: "User menu" });
    await expect(avatar).toBeVisible();
    const box = await avatar.boundingBox();
    if (!box) throw new Error("The avatar has no box");
    await page.mouse.move(5, 400);
    const shown = menuItemShown(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await shown;
    await page.mouse.move(5, 400);
    await expect(page.getByRole("menuitem", { name: "Log out" }), `try ${attempt}`).toBeHidden();
  }
});
