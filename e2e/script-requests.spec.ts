/**
 * A lazily loaded chunk's code comes in one round of requests. When the page asks for the app, or
 * the app for a screen's chunk, the browser learns at once of every file that chunk imports
 * (Vite's modulepreload hints, vite.config.ts), instead of finding each level only once the level
 * above has arrived and been parsed: on a phone's network every level is a round trip, and the
 * privacy screen had five. The sign-in dialog too: Sign In and Get Started are on every page, and
 * a tap before the page has settled loads it there and then. Checked by holding the chunk's answer
 * back: every file it imports is asked for meanwhile, which a browser that finds them by parsing
 * the chunk could not do.
 */
import type { Page } from "@playwright/test";
import { lazyChunk } from "../scripts/check-bundle-budget";
import { expect, test } from "./fixtures";
import { gotoWithClockStopped, holdRequests, whileClockRuns } from "./support";

const PAGES = [
  { path: "/privacy", heading: "Privacy Policy", route: "src/routes/legal/privacy-page.tsx" },
  {
    path: "/house/freeport/10-washington-ave",
    heading: "The Quinn Family Light Show",
    route: "src/routes/house/house-page.tsx",
  },
];

/** The path of every built file the page has asked for ("assets/app-….js"). */
function recordAssetRequests(page: Page) {
  const asked = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/")) asked.add(pathname.slice(1));
  });
  return asked;
}

/**
 * Holds `chunk`'s answer back; the function returned checks that every script the chunk imports
 * is asked for while it is held, then lets the answer go.
 */
async function holdChunk(
  page: Page,
  asked: Set<string>,
  chunk: { file: string; imports: string[] },
) {
  const release = await holdRequests(page, `**/${chunk.file}`);
  return async function expectImportsAskedThenRelease() {
    await expect.poll(() => asked.has(chunk.file), { timeout: 30_000 }).toBe(true);
    const scripts = chunk.imports.filter((file) => file.endsWith(".js"));
    await expect
      .poll(() => scripts.filter((file) => !asked.has(file)), {
        message: `files ${chunk.file} imports, asked for while its answer is held`,
        timeout: 10_000,
      })
      .toEqual([]);
    release();
  };
}

for (const { path, heading, route } of PAGES) {
  test(`${path}: the app's and the screen's files are each asked for in one round`, async ({
    page,
  }) => {
    const asked = recordAssetRequests(page);
    const appHeld = await holdChunk(page, asked, lazyChunk());
    const screenHeld = await holdChunk(page, asked, lazyChunk(route));
    await page.goto(path);
    await appHeld();
    await screenHeld();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
}

test("a Sign In tapped before the page has settled: the sign-in dialog's files come in one round", async ({
  page,
}) => {
  const asked = recordAssetRequests(page);
  const dialogHeld = await holdChunk(page, asked, lazyChunk("src/components/auth/auth-dialog.tsx"));
  // The page's clock stopped: it never settles, so nothing loads the dialog's imports ahead (the
  // dialog itself and the toaster's parts load then) but the tap.
  await gotoWithClockStopped(
    page,
    "/privacy",
    page.getByRole("main").getByRole("button", { name: "Back", disabled: false }),
  );
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await dialogHeld();
  await whileClockRuns(page, page.getByRole("dialog"));
});
