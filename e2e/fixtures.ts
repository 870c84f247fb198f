/**
 * Playwright fixtures for browser tests: a fresh account, a page already signed in as it or as the
 * demo admin, and a fresh house of the account's own. Each fixture removes what it made once the
 * test is over (the houses through the admin API, the account from the Auth Emulator), so a test
 * leaves the shared server as it found it. A test asks only for what it needs:
 *
 *   test("...", async ({ asUser: page, ownHouse }) => { await page.goto(ownHouse.path); ... });
 */
import { type BrowserContext, test as base, type Page } from "@playwright/test";
import {
  ADMIN_EMAIL,
  APP_URL,
  createAccount,
  createTestHouse,
  DEMO_PASSWORD,
  EMULATOR_URL,
  idTokenFor,
  restoreSession,
} from "./support";

export { expect } from "@playwright/test";

export type TestAccount = { email: string; password: string; name: string };
export type TestHouse = { id: number; path: string; token: string };

type Fixtures = {
  /** The display name of `account` (override with `test.use({ accountName: "..." })`). */
  accountName: string;
  /** A fresh Auth Emulator account, deleted after the test with the tours it saved. */
  account: TestAccount;
  /**
   * The page, signed in as `account` (a restored session; the test navigates). Every house the
   * page submits (through /submit) is deleted after the test.
   */
  asUser: Page;
  /** The page, signed in as the demo admin (a restored session; the test navigates). */
  asAdmin: Page;
  /** An ID token of the demo admin, for set-up and clean-up calls to admin APIs. */
  adminToken: string;
  /** A fresh house submitted by `account`, deleted after the test unless the test deleted it. */
  ownHouse: TestHouse;
  /** Names a house the test made some other way, to be deleted after the test. */
  deleteAfter: (houseId: number) => void;
  /**
   * Makes one more fresh Auth Emulator account (beside `account`: a second user, an author, a
   * lister), deleted after the test with the tours it saved.
   */
  makeAccount: (name?: string) => Promise<TestAccount>;
  /**
   * Makes a fresh house submitted by `owner` through POST /api/houses, with the given title,
   * features, description or address where a test needs them; deleted after the test unless the
   * test deleted it.
   */
  makeHouse: (owner: TestAccount, overrides?: HouseOverrides) => Promise<TestHouse>;
  /**
   * Opens a page for a second person beside the test's page (the demo admin approving a
   * request, a reader watching a house): a browser context of its own, with the test's device and
   * base URL, signed in (a restored session) as the given account or as the demo admin with
   * "admin". The test navigates; the context is closed after the test.
   */
  pageSignedInAs: (who: TestAccount | "admin") => Promise<Page>;
};

type HouseOverrides = Parameters<typeof createTestHouse>[1];

/** Deletes a house through the admin API; a house the test already deleted is fine. */
export async function deleteHouseAsAdmin(houseId: number, adminToken: string) {
  const response = await fetch(`${APP_URL}/api/admin/houses/${houseId}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok && response.status !== 404) {
    throw new Error(`deleting house ${houseId} failed: ${await response.text()}`);
  }
}

/**
 * Deletes one emulator account, as the user deleting themselves would (accounts:delete with its
 * own ID token), and first the tours it saved (in the planner, as a copy, through the API): the
 * app keeps them when the account goes, and a published one would stay on Popular Tours. The
 * emulator's bulk delete would wipe every parallel test's accounts.
 */
async function deleteAccount(account: { email: string; password: string }) {
  const idToken = await idTokenFor(account.email, account.password);
  await deleteToursOf(idToken);
  const response = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:delete?key=fake-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ idToken }),
    },
  );
  if (!response.ok) throw new Error(`deleting ${account.email} failed: ${await response.text()}`);
}

/** Deletes every tour of the signed-in user the ID token belongs to. */
async function deleteToursOf(idToken: string) {
  const headers = { Authorization: `Bearer ${idToken}` };
  const list = await fetch(`${APP_URL}/api/tours`, { headers });
  if (!list.ok) throw new Error(`listing tours failed: ${await list.text()}`);
  for (const tour of (await list.json()) as Array<{ id: number }>) {
    const response = await fetch(`${APP_URL}/api/tours/${tour.id}`, { method: "DELETE", headers });
    if (!response.ok && response.status !== 404) {
      throw new Error(`deleting tour ${tour.id} failed: ${await response.text()}`);
    }
  }
}

/**
 * The API's error answers (method, path, status, the start of the body) and the page's console
 * errors, for a failed test's report: an error toast says what went wrong for five seconds, and
 * is gone by the time a wait for what should have followed runs out.
 */
function recordProblems(page: Page) {
  const problems: string[] = [];
  const bodies: Array<Promise<unknown>> = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith("/api/") || response.status() < 400) return;
    const line = `${response.request().method()} ${pathname} ${response.status()}`;
    bodies.push(
      response.text().then(
        (body) => problems.push(`${line} ${body.slice(0, 300)}`),
        () => problems.push(line),
      ),
    );
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text().slice(0, 300)}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message.slice(0, 300)}`));
  /** What was recorded, once every error answer's body has been read. */
  return async () => {
    await Promise.all(bodies);
    return problems;
  };
}

export const test = base.extend<Fixtures>({
  accountName: ["Test Person", { option: true }],

  account: async ({ accountName }, use) => {
    const account = await createAccount({ name: accountName });
    await use(account);
    await deleteAccount(account);
  },

  asUser: async ({ page, account }, use, testInfo) => {
    const problems = recordProblems(page);
    await restoreSession(page, account);
    // The body is asked for as soon as the answer arrives: the page leaves for the new house's
    // page right after. (Routing the request instead would turn off the page's HTTP cache.)
    const submitted: Array<Promise<number | null>> = [];
    page.on("response", (response) => {
      if (response.request().method() !== "POST" || response.status() !== 201) return;
      if (new URL(response.url()).pathname !== "/api/houses") return;
      submitted.push(
        response.json().then(
          (house: { id: number }) => house.id,
          () => null,
        ),
      );
    });
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      const recorded = await problems();
      if (recorded.length > 0) {
        await testInfo.attach("API error answers and console errors", {
          body: recorded.join("\n"),
        });
      }
    }
    // An answer whose body was gone (the page had already left) leaves its house behind: that
    // costs the shared server a row, never the test its result.
    const ids = (await Promise.all(submitted)).filter((id) => id !== null);
    if (ids.length === 0) return;
    const adminToken = await idTokenFor(ADMIN_EMAIL, DEMO_PASSWORD);
    for (const id of ids) await deleteHouseAsAdmin(id, adminToken);
  },

  asAdmin: async ({ page }, use) => {
    await restoreSession(page, { email: ADMIN_EMAIL, password: DEMO_PASSWORD });
    await use(page);
  },

  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // biome-ignore lint/correctness/noEmptyPattern: the parameter must be a destructuring pattern
  adminToken: async ({}, use) => {
    await use(await idTokenFor(ADMIN_EMAIL, DEMO_PASSWORD));
  },

  // biome-ignore lint/correctness/noEmptyPattern: the parameter must be a destructuring pattern
  deleteAfter: async ({}, use) => {
    const ids: number[] = [];
    await use((houseId) => ids.push(houseId));
    if (ids.length === 0) return;
    const adminToken = await idTokenFor(ADMIN_EMAIL, DEMO_PASSWORD);
    for (const id of ids) await deleteHouseAsAdmin(id, adminToken);
  },

  // biome-ignore lint/correctness/noEmptyPattern: the parameter must be a destructuring pattern
  makeAccount: async ({}, use) => {
    const made: TestAccount[] = [];
    await use(async (name) => {
      const account = await createAccount({ name });
      made.push(account);
      return account;
    });
    for (const account of made) await deleteAccount(account);
  },

  // biome-ignore lint/correctness/noEmptyPattern: the parameter must be a destructuring pattern
  makeHouse: async ({}, use) => {
    const ids: number[] = [];
    await use(async (owner, overrides) => {
      const house = await createTestHouse(owner, overrides);
      ids.push(house.id);
      return house;
    });
    if (ids.length === 0) return;
    const adminToken = await idTokenFor(ADMIN_EMAIL, DEMO_PASSWORD);
    for (const id of ids) await deleteHouseAsAdmin(id, adminToken);
  },

  pageSignedInAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (who) => {
      // The runner gives a context made here the project's options (device, base URL) too.
      const context = await browser.newContext();
      contexts.push(context);
      const page = await context.newPage();
      await restoreSession(
        page,
        who === "admin" ? { email: ADMIN_EMAIL, password: DEMO_PASSWORD } : who,
      );
      return page;
    });
    for (const context of contexts) await context.close();
  },

  ownHouse: async ({ account, adminToken }, use) => {
    const house = await createTestHouse(account);
    await use(house);
    await deleteHouseAsAdmin(house.id, adminToken);
  },
});
