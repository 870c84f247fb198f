/**
 * Steps the admin lists' browser tests share (e2e/admin-lists-kept.spec.ts, e2e/admin-focus.ts):
 * opening an admin screen, and holding a list's answers so the screen can be looked at while they
 * load.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens `path` and waits for its heading: a busy machine can take a while to start the app. */
export async function openAdminScreen(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
}

/**
 * Holds the list's answers whose address `held` picks until the returned function is called, so
 * the test can look at the screen while they load, however fast the machine.
 */
export async function holdAnswers(page: Page, path: string, held: (url: URL) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (held(new URL(route.request().url()))) await released;
      await route.continue();
    },
  );
  return release;
}
