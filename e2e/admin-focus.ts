/**
 * The admin lists' pager and the focus after an action takes a row away (decision 416), walked
 * with a keyboard (e2e/admin-focus.spec.ts) and on a phone (e2e/admin-focus.mobile.spec.ts):
 * `act` is how the admin presses a control, Enter on it or a tap. The focus must land on a
 * control, never on the page's body: the next row's matching control, or the list's heading.
 */
import type { Page, TestInfo } from "@playwright/test";
import { holdAnswers, openAdminScreen } from "./admin-screens";
import type { TestAccount, TestHouse } from "./fixtures";
import { expect } from "./fixtures";
import { reviewHouse } from "./homeowner-answers";
import { savedTour } from "./my-tours-cards";
import { APP_URL, idTokenFor } from "./support";
import type { Act } from "./user-acts";

/** A busy machine can take a while to start the app. */
const FIRST_LOAD = { timeout: 60_000 };

const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
/** The pager's line, a live region: what a screen reader is told as pages change. */
const pagerSays = (page: Page) => pager(page).getByRole("status");

/** The last page of the pager's "Page 1 of N". */
async function lastPage(page: Page) {
  await expect(pagerSays(page)).toHaveText(/^Page 1 of \d+$/);
  const said = (await pagerSays(page).textContent()) ?? "";
  const total = Number(/of (\d+)$/.exec(said)?.[1]);
  expect(total, "the list has more than one page").toBeGreaterThan(1);
  return total;
}

/**
 * On Manage Reviews (and the Season Check, which loads a page without keeping the one before):
 * while the page asked for loads, the pager says "Loading page 2 of N..." (its live region tells a
 * screen reader) and the pressed Next keeps the focus; then "Page 2 of N". Next to the last page
 * disables Next: the focus goes to Previous, not to the page's body.
 */
export async function pagerSaysThePageItLoads(page: Page, act: Act, testInfo: TestInfo) {
  await openAdminScreen(page, "/admin/reviews", "Manage Reviews");
  const total = await lastPage(page);
  const next = pager(page).getByRole("button", { name: "Next" });
  const previous = pager(page).getByRole("button", { name: "Previous" });

  const release = await holdAnswers(
    page,
    "/api/admin/reviews",
    (url) => url.searchParams.get("page") === "2",
  );
  await act(next);
  await expect(pagerSays(page)).toHaveText(`Loading page 2 of ${total}...`);
  await expect(next).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath("reviews-page-loading.png") });
  release();
  await expect(pagerSays(page)).toHaveText(`Page 2 of ${total}`);
  await expect(next).toBeFocused();

  await page.goto(`/admin/reviews?page=${total - 1}`);
  await expect(pagerSays(page)).toHaveText(`Page ${total - 1} of ${total}`, FIRST_LOAD);
  await act(next);
  await expect(pagerSays(page)).toHaveText(`Page ${total} of ${total}`);
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();

  // The Season Check read no page before while the next loaded: the pager went with the list.
  await openAdminScreen(page, "/admin/season", "Season Check");
  const seasonTotal = await lastPage(page);
  const releaseSeason = await holdAnswers(
    page,
    "/api/admin/season/unconfirmed",
    (url) => url.searchParams.get("page") === "2",
  );
  await act(next);
  await expect(pagerSays(page)).toHaveText(`Loading page 2 of ${seasonTotal}...`);
  await expect(next).toBeFocused();
  await expect(page.getByTestId("season-row").first()).toBeVisible();
  releaseSeason();
  await expect(pagerSays(page)).toHaveText(`Page 2 of ${seasonTotal}`);
  // Page 2 may be the last: then Previous has it.
  await expect(seasonTotal > 2 ? next : previous).toBeFocused();
}

/**
 * Manage Reviews' Delete: the focus goes to the next row's Delete, and after the last row to the
 * screen's heading.
 */
export async function reviewDeleteHandsOn(
  page: Page,
  act: Act,
  makeAccount: (name?: string) => Promise<TestAccount>,
  makeHouse: (owner: TestAccount, overrides?: { title?: string }) => Promise<TestHouse>,
) {
  const owner = await makeAccount("Olive Owner");
  const title = `Reviewed Glow ${Date.now()}`;
  const house = await makeHouse(owner, { title });
  for (const name of ["Rita Reviewer", "Rex Reviewer"]) {
    await reviewHouse(await makeAccount(name), house, { rating: 4, review: `Lovely, ${name}` });
  }
  await openAdminScreen(page, `/admin/reviews?q=${encodeURIComponent(title)}`, "Manage Reviews");
  const rows = page.getByTestId("admin-review-row");
  await expect(rows).toHaveCount(2);
  const confirm = page.getByRole("alertdialog");

  await act(rows.first().getByRole("button", { name: "Delete" }));
  await act(confirm.getByRole("button", { name: "Delete" }));
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("button", { name: "Delete" })).toBeFocused();

  await act(rows.first().getByRole("button", { name: "Delete" }));
  await act(confirm.getByRole("button", { name: "Delete" }));
  await expect(page.getByText(`No reviews match "${title}".`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Reviews" })).toBeFocused();
}

/** The house's position, as a claim made standing at it sends. */
async function claimStandingAt(house: TestHouse, claimant: TestAccount) {
  const at = (await (await fetch(`${APP_URL}/api/houses/${house.id}`)).json()) as {
    latitude: number;
    longitude: number;
  };
  const token = await idTokenFor(claimant.email, claimant.password);
  const response = await fetch(`${APP_URL}/api/houses/${house.id}/claim`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      note: "We put these lights up every year.",
      latitude: at.latitude,
      longitude: at.longitude,
      accuracy: 5,
    }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/**
 * Homeowner Requests' Approve and Decline take the request off the waiting list: the focus goes
 * to the same button of the request that takes its place (or the one before), else the heading.
 */
export async function requestDecisionsHandOn(
  page: Page,
  act: Act,
  makeAccount: (name?: string) => Promise<TestAccount>,
  makeHouse: (owner: TestAccount, overrides?: { title?: string }) => Promise<TestHouse>,
) {
  const lister = await makeAccount("Lou Lister");
  const claimant = await makeAccount("Clara Claimant");
  const stamp = Date.now();
  for (const n of [1, 2]) {
    const house = await makeHouse(lister, { title: `Claimed Glow ${stamp} ${n}` });
    await claimStandingAt(house, claimant);
  }
  await openAdminScreen(page, "/admin/requests", "Homeowner Requests");
  const mine = page.getByTestId("homeowner-request").filter({ hasText: `Claimed Glow ${stamp}` });
  await expect(mine).toHaveCount(2);

  for (const decision of ["Approve", "Decline"]) {
    await act(mine.first().getByRole("button", { name: new RegExp(`^${decision}:`) }));
    await expect(page.getByText(/now manages|Request declined/).first()).toBeVisible();
    await expect(mine).toHaveCount(decision === "Approve" ? 1 : 0);
    const left = await page.getByTestId("homeowner-request").count();
    const focused = page.locator(":focus");
    if (left > 0) await expect(focused).toHaveAccessibleName(new RegExp(`^${decision}: `));
    else await expect(focused).toHaveRole("heading");
  }
}

/**
 * Problem Reports: Dismiss and Archive resolve the house's reports and its card goes; the focus
 * goes to the same action of the card that takes its place, else to the heading.
 */
export async function reportActionsHandOn(
  page: Page,
  act: Act,
  makeAccount: (name?: string) => Promise<TestAccount>,
  makeHouse: (owner: TestAccount, overrides?: { title?: string }) => Promise<TestHouse>,
) {
  const lister = await makeAccount("Rae Reporter");
  const stamp = Date.now();
  for (const n of [1, 2]) {
    const house = await makeHouse(lister, { title: `Reported Glow ${stamp} ${n}` });
    const filed = await fetch(`${APP_URL}/api/houses/${house.id}/reports`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${house.token}` },
      body: JSON.stringify({ reason: "no-longer-decorates", note: "Dark all December" }),
    });
    expect(filed.status).toBe(201);
  }
  await openAdminScreen(page, "/admin/reports", "Problem Reports");
  const mine = page.getByTestId("report-group").filter({ hasText: `Reported Glow ${stamp}` });
  await expect(mine).toHaveCount(2);
  const focused = page.locator(":focus");
  const groupsLeft = () => page.getByTestId("report-group").count();

  await act(mine.first().getByRole("button", { name: "Dismiss" }));
  await expect(mine).toHaveCount(1);
  if ((await groupsLeft()) > 0) await expect(focused).toHaveAccessibleName("Dismiss");
  else await expect(focused).toHaveRole("heading");

  await act(mine.first().getByRole("button", { name: "Archive" }));
  await act(page.getByRole("alertdialog").getByRole("button", { name: "Archive" }));
  await expect(mine).toHaveCount(0);
  // The card that takes its place may be an archived house's, whose Archive is disabled: then
  // another of its controls.
  if ((await groupsLeft()) > 0) {
    await expect(page.getByTestId("report-group").locator(":focus")).toHaveCount(1);
  } else {
    await expect(focused).toHaveRole("heading");
  }
}

/**
 * Popular Tours: an admin's takedown takes the card away; the focus goes to the next card's
 * Unpublish, else to the heading.
 */
export async function takedownHandsOn(page: Page, act: Act, owner: TestAccount) {
  const stamp = Date.now().toString(36);
  await savedTour(page, owner, `Takedown one ${stamp}`, `Listed one ${stamp}`);
  await savedTour(page, owner, `Takedown two ${stamp}`, `Listed two ${stamp}`);
  await page.goto("/tours/popular");
  const cards = page.getByTestId("popular-tour");
  const entry = cards.filter({ hasText: `Listed one ${stamp}` });
  await expect(entry).toBeVisible(FIRST_LOAD);
  await act(entry.getByRole("button", { name: `Unpublish Listed one ${stamp}` }));
  await act(page.getByRole("alertdialog").getByRole("button", { name: "Take it down" }));
  await expect(entry).toHaveCount(0);
  await expect(page.locator(":focus")).toHaveAccessibleName(/^Unpublish /);
}

/**
 * Manage Users: Make Admin and Remove Admin keep the row; the focus comes back to its button,
 * which now offers the other.
 */
export async function grantAndRevokeKeepTheFocus(page: Page, act: Act, person: TestAccount) {
  // The account's first signed-in request makes its row (the newest, on page 1).
  const token = await idTokenFor(person.email, person.password);
  const seen = await fetch(`${APP_URL}/api/tours`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(seen.ok).toBe(true);
  await openAdminScreen(page, "/admin/users", "Manage Users");
  const row = page.getByTestId("admin-user-row").filter({ hasText: person.email });
  await expect(row).toBeVisible();
  const confirm = page.getByRole("alertdialog");
  await act(row.getByRole("button", { name: "Make Admin" }));
  await act(confirm.getByRole("button", { name: "Make Admin" }));
  await expect(row.getByRole("button", { name: "Remove Admin" })).toBeFocused();
  await act(row.getByRole("button", { name: "Remove Admin" }));
  await act(confirm.getByRole("button", { name: "Remove Admin" }));
  await expect(row.getByRole("button", { name: "Make Admin" })).toBeFocused();
}

/**
 * The Season Check's Archive and Restore act on the ticked houses, which leave the view; nothing
 * is ticked then, so the button pressed is disabled: the focus goes to the box of the row that
 * took the first ticked one's place, else to the heading. The first house of the list is archived
 * and restored (through the API too, should the test stop between).
 */
export async function seasonActionsHandOn(page: Page, act: Act, tick: Act, adminToken: string) {
  await openAdminScreen(page, "/admin/season", "Season Check");
  const rows = page.getByTestId("season-row");
  const title = (await rows.first().getByRole("link").textContent()) ?? "";
  const box = page.getByRole("checkbox", { name: `Select ${title}` });
  const archiving = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/api/admin/season/archive",
  );
  await tick(box);
  await expect(box).toBeChecked();
  const focused = page.locator(":focus");
  await act(page.getByRole("button", { name: "Archive", exact: true }));
  const { ids } = (await archiving).postDataJSON() as { ids: number[] };
  try {
    await expect(page.getByText("1 house archived").first()).toBeVisible();
    await expect(box).toHaveCount(0);
    await expect(focused).toHaveRole("checkbox");
    await expect(focused).toHaveAccessibleName(/^Select /);

    await page.goto("/admin/season?view=archived");
    await tick(box);
    await act(page.getByRole("button", { name: "Restore", exact: true }));
    await expect(page.getByText("1 house restored").first()).toBeVisible();
    await expect(box).toHaveCount(0);
    if ((await rows.count()) > 0) await expect(focused).toHaveRole("checkbox");
    else await expect(focused).toHaveRole("heading");
  } finally {
    await fetch(`${APP_URL}/api/admin/season/restore`, {
      method: "POST",
      headers: { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ids }),
    });
  }
}
