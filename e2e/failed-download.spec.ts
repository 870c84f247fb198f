/**
 * A screen whose code fails to download. Online, that is a new build deployed while the page was
 * open: the page reloads once and the new build shows the screen. Code that keeps failing shows
 * what happened under the header, whose links still work, never a blank page
 * (src/lib/failed-download.ts, src/routes/screen-error-boundary.tsx), and reported to the
 * worker's log. A tab the service worker
 * controls keeps loading its build's files after a new build's worker took it over.
 */
import path from "node:path";
import type { Page, Request, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pickMassapequaAddress, uniqueStreet } from "./submit-form";
import { openControlled } from "./support";

const FIXTURES = path.join(import.meta.dirname, "fixtures");
const FAVORITES_CODE = /\/assets\/favorites-page-[\w-]+\.js$/;

/** Counts the page's document loads (the first one included). */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on("load", () => loads.count++);
  return loads;
}

/** The reports of a failed screen the page sends to the worker's log. */
function clientErrorReports(page: Page) {
  const reports: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/client-errors")) {
      reports.push(request);
    }
  });
  return reports;
}

/** Answers the screen's code with 404 (a file the new build no longer has) `times` times. */
async function failScreenCode(page: Page, times: number) {
  let failed = 0;
  await page.route(FAVORITES_CODE, (route: Route) => {
    if (failed >= times) return route.continue();
    failed++;
    return route.fulfill({ status: 404, body: "Not found" });
  });
  return () => failed;
}

/** Opens Top Houses, then My Favorites from the header (the app loads the screen's code then). */
async function openFavoritesFromTopHouses(page: Page) {
  await page.goto("/top-houses");
  await expect(page.getByRole("heading", { level: 1, name: "Top Houses" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "My Favorites" }).click();
  return nav;
}

test("a screen whose code is gone since a new build reloads the page once and opens", async ({
  asUser: page,
}) => {
  const failures = await failScreenCode(page, 1);
  const loads = countLoads(page);
  const reports = clientErrorReports(page);
  await openFavoritesFromTopHouses(page);
  await expect(page.getByRole("heading", { level: 1, name: "My Favorite Houses" })).toBeVisible();
  await expect(page).toHaveURL(/\/favorites$/);
  expect(failures()).toBe(1);
  expect(loads.count).toBe(2);
  // A reload into the new build is no failure to report.
  expect(reports).toEqual([]);
});

test("code that keeps failing says so under a working header; Try Again loads it once it comes", async ({
  asUser: page,
}) => {
  const failures = await failScreenCode(page, 2);
  const loads = countLoads(page);
  const reports = clientErrorReports(page);
  const nav = await openFavoritesFromTopHouses(page);

  // One reload, then the screen's error: no reload after reload.
  const error = page.getByRole("alert").filter({ hasText: "This page could not load." });
  await expect(error).toBeVisible();
  await expect(error).toContainText("Check your connection and try again.");
  expect(failures()).toBe(2);
  expect(loads.count).toBe(2);
  // The failure the visitor saw reaches the worker's log, once.
  await expect.poll(() => reports.length).toBe(1);
  const [report] = reports;
  expect(report?.postDataJSON()).toMatchObject({
    path: "/favorites",
    kind: "download",
    message: expect.stringMatching(/favorites-page-[\w-]+\.js/),
  });
  expect((await report?.response())?.status()).toBe(204);

  // The header works: another screen opens, and coming back tries the screen again.
  await nav.getByRole("link", { name: "Top Houses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Top Houses" })).toBeVisible();
  await expect(error).toBeHidden();

  await nav.getByRole("link", { name: "My Favorites" }).click();
  await expect(error).toBeVisible();
  await error.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Favorite Houses" })).toBeVisible();
  expect(loads.count).toBe(3);
});

test("Get Started after the dialog's code failed reloads the page, which opens the dialog", async ({
  page,
}) => {
  let failed = 0;
  await page.route(/\/assets\/auth-dialog-[\w-]+\.js$/, (route) => {
    if (failed > 0) return route.continue();
    failed++;
    return route.fulfill({ status: 404, body: "Not found" });
  });
  const loads = countLoads(page);
  // Signed out, the dialog's code loads once the page has settled: it fails here.
  await page.goto("/privacy-policy");
  await expect.poll(() => failed).toBe(1);

  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(loads.count).toBe(2);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("the map whose code could not be had says so and reports it", async ({ asUser: page }) => {
  await page.route(/\/assets\/house-map-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: "Not found" }),
  );
  const reports = clientErrorReports(page);
  await page.goto("/map");
  await expect(page.getByText("The map could not load.")).toBeVisible();
  await expect.poll(() => reports.length).toBe(1);
  expect(reports[0]?.postDataJSON()).toMatchObject({
    path: "/map",
    kind: "download",
    message: expect.stringMatching(/house-map-[\w-]+\.js/),
  });
});

/** Answers every download of the code `file` names with 404; returns how many were asked for. */
async function failPartCode(page: Page, file: RegExp) {
  let asked = 0;
  await page.route(file, (route: Route) => {
    asked++;
    return route.fulfill({ status: 404, body: "Not found" });
  });
  return () => asked;
}

test.describe("a part whose code could not be had", () => {
  test("a select says so when pressed, not when the pointer passes, and the log hears once", async ({
    asUser: page,
  }) => {
    const asked = await failPartCode(page, /\/assets\/select-menu-[\w-]+\.js$/);
    const reports = clientErrorReports(page);
    await page.goto("/home");
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await expect(sort).toBeVisible();

    // The pointer over it asks for the code ahead of a press: its failure is quiet.
    await sort.hover();
    await expect.poll(asked).toBe(1);
    const toast = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: "That could not open." });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(toast).toHaveCount(0);

    await sort.click();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Reload the page to try again.");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]?.postDataJSON()).toMatchObject({
      path: "/home",
      kind: "download",
      message: expect.stringMatching(/select-menu-[\w-]+\.js/),
    });

    // A second press says so again; the log already has it.
    await page.keyboard.press("Escape");
    await expect(toast).toBeHidden();
    await page.getByRole("combobox", { name: "Distance" }).click();
    await expect(toast).toBeVisible();
    expect(reports).toHaveLength(1);
  });

  test("the end of a house page says so in its place, and Reload Page brings it", async ({
    page,
  }) => {
    const asked = await failPartCode(page, /\/assets\/homeowner-actions-[\w-]+\.js$/);
    const reports = clientErrorReports(page);
    await page.goto("/house/freeport/10-washington-ave");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const failed = page.getByText("The homeowner section could not load.");
    await expect(failed).toBeVisible();
    await expect(page.getByText("Reload the page to try again.")).toBeVisible();
    // The other end part loads as before.
    await expect(page.getByRole("button", { name: "Report a problem" })).toBeVisible();
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]?.postDataJSON()).toMatchObject({ kind: "download" });
    expect(asked()).toBeGreaterThan(0);

    await page.unroute(/\/assets\/homeowner-actions-[\w-]+\.js$/);
    await page.getByRole("button", { name: "Reload Page" }).click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole("heading", { name: "Homeowner" })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test("submit's videos part says how to add videos without losing the form", async ({
    asUser: page,
  }) => {
    await failPartCode(page, /\/assets\/video-uploader-[\w-]+\.js$/);
    await page.goto("/submit");
    await page.getByLabel("Title").fill("Kept while the videos fail");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText("Videos could not load.")).toBeVisible();
    await expect(
      page.getByText("Submit the house without them, then add videos from its page."),
    ).toBeVisible();
    // No reload offered: it would lose what was typed.
    await expect(page.getByRole("button", { name: "Reload Page" })).toHaveCount(0);
    await expect(page.getByLabel("Title")).toHaveValue("Kept while the videos fail");
  });

  test("submit's steps: asked for ahead when the form is focused, quietly; Submit House says so and keeps the form", async ({
    asUser: page,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const asked = await failPartCode(page, codeOf("src/components/submit/run-submission.ts"));
    await page.goto("/submit");
    const title = `Kept while the steps fail ${Date.now()}`;
    const street = uniqueStreet("Holly Street");
    await page.getByLabel("Title").fill(title);
    await expect.poll(asked).toBeGreaterThan(0);
    await pickMassapequaAddress(page, street);
    await page.getByRole("button", { name: "The pin is on the house" }).click();
    await page.getByLabel("Photos").setInputFiles(path.join(FIXTURES, "lights.jpg"));
    await expect(page.getByRole("img", { name: "Selected 1 (main)" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("checkbox", { name: "Lights Only" }).check();
    await page.getByRole("button", { name: "Submit House" }).click();

    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast.filter({ hasText: "That could not open." })).toBeVisible();
    await expect(toast.filter({ hasText: "Reload the page to try again." })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await expect(page.getByRole("button", { name: "Submit House" })).toBeEnabled();
    expect(pageErrors).toEqual([]);
  });
});

/**
 * The code of `file` (a module under src/) whichever way the app is served: the built chunk named
 * after it (/assets/<name>-<hash>.js) or the module itself from the dev server.
 */
function codeOf(file: string): RegExp {
  const name = file.replace(/^.*\//, "").replace(/\.tsx?$/, "");
  const source = file.replaceAll(/[./]/g, (c) => `\\${c}`);
  return new RegExp(`/(assets/${name}-[\\w-]{8}\\.js|${source})(\\?.*)?$`);
}

test.describe("a part React loads lazily, whose code could not be had", () => {
  test("the offline line before it was ever loaded: the page stays, with what was typed, and says offline", async ({
    asUser: page,
    context,
  }) => {
    // No service worker (as on a first visit, before it controls the page): offline, the line's
    // code cannot be had.
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const asked = await failPartCode(page, codeOf("src/components/layout/offline-message.tsx"));
    await page.goto("/submit");
    const title = page.getByLabel("Title");
    await title.fill("Typed before the connection dropped");
    await context.setOffline(true);
    await expect.poll(asked).toBeGreaterThan(0);
    await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toBeVisible();
    await expect(title).toHaveValue("Typed before the connection dropped");
    await expect(page.getByRole("banner")).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("the toaster whose code could not be had leaves the page as it was", async ({
    asUser: page,
  }) => {
    // The toaster loads once the page has settled: in a build it comes in the chunk it shares
    // with the dialogs' parts.
    const asked = await failPartCode(
      page,
      /\/(assets\/app-later-[\w-]{8}\.js|src\/components\/ui\/toaster\.tsx)(\?.*)?$/,
    );
    const reports = clientErrorReports(page);
    await page.goto("/top-houses");
    const heading = page.getByRole("heading", { level: 1, name: "Top Houses" });
    await expect(heading).toBeVisible();
    await expect.poll(asked).toBeGreaterThan(0);
    // The failure is told to the log once it has been handled.
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]?.postDataJSON()).toMatchObject({ kind: "download" });
    await expect(heading).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("a house page's panel says so in its place, and the review being written stays", async ({
    asUser: page,
  }) => {
    const asked = await failPartCode(
      page,
      codeOf("src/components/house-contribute/photos-panel.tsx"),
    );
    const reports = clientErrorReports(page);
    const loads = countLoads(page);
    await page.goto("/house/hampton-bays/91-hamilton-pl");
    const review = page.getByLabel("Your review (optional)");
    await review.fill("Half a review, kept");
    await page.getByRole("button", { name: "Add Photos" }).click();
    await expect(page.getByText("This form could not load.")).toBeVisible();
    await expect(page.getByText("Reload the page to try again.")).toBeVisible();
    expect(asked()).toBeGreaterThan(0);
    await expect(review).toHaveValue("Half a review, kept");
    expect(loads.count).toBe(1);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]?.postDataJSON()).toMatchObject({ kind: "download" });
  });

  test("a confirmation whose code could not be had says so, and the next press asks again", async ({
    asAdmin: page,
  }) => {
    const asked = await failPartCode(page, codeOf("src/components/ui/confirm-dialog-content.tsx"));
    const reports = clientErrorReports(page);
    await page.goto("/admin/users");
    const makeAdmin = page.getByRole("button", { name: "Make Admin" }).first();
    await makeAdmin.click();
    const toast = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .filter({ hasText: "That could not open." });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Reload the page to try again.");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(asked()).toBeGreaterThan(0);
    await expect.poll(() => reports.length).toBe(1);

    // Closed as if cancelled: the next press is a new try, and says so again.
    await page.keyboard.press("Escape");
    await expect(toast).toBeHidden();
    await makeAdmin.click();
    await expect(toast).toBeVisible();
    expect(reports).toHaveLength(1);
  });

  test("submit's drop-a-pin map says so in its place, and the form stays", async ({
    asUser: page,
  }) => {
    const asked = await failPartCode(page, codeOf("src/components/map/lazy-pin-picker.tsx"));
    const reports = clientErrorReports(page);
    const loads = countLoads(page);
    await page.goto("/submit");
    await page.getByLabel("Title").fill("Kept while the map fails");
    await page
      .getByRole("button", { name: "Can't find the address? Drop a pin on the map" })
      .click();
    await expect(page.getByText("The map could not load.")).toBeVisible();
    await expect(
      page.getByText(
        "Check your connection. Reloading the page tries again, but clears this form.",
      ),
    ).toBeVisible();
    expect(asked()).toBeGreaterThan(0);
    // No reload offered, and none happened: it would lose what was typed.
    await expect(page.getByRole("button", { name: "Reload Page" })).toHaveCount(0);
    await expect(page.getByLabel("Title")).toHaveValue("Kept while the map fails");
    await expect(page.getByLabel("Town / City")).toBeEditable();
    expect(loads.count).toBe(1);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]?.postDataJSON()).toMatchObject({ path: "/submit", kind: "download" });
  });

  test("submit's put-the-pin step says so in its place, and the form stays", async ({
    asUser: page,
  }) => {
    const asked = await failPartCode(page, codeOf("src/components/map/confirm-pin-step.tsx"));
    const loads = countLoads(page);
    await page.goto("/submit");
    await page.getByLabel("Title").fill("Kept while the pin step fails");
    // A street the gazetteer does not know: the town alone is found, so the pin must be put.
    await page.getByRole("combobox", { name: "Address" }).fill("4 Unlisted Lane, Massap");
    await page.getByRole("option", { name: "4 Unlisted Lane, Massapequa, NY, USA" }).click();
    await expect(page.getByText("The map could not load.")).toBeVisible();
    expect(asked()).toBeGreaterThan(0);
    await expect(page.getByLabel("Title")).toHaveValue("Kept while the pin step fails");
    await expect(page.getByTestId("picked-location")).toContainText("Massapequa");
    expect(loads.count).toBe(1);
  });

  test("the landing's community parts leave the landing as it is", async ({ page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const asked = await failPartCode(page, codeOf("src/routes/landing/community-sections.tsx"));
    const reports = clientErrorReports(page);
    await page.goto("/");
    // The parts load as the end of the landing hydrates: when it nears the screen.
    await page
      .getByRole("heading", { name: "Frequently Asked Questions" })
      .scrollIntoViewIfNeeded();
    await expect.poll(asked).toBeGreaterThan(0);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]?.postDataJSON()).toMatchObject({ path: "/", kind: "download" });
    await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    await expect(page.getByText("This page could not load.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "See All Displays" })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

test.describe("with the service worker", () => {
  // The rest of the suite blocks service workers (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });
  // Installing stores the worker's files (about 90).
  test.describe.configure({ timeout: 180_000 });

  test("the build before this one stays stored for a tab still running it; older ones go", async ({
    page,
  }) => {
    // Two earlier builds' stores, made in this order as the first page starts: before this
    // build's worker installs and takes over.
    await page.addInitScript(async () => {
      if (sessionStorage.getItem("earlier-builds-made")) return;
      sessionStorage.setItem("earlier-builds-made", "1");
      for (const build of ["oldest", "previous"]) {
        const store = await caches.open(`lights-shell-${build}`);
        await store.put(
          `/assets/${build}-build-screen.js`,
          new Response(`export const build = "${build}";`, {
            headers: { "Content-Type": "text/javascript" },
          }),
        );
      }
    });
    await openControlled(page);

    const shellStores = await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith("lights-shell-")),
    );
    expect(shellStores).toHaveLength(2);
    expect(shellStores[0]).toBe("lights-shell-previous");

    // The server has neither file: the worker serves the build before's from its store.
    const loadBuild = (build: string) =>
      page.evaluate(
        (url) =>
          import(/* @vite-ignore */ url).then(
            (module: { build: string }) => module.build,
            () => "failed",
          ),
        `/assets/${build}-build-screen.js`,
      );
    expect(await loadBuild("previous")).toBe("previous");
    expect(await loadBuild("oldest")).toBe("failed");
  });
});
