/**
 * A returning visitor's first screen starts on the session Firebase saved in this browser while
 * its ID token has time left, and Firebase itself loads after that screen (decision 296); with an
 * expired token the screen waits for Firebase, which renews it.
 */
import { expect, test } from "./fixtures";
import { gotoWithClockStopped, holdRequests, signIn, signOut, whileClockRuns } from "./support";

const FIREBASE_CHUNK = /\/assets\/firebase-session-[^/]+\.js$/;
const isUserRequest = (url: string) => new URL(url).pathname === "/api/auth/user";

test("a returning visitor's screen and data come before Firebase, which loads after them", async ({
  asUser: page,
}) => {
  // Firebase's chunk is held until the screen has shown: the screen cannot be waiting for it.
  const releaseFirebase = await holdRequests(page, FIREBASE_CHUNK);
  const userRequest = page.waitForRequest((request) => isUserRequest(request.url()));

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "My Favorite Houses" })).toBeVisible();
  // Signed in: the header has the avatar, from the user record the saved token fetched, and the
  // screen has the visitor's own (empty) list.
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page.getByText("No favorites yet")).toBeVisible();
  expect((await userRequest).headers().authorization).toMatch(/^Bearer .+/);

  // Once the screen has settled Firebase loads and takes the session over: it marks the browser
  // signed in (the hint cookie), and logging out, which needs it, works.
  const firebaseLoaded = page.waitForResponse(FIREBASE_CHUNK, { timeout: 30_000 });
  releaseFirebase();
  await firebaseLoaded;
  const hint = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === "li_signed_in")?.value;
  await expect.poll(hint, { timeout: 30_000 }).toBe("1");
  await signOut(page);
});

test("with an expired saved token the screen waits for Firebase, which renews the token", async ({
  asUser: page,
}) => {
  // The saved session's token as if an hour had passed since it was issued.
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith("firebase:authUser:")) continue;
      const user = JSON.parse(localStorage.getItem(key) ?? "{}");
      user.stsTokenManager.expirationTime = Date.now() - 1000;
      localStorage.setItem(key, JSON.stringify(user));
    }
  });
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const userRequest = page.waitForRequest((request) => isUserRequest(request.url()));

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "My Favorite Houses" })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();

  // Firebase came first, renewed the token with the emulator, and only then was the user record
  // asked for.
  const firebaseAt = requested.findIndex((url) => FIREBASE_CHUNK.test(url));
  const renewedAt = requested.findIndex((url) => url.includes("securetoken.googleapis.com"));
  const userAt = requested.findIndex(isUserRequest);
  expect(firebaseAt).toBeGreaterThanOrEqual(0);
  expect(renewedAt).toBeGreaterThan(firebaseAt);
  expect(userAt).toBeGreaterThan(renewedAt);
  // (The emulator may mint the same token again within the second it issued the first.)
  expect((await userRequest).headers().authorization).toMatch(/^Bearer .+/);
});

test("a sign-out in another tab signs this one out at once, while it still runs on the saved token", async ({
  asUser: page,
}) => {
  // The clock stopped: Firebase does not load on its own (the page never settles).
  await gotoWithClockStopped(
    page,
    "/favorites",
    page.getByRole("heading", { level: 1, name: "My Favorite Houses" }),
  );
  await whileClockRuns(page, page.getByRole("button", { name: "User menu" }));
  // What a sign-out in another tab of this browser does here: Firebase's saved user goes, and the
  // browser tells this tab with a storage event. Firebase loads at once, not when the page settles
  // (the clock is still stopped), and says nobody is signed in.
  const firebaseRequested = page.waitForRequest(FIREBASE_CHUNK, { timeout: 15_000 });
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith("firebase:authUser:"));
    if (!key) throw new Error("no saved session");
    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: null }));
  });
  await firebaseRequested;
  await whileClockRuns(page, page.getByRole("banner").getByRole("button", { name: "Sign In" }));
  await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
});

test("a Log out in another tab takes this one to the signed-out view without the expired-session toast", async ({
  asUser: page,
  context,
}) => {
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "My Favorite Houses" })).toBeVisible({
    timeout: 30_000,
  });
  const other = await context.newPage();
  await other.goto("/home");
  await expect(other.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await signOut(other);

  // Decision 309: a Log out is not an expired session, here or in another tab (decision 342).
  await page.bringToFront();
  // The landing replaces My Favorites (signed out, its address shows the landing).
  await expect(page.getByRole("heading", { name: "My Favorite Houses" })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.getByRole("button", { name: "User menu" })).toHaveCount(0);
  await expect(page.getByText("You are logged out. Logging in again...")).toHaveCount(0);
  // No sign-in dialog asks for the password again. The landing's own sign-up prompt may open
  // meanwhile (after 5 s, the product's rule for the signed-out landing): it opens on Sign Up.
  await expect(page.getByRole("tab", { name: "Sign In", selected: true })).toHaveCount(0);
});

test("a session written back to storage after a Log out in another tab leaves every tab signed out", async ({
  asUser: page,
  account,
  context,
}) => {
  const savedSession = () =>
    Object.entries(localStorage).find(([key]) => key.startsWith("firebase:authUser:")) ?? null;
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "My Favorite Houses" })).toBeVisible({
    timeout: 30_000,
  });
  // Firebase runs in this tab (it marks the browser signed in once it has the session).
  const hint = async () =>
    (await context.cookies()).find((cookie) => cookie.name === "li_signed_in")?.value;
  await expect.poll(hint, { timeout: 30_000 }).toBe("1");
  const session = await page.evaluate(savedSession);
  expect(session).not.toBeNull();

  const other = await context.newPage();
  await other.goto("/home");
  await expect(other.getByRole("button", { name: "User menu" })).toBeVisible({ timeout: 30_000 });
  await signOut(other);

  // What Firebase does in a tab that read the session just before the Log out removed it: it
  // saves the user it holds, and storage tells every other tab (decision 378). A third tab of the
  // site writes it here, as such a Firebase would.
  const stale = await context.newPage();
  await stale.goto("/robots.txt");
  await stale.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    session as [string, string],
  );

  // Every tab's Firebase hears of it and signs it out again: no session is left in storage, and
  // neither app tab shows anyone signed in.
  await expect.poll(() => other.evaluate(savedSession), { timeout: 30_000 }).toBeNull();
  await expect(page.getByRole("heading", { name: "My Favorite Houses" })).toHaveCount(0, {
    timeout: 30_000,
  });
  for (const tab of [page, other]) {
    await expect(tab.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(tab.getByRole("button", { name: "User menu" })).toHaveCount(0);
  }
  // A new sign-in is a sign-in again, in both tabs: the mark a Log out leaves does not refuse it.
  // Signed out on My Favorites, this tab has meanwhile put up the sign-up prompt, which cannot be
  // closed; the sign-in in the other tab takes it away, and this tab shows the signed-in screen.
  const prompt = page.getByRole("dialog", { name: "Welcome to LI Lights" });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await signIn(other, account.email, account.password);
  await expect(prompt).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "My Favorite Houses" })).toBeVisible();
});
