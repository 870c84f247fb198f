/**
 * Watching the live app (docs/operations.md): an error toast names the failed request the way
 * the logs do, the health check answers, and the admin dashboard shows the nightly jobs' runs.
 */
import { expect, test } from "./fixtures";

test("an error toast shows the failed request's reference, its X-Request-Id, under the unchanged text", async ({
  asUser: page,
  ownHouse,
}) => {
  await page.goto(ownHouse.path);
  // The first load of the tab: the session and the screen's code at once, slow on a busy machine.
  await expect(page.getByTestId("house-page")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByLabel("Your review (optional)").fill("What a shitty display");
  const answer = page.waitForResponse(
    (response) =>
      /\/api\/houses\/\d+\/ratings$/.test(response.url()) && response.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Submit Review" }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  const requestId = await response.headerValue("X-Request-Id");
  expect(requestId).toMatch(/^[0-9a-z-]{16,}$/);

  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast.getByText("Inappropriate Content Detected", { exact: true })).toBeVisible();
  await expect(
    toast.getByText("This content must be family-friendly. Inappropriate content is not allowed.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    toast.getByText(`Reference ${requestId!.slice(0, 8)}`, { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/error-toast-reference.png" });

  // A success toast names no request.
  await form.getByLabel("Your review (optional)").fill("Wonderful music show!");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast.getByText("Rating submitted", { exact: true })).toBeVisible();
  await expect(toast.getByText(/^Reference /)).toHaveCount(0);
});

test("the health check answers ok, uncached, with a request id", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-request-id"]).toBeTruthy();
  expect(await response.json()).toMatchObject({
    status: "ok",
    checks: { d1: { ok: true }, r2: { ok: true } },
  });
});

test("the admin dashboard shows the last run of each nightly job", async ({
  asAdmin: page,
  request,
}) => {
  // The local runtime's trigger for the Cron handler, as the schedule would call it.
  const run = await request.get("/cdn-cgi/local/scheduled?cron=17+8+*+*+*");
  expect(run.status()).toBe(200);

  await page.goto("/admin");
  const card = page.getByTestId("scheduled-jobs");
  // The first load of the tab: the session and the screen's code at once, slow on a busy machine.
  await expect(card.getByRole("heading", { name: "Scheduled jobs" })).toBeVisible({
    timeout: 30_000,
  });
  const backup = card.getByTestId("scheduled-job-backup");
  await expect(backup.getByText("Nightly backup")).toBeVisible();
  await expect(backup.getByText("Succeeded")).toBeVisible();
  await expect(
    backup.getByText(/rows? of \d+ tables and \d+ media keys? in backups\/\d{4}-\d{2}-\d{2}\//),
  ).toBeVisible();
  const cleanup = card.getByTestId("scheduled-job-cleanup");
  await expect(cleanup.getByText("Succeeded")).toBeVisible();
  await expect(cleanup.getByText(/unattached photos? removed/)).toBeVisible();
  await card.screenshot({ path: "test-results/scheduled-jobs-card.png" });
});
