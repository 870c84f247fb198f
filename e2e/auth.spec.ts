/**
 * The sign-in dialog and sessions: signing up, in and out through the dialog, its refusals, the
 * sign-up prompt, and what a returning visitor's restored session loads. Tests about a signed-in
 * screen rather than the dialog start signed in through the fixtures (e2e/fixtures.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  expectHeaderUncovered,
  restoreSession,
  signIn,
  signInWithClockStopped,
  signOut,
  signUpNewUser,
  uniqueEmail,
} from "./support";

test("a visitor signs up, signs out, signs in again and stays signed in after a reload", async ({
  page,
}) => {
  await page.goto("/");
  // Each success toast shows for 5 s from the moment the dialog succeeds, which can be before the
  // signed-in header has loaded on a busy machine: it is looked for from the start.
  const created = page
    .getByText("Account created successfully", { exact: true })
    .waitFor({ timeout: 30_000 });
  const account = await signUpNewUser(page, "Noel Tester");
  await expect(page).toHaveURL(/\/home$/);
  await created;
  // The name given at sign-up reaches the app's user record (avatar initial, menu).
  await expect(page.getByTestId("avatar-initial")).toHaveText("N");

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);

  const signedIn = page
    .getByText("Signed in successfully", { exact: true })
    .waitFor({ timeout: 30_000 });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await signedIn;

  // Firebase Auth loads on demand: a reload restores the session all the same.
  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId("avatar-initial")).toHaveText("N");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toHaveCount(0);
});

test("the sign-in toast never covers the header, before or after a page change", async ({
  page,
  account,
}) => {
  await page.clock.install();
  await page.goto("/");
  const toast = await signInWithClockStopped(page, account.email, account.password);
  await expectHeaderUncovered(page, toast);
  await page.getByRole("banner").getByRole("link", { name: "Top Houses" }).click();
  await expect(page).toHaveURL(/\/top-houses$/);
  await page.clock.runFor(1000);
  await expect(toast).toBeVisible();
  await expectHeaderUncovered(page, toast);
});

test("a wrong password shows the spec's toast and keeps the visitor signed out; sign-up refuses a short password", async ({
  page,
  account,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);

  // The same dialog's Sign Up tab: the hint, then the refusal, in the spec's words.
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await expect(dialog.getByText("Must be at least 6 characters")).toBeVisible();
  await dialog.getByLabel("Name").fill("Short Pass");
  await dialog.getByLabel("Email").fill("short-pass@example.com");
  await dialog.getByLabel("Password").fill("12345");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog.getByText("Password must be at least 6 characters")).toBeVisible();
});

test("signed out, app paths show the landing page", async ({ page }) => {
  for (const path of ["/favorites", "/submit", "/admin"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Get Started" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("signed in, an unknown path shows Page Not Found", async ({ asUser: page }) => {
  await page.goto("/no-such-page");
  // The signed-in header replaces the signed-out one the page first paints.
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Find Lights" })).toHaveAttribute(
    "href",
    "/home",
  );
  await page.getByRole("main").getByRole("link", { name: "Open the Map" }).click();
  await expect(page).toHaveURL(/\/map$/);
});

test("signed out, the sign-up dialog appears after 5 s and cannot be closed", async ({ page }) => {
  await page.clock.install();
  // Note when the page starts a 5-second timer (the prompt's), on the page's own clock, so the
  // check below does not depend on how long the first paint took.
  await page.addInitScript(() => {
    const original = window.setTimeout;
    const started: number[] = [];
    (window as unknown as { promptTimers: number[] }).promptTimers = started;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      if (delay === 5000) started.push(Date.now());
      return original(handler, delay, ...rest);
    }) as typeof window.setTimeout;
  });
  await page.goto("/top-houses");
  await expect(page.getByRole("button", { name: "Get Started" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { promptTimers: number[] }).promptTimers))
    .not.toHaveLength(0);
  // A moment ahead of the page clock (pausing cannot go back in time).
  const now = (await page.evaluate(() => Date.now())) + 1000;
  await page.clock.pauseAt(now);
  const startedAt = await page.evaluate(
    () => (window as unknown as { promptTimers: number[] }).promptTimers.at(-1)!,
  );
  const elapsed = now - startedAt;
  expect(elapsed).toBeLessThan(4500);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Just before 5 s: still nothing. Just after: the prompt.
  await page.clock.runFor(4800 - elapsed);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.clock.runFor(400);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Sign Up" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
});

test("the public text pages never get the sign-up prompt", async ({ page }) => {
  await page.clock.install();
  await page.goto("/terms-of-service");
  await page.clock.runFor(7000);
  await expectNoPromptOpening(page);
});

test("signed out, Page Not Found keeps its way on: no sign-up prompt covers it", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.clock.runFor(7000);
  await expectNoPromptOpening(page);
  // Its ways on for a visitor signed out (decision 394).
  await expect(page.getByRole("main").getByRole("link", { name: "Popular Tours" })).toBeVisible();
});

/**
 * No dialog, checked once the network is quiet: the prompt's code loads when it opens, so a check
 * made at once would pass while its chunk is still on the way.
 */
async function expectNoPromptOpening(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** The sign-in dialog's own chunk, as the build that serves these tests named it. */
function signInDialogChunk() {
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../dist/client-manifest.json"), "utf8"),
  );
  const chunk = manifest["src/components/auth/auth-dialog.tsx"];
  if (!chunk) throw new Error("the sign-in dialog is not a chunk of its own");
  return chunk.file;
}

/** Paths of the scripts this document loaded (from the network or the service worker). */
function loadedScripts(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => new URL(entry.name).pathname.slice(1)),
  );
}

test("a restored session does not load the sign-in dialog; a signed-out visit does", async ({
  page,
  account,
}) => {
  const dialogChunk = signInDialogChunk();
  await page.goto("/");
  await expect.poll(() => loadedScripts(page)).toContain(dialogChunk);

  // The same tab comes back signed in.
  await restoreSession(page, account);
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page.getByTestId("result-count")).toContainText("found");
  await expect(page.getByRole("heading", { name: "Top Rated This Season" })).toBeVisible();
  expect(await loadedScripts(page)).not.toContain(dialogChunk);
});

test("a restored session asks for the home's houses while its user record is still on the way", async ({
  asUser: page,
}) => {
  let searchSent = () => {};
  const searched = new Promise<void>((resolve) => {
    searchSent = resolve;
  });
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/houses") searchSent();
  });
  // The user record is held until the search is asked for (or 5 s pass): a screen that waited
  // for the session before starting its search would only ask after it.
  let searchedFirst = false;
  await page.route("**/api/auth/user", async (route) => {
    searchedFirst = await Promise.race([
      searched.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    await route.continue();
  });
  await page.goto("/home");
  await expect(page.getByTestId("result-count")).toContainText("found", { timeout: 15_000 });
  expect(searchedFirst).toBe(true);
  // Asked as the signed-in visitor: a full first page, not the signed-out preview of three.
  await expect(page.getByTestId("house-results").getByTestId("house-card")).toHaveCount(10);
});

test("Firebase starts without reading the page's cookies or keeping a usage heartbeat", async ({
  asUser: page,
}) => {
  // Every read of document.cookie is a synchronous trip to the browser process.
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
    const reads: string[] = [];
    Object.defineProperty(window, "cookieReads", { value: reads });
    Object.defineProperty(Document.prototype, "cookie", {
      ...cookie,
      get() {
        reads.push(new Error().stack ?? "");
        return cookie?.get?.call(this);
      },
    });
  });
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page.getByTestId("house-results").getByTestId("house-card")).toHaveCount(10);
  expect(
    await page.evaluate(() => (window as unknown as { cookieReads: string[] }).cookieReads),
  ).toEqual([]);
  // Firebase's heartbeat keeps its own IndexedDB database; Auth keeps the session in localStorage.
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name),
  );
  expect(databases).not.toContain("firebase-heartbeat-database");
  expect(databases).not.toContain("validate-browser-context-for-indexeddb-analytics-module");
});

test("Continue with Google says so when Google cannot be reached, and the dialog stays usable", async ({
  page,
}) => {
  const notice =
    "Couldn't reach Google to sign in. Check your connection and try again, or sign in with your email.";
  // Read as text: while the dialog is open, the page behind it (the toasts too) is hidden from
  // the accessibility tree.
  const unreachable = page.locator("li").filter({ hasText: notice });
  // The page's own clock, so the 10 s the app gives Google's script pass without waiting them out.
  await page.clock.install();
  // Google's script refused outright (no connection, a blocker that rejects the request).
  await page.route("https://apis.google.com/**", (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  const google = dialog.getByRole("button", { name: "Continue with Google" });
  await google.click();
  await expect(unreachable).toBeVisible();
  await expect(unreachable).toContainText("Error");
  await expect(dialog).toBeVisible();
  await expect(google).toBeEnabled();
  // Busy while it waited, the button kept the focus, inside the dialog (decision 340).
  await expect(google).toBeFocused();
  await page.clock.fastForward(6_000);
  await expect(unreachable).toHaveCount(0);

  // Google's script held with no answer (a captive network): the dialog gives up after 10 s.
  await page.unroute("https://apis.google.com/**");
  await page.route("https://apis.google.com/**", () => {});
  await google.click();
  await expect(google).toBeDisabled();
  await page.clock.fastForward(9_000);
  await expect(google).toBeDisabled();
  await expect(unreachable).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(unreachable).toBeVisible();
  await expect(google).toBeEnabled();
  await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
  // Email sign-in is right there.
  await expect(dialog.getByLabel("Email")).toBeEditable();
});

test("closing the sign-in dialog gives focus back to what opened it, and a failed sign-in keeps it in the dialog", async ({
  page,
  request,
}) => {
  const header = page.getByRole("banner");
  const dialog = page.getByRole("dialog");
  await page.goto("/");
  const signInButton = header.getByRole("button", { name: "Sign In" });
  await signInButton.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(signInButton).toBeFocused();

  const getStarted = header.getByRole("button", { name: "Get Started" });
  await getStarted.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(getStarted).toBeFocused();

  // Sent by mouse: the clicked button is disabled while the form is busy; once refused, focus is
  // on the field the error is about, not on the page behind the dialog.
  await signInButton.click();
  await dialog.getByLabel("Email").fill(uniqueEmail("nobody"));
  await dialog.getByLabel("Password").fill("any-password");
  await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("No account found with this email", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(signInButton).toBeFocused();

  // The sign-in prompt's own Sign In goes with its toast: focus goes back to the house card's
  // link that raised the prompt (decision 412).
  const card = page
    .getByRole("region", { name: "Discover Amazing Displays" })
    .getByTestId("house-card")
    .first();
  await card.click();
  const prompt = page.getByRole("region", { name: /Notifications/ });
  await prompt.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(card.getByRole("link").first()).toBeFocused();

  // The sign-up banner of a house page.
  const house = await (await request.get("/api/houses/1")).json();
  await page.goto(`/house/${house.citySlug}/${house.streetSlug}`);
  const bannerSignUp = page
    .getByRole("complementary", { name: "Sign up" })
    .getByRole("button", { name: "Sign Up" });
  await bannerSignUp.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(bannerSignUp).toBeFocused();
});

test("sign-up refuses a name of only spaces in words, with focus on the Name field", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  const dialog = page.getByRole("dialog");
  const name = dialog.getByLabel("Name");
  await name.fill("   ");
  await dialog.getByLabel("Email").fill(uniqueEmail("blank-name"));
  await dialog.getByLabel("Password").fill("a-long-enough-password");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter your name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Please enter your name");
  await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
  // Typing a name takes the refusal away.
  await name.fill("Holly Newcomer");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
});

test("logging out from a screen that needs an account never says the session expired", async ({
  asUser: page,
  account,
}) => {
  // Logging out ends with a fresh load of /, which would take a toast raised on the way along
  // before anyone could read it: the tab notes every toast that appears, in its sessionStorage,
  // which outlives the load.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof HTMLElement) || !node.closest('[aria-label^="Notifications"]'))
            continue;
          const seen = JSON.parse(sessionStorage.getItem("e2e-toasts") ?? "[]") as string[];
          sessionStorage.setItem("e2e-toasts", JSON.stringify([...seen, node.textContent]));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const screens = [
    { path: "/favorites", heading: "My Favorite Houses" },
    { path: "/top-houses", heading: "Top Houses" },
  ];
  for (const [index, screen] of screens.entries()) {
    if (index > 0) await signIn(page, account.email, account.password);
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { name: screen.heading, level: 1 })).toBeVisible();
    // The page has settled: its toaster is in (decision 289), so any toast would show at once.
    await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached({
      timeout: 30_000,
    });
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    const toasts = await page.evaluate(() => sessionStorage.getItem("e2e-toasts") ?? "[]");
    expect(JSON.parse(toasts), `toasts while logging out from ${screen.path}`).not.toContainEqual(
      expect.stringContaining("You are logged out"),
    );
  }
});
