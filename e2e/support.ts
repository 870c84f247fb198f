/**
 * Shared browser-test helpers. Accounts are real Auth Emulator accounts (e2e/ports.ts); every test
 * makes its own unique user so tests can run in parallel against one server.
 */
import { expect, type Locator, type Page, type Route } from "@playwright/test";

import { APP_URL, EMULATOR_URL } from "./ports";

export { APP_URL, EMULATOR_URL };
export const DEMO_PASSWORD = "lights-demo-1";
export const ADMIN_EMAIL = "admin@example.com";
/** The app's Firebase API key where none is configured (src/lib/firebase-app.ts). */
const FIREBASE_API_KEY = "fake-api-key";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Creates an account directly in the emulator (fast), for tests that are not about sign-up. Tests
 * take theirs from the fixtures (`account`, `makeAccount` in e2e/fixtures.ts), which delete it.
 */
export async function createAccount(
  options: { name?: string; email?: string; password?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "secret-pass-1";
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/demo-lights/accounts`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
      body: JSON.stringify({
        email,
        password,
        displayName: options.name ?? "Test Person",
        emailVerified: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`createAccount failed: ${await response.text()}`);
  return { email, password, name: options.name ?? "Test Person" };
}

/**
 * Signs in through the real dialog (opened from the header) and waits for the signed-in shell
 * (`timeout`: for tests that load more than usual first, such as installing the service worker).
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  { timeout }: { timeout?: number } = {},
) {
  if (!page.url().startsWith("http")) await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible({ timeout });
}

/**
 * Signs in through the header's dialog with the page clock stopped from the moment the form is
 * sent, so the "Signed in successfully" toast's 5 s only pass when the test runs the clock
 * (`page.clock.runFor`). Needs `page.clock.install()` before the first page load. Returns the toast.
 */
export async function signInWithClockStopped(page: Page, email: string, password: string) {
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  // A moment ahead of the page clock (pausing cannot go back in time).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Signed in successfully" });
  const userMenu = page.getByRole("button", { name: "User menu" });
  // Lazy parts and React's scheduling need the page's timers: run them 100 ms at a time.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return (await toast.isVisible()) && (await userMenu.isVisible());
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return toast;
}

/**
 * Opens `path` signed out with the page's clock stopped: its timers run only 10 ms at a time while
 * the test waits for `ready`, so the sign-up prompt (5 s after load, and impossible to close)
 * cannot cover the page however long a loaded machine takes to show it. Every later wait on the
 * page goes through `whileClockRuns`.
 */
export async function gotoWithClockStopped(
  page: Page,
  path: string,
  ready: Locator | (() => Promise<boolean>),
) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await whileClockRuns(page, ready);
}

/**
 * Waits for `until` (a locator to show, or a check to pass), running a stopped page clock 10 ms
 * per check.
 */
export async function whileClockRuns(page: Page, until: Locator | (() => Promise<boolean>)) {
  const done = typeof until === "function" ? until : () => until.isVisible();
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10);
        return done();
      },
      // React reveals suspended content in 300 ms steps on the page's timers: check often, so a
      // page needs a few seconds of real time, and its clock moves at about a quarter of that.
      { timeout: 60_000, intervals: [25] },
    )
    .toBe(true);
}

/**
 * Holds the page's requests that match `url` (as `page.route` takes it) until the returned
 * function is called; from then on they go through. For a test that looks at the page while an
 * answer or a file is still on its way.
 */
export async function holdRequests(page: Page, url: Parameters<Page["route"]>[0]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Catches the page's requests that match `url` (as `page.route` takes it) and hands each to the
 * test, which answers, fails or passes it on: `next()` waits for the next one caught.
 */
export async function interceptRequests(page: Page, url: Parameters<Page["route"]>[0]) {
  const caught: Route[] = [];
  await page.route(url, (route) => {
    caught.push(route);
  });
  return {
    async next() {
      await expect.poll(() => caught.length, { timeout: 30_000 }).toBeGreaterThan(0);
      return caught.shift() as Route;
    },
  };
}

/**
 * Makes the page a returning visitor already signed in as `account`: the session Firebase keeps
 * in localStorage after a sign-in (browserLocalPersistence) is written before the app's first
 * script runs, from a real emulator sign-in, so the app restores it as it would for anyone
 * coming back. The sign-in dialog itself is tested in auth.spec.ts; tests about something else
 * start signed in this way, without the dialog's round trip. Written once per tab: a test that
 * signs out stays signed out.
 */
export async function restoreSession(page: Page, account: { email: string; password: string }) {
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`restoreSession failed: ${await response.text()}`);
  const answer = (await response.json()) as {
    localId: string;
    email: string;
    displayName?: string;
    idToken: string;
    refreshToken: string;
    expiresIn: string;
  };
  const now = Date.now();
  // The shape Firebase's UserImpl.toJSON writes (and _fromJSON checks) for an e-mail user.
  const user = {
    uid: answer.localId,
    email: answer.email,
    emailVerified: true,
    displayName: answer.displayName ?? null,
    isAnonymous: false,
    photoURL: null,
    phoneNumber: null,
    tenantId: null,
    providerData: [
      {
        providerId: "password",
        uid: answer.email,
        email: answer.email,
        displayName: answer.displayName ?? null,
        photoURL: null,
        phoneNumber: null,
      },
    ],
    stsTokenManager: {
      refreshToken: answer.refreshToken,
      accessToken: answer.idToken,
      expirationTime: now + Number(answer.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: FIREBASE_API_KEY,
    appName: "[DEFAULT]",
  };
  await page.addInitScript(
    ({ origin, key, value }) => {
      if (location.origin !== origin || sessionStorage.getItem("e2e-session-restored")) return;
      sessionStorage.setItem("e2e-session-restored", "1");
      localStorage.setItem(key, value);
    },
    {
      origin: new URL(APP_URL).origin,
      key: `firebase:authUser:${FIREBASE_API_KEY}:[DEFAULT]`,
      value: JSON.stringify(user),
    },
  );
}

/** Signs up through the Sign Up tab, as a new visitor would. */
export async function signUpNewUser(page: Page, name = "Holly Newcomer") {
  const email = uniqueEmail("signup");
  const password = "secret-pass-1";
  if (!page.url().startsWith("http")) await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  return { email, password, name };
}

/**
 * Logs out from the user menu. Logging out ends with a fresh load of "/"; the header says Sign In
 * a moment before that load starts, so this waits for the load itself: anything read from the
 * page before then would come from the document being replaced.
 */
export async function signOut(page: Page) {
  const reloaded = page.waitForEvent("load");
  // The menu opens on hover (a click right after the hover could toggle it shut again).
  await page.getByRole("button", { name: "User menu" }).hover();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await reloaded;
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
}

// ---- contributions -------------------------------------------------------------------------
/** An ID token for an emulator account (for API set-up calls; the UI signs in by itself). */
export async function idTokenFor(email: string, password: string) {
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`idTokenFor failed: ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/**
 * A fresh house of the test's own (never a demo house others use), created through the real
 * POST /api/houses with the given account. Returns its id, page path and the owner's ID token.
 * Tests take theirs from the fixtures (`ownHouse`, `makeHouse`), which delete it afterwards.
 */
export async function createTestHouse(
  account: { email: string; password: string },
  overrides: {
    title?: string;
    features?: string[];
    description?: string;
    address?: string;
    /** Where the house stands: its town and position (default: a random spot in Massapequa). */
    place?: { city: string; latitude: number; longitude: number };
  } = {},
) {
  const { readFileSync } = await import("node:fs");
  const { fileURLToPath } = await import("node:url");
  const jpeg = readFileSync(fileURLToPath(new URL("./fixtures/lights.jpg", import.meta.url)));
  const token = await idTokenFor(account.email, account.password);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const upload = await fetch(`${APP_URL}/api/upload-image`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      imageData: `data:image/jpeg;base64,${jpeg.toString("base64")}`,
      contentType: "image/jpeg",
    }),
  });
  if (!upload.ok) throw new Error(`upload-image failed: ${await upload.text()}`);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const response = await fetch(`${APP_URL}/api/houses`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      // Digits only: random letters can spell something the title moderation rejects.
      title: overrides.title ?? `Test Lights ${Date.now()}${Math.floor(Math.random() * 1000)}`,
      address:
        overrides.address ?? `${Math.floor(Math.random() * 900) + 100} Tinsel ${unique} Lane`,
      state: "NY",
      ...(overrides.place ?? {
        city: "Massapequa",
        latitude: 40.68 + Math.random() * 0.01,
        longitude: -73.47 - Math.random() * 0.01,
      }),
      features: overrides.features ?? ["Blow-Ups", "Music-Sync"],
      description: overrides.description,
      mainImageUrl: imageUrl,
    }),
  });
  if (!response.ok) throw new Error(`createTestHouse failed: ${await response.text()}`);
  const body = (await response.json()) as { id: number; fullSlug: string };
  return { id: body.id, path: `/house/${body.fullSlug}`, token };
}

// ---- layout -------------------------------------------------------------------------------
/**
 * Every visible button and link of the header is the topmost element at its centre (nothing, a
 * toast say, lies over it) and the given element (if any) does not overlap the header.
 */
export async function expectHeaderUncovered(page: Page, over?: Locator) {
  const header = page.getByRole("banner");
  const covered = await header.evaluate((banner) =>
    Array.from(banner.querySelectorAll("a, button"))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !hit || !control.contains(hit);
      })
      .map((control) => control.getAttribute("aria-label") ?? control.textContent),
  );
  expect(covered, `covered header controls: ${covered.join(", ")}`).toEqual([]);
  if (!over) return;
  const headerBox = (await header.boundingBox())!;
  const overBox = (await over.boundingBox())!;
  const overlaps =
    overBox.y < headerBox.y + headerBox.height &&
    overBox.y + overBox.height > headerBox.y &&
    overBox.x < headerBox.x + headerBox.width &&
    overBox.x + overBox.width > headerBox.x;
  expect(overlaps, "the element overlaps the header").toBe(false);
}

// ---- accessibility ------------------------------------------------------------------------
/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page once its entrances have played and fails
 * on any serious or critical violation, listing each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  // A toast or a dialog still fading in has its colours blended with the page's: axe would read
  // a contrast the visitor never sees once it has settled. Its finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const severe = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(severe, severe.join("\n")).toEqual([]);
}

/**
 * True once React has hydrated or rendered an element `locator` finds: its props are attached to
 * the element. Does not wait for the element (a check to poll).
 */
export function isHydrated(locator: Locator) {
  return locator.evaluateAll((elements) =>
    elements.some((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))),
  );
}

/** Console errors and uncaught page errors, hydration mismatches among them. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * A house page's saved copy, offline, is read-only: every button on it needs a connection and is
 * disabled, except the photos' own (browsing them needs none), and the photo opens full screen.
 */
export async function expectSavedCopyReadOnly(page: Page) {
  const housePage = page.getByTestId("house-page");
  const buttons = await housePage.getByRole("button").evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "",
      disabled: element.matches(":disabled"),
      photos: element.closest('section[aria-label="Photos"]') !== null,
    })),
  );
  const actions = buttons.filter((button) => !button.photos);
  expect(actions.length).toBeGreaterThan(0);
  expect(actions.filter((button) => !button.disabled).map((button) => button.name)).toEqual([]);
  expect(buttons.filter((button) => button.photos && button.disabled)).toEqual([]);
  await housePage.getByRole("button", { name: "Open photo full screen" }).click();
  const fullScreen = page.getByRole("dialog");
  await expect(fullScreen).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(fullScreen).toHaveCount(0);
}

/**
 * Loads the app and waits until its service worker controls the page and has stored every file of
 * the build, which the page asks for once it has settled (decision 396), for the offline specs,
 * which allow service workers: playwright.config.ts blocks them for the rest.
 */
export async function openControlled(page: Page) {
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await waitForEveryBuildFile(page);
}

/** Waits until the service worker has stored every file of the build (decision 396). */
export async function waitForEveryBuildFile(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          // This build's store is the newest: the build before may still be there.
          const stores = (await caches.keys()).filter((key) => key.startsWith("lights-shell-"));
          const name = stores.at(-1);
          return Boolean(
            name && (await (await caches.open(name)).match("/__lights-shell-complete")),
          );
        }),
      { message: "every build file stored", timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Records what #root shows each time it changes: "first paint" (the worker's HTML), "spinner",
 * "page" (the screen, found by its test id) or "other". From the end of parsing on (before any of
 * the page's scripts run): a look while the parser is half-way through the server's HTML would
 * see a root that is neither. Read the states with `rootStates`.
 */
export async function recordRootStates(page: Page, screenTestId: string) {
  await page.addInitScript((testId) => {
    const states: string[] = [];
    Object.assign(window, { rootStates: states });
    const record = () => {
      const root = document.getElementById("root");
      if (!root) return;
      const state = root.querySelector("[data-first-paint]")
        ? "first paint"
        : root.querySelector(`[data-testid="${testId}"]`)
          ? "page"
          : root.textContent?.includes("Loading...")
            ? "spinner"
            : "other";
      if (states.at(-1) !== state) states.push(state);
    };
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      record();
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
  }, screenTestId);
}

/** The states `recordRootStates` saw, in order. */
export function rootStates(page: Page) {
  return page.evaluate(() => (window as unknown as { rootStates: string[] }).rootStates);
}
