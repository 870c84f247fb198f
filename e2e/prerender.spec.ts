/**
 * The landing and the public pages are prerendered at build time (src/prerender.tsx): their text
 * is in the HTML before any JS runs, and the SPA hydrates it without a mismatch.
 */
import { expect, type Page, test } from "@playwright/test";
import { signInAsNewUser } from "./support";

/** Console errors and uncaught page errors, hydration mismatches among them. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the landing's hero is in the server's HTML and the page hydrates it cleanly", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Discover the Magic of");
  expect(html).toContain('data-testid="landing-page"');
  // No inline script: only the module entry.
  expect(html.match(/<script/g)).toHaveLength(1);

  const errors = collectErrors(page);
  await page.goto("/");
  const hero = page.getByRole("heading", { level: 1 });
  await expect(hero).toContainText("Discover the Magic of");
  // Hydrated: the houses arrive from the API (the landing's query runs once it hydrated), then
  // the hero's button opens the sign-up dialog.
  await expect(
    page.getByTestId("landing-page").locator("a[href^='/house/']").first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Start Exploring" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
});

test("the public text pages are prerendered and hydrate cleanly", async ({ page, request }) => {
  for (const [path, heading, subheading] of [
    ["/contact", "Contact Us", null],
    ["/contact-us", "Contact Us", null],
    ["/privacy", "Privacy Policy", "1. Information We Collect"],
    ["/terms", "Terms of Service", null],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}`));
    if (subheading) expect(html, path).toMatch(new RegExp(`<h2[^>]*>${subheading}`));
    expect(html, path).not.toContain("Discover the Magic of");
    const errors = collectErrors(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
});

test("other app paths start from the empty shell, never the landing's text", async ({
  page,
  request,
}) => {
  for (const path of ["/map", "/favorites", "/privacy-policy", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain("Discover the Magic of");
  }
  // Opened directly, the screen renders without the landing (and its hydration) first.
  const errors = collectErrors(page);
  await page.goto("/privacy-policy");
  // By element, not role: the signed-out sign-up prompt may already cover the page.
  await expect(page.locator("h1")).toHaveText("Privacy Policy");
  await expect(page.getByTestId("landing-page")).toHaveCount(0);
  expect(errors.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);
});

test("a signed-out landing loads neither Firebase nor Google's sign-in helper", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/");
  await expect(
    page.getByTestId("landing-page").locator("a[href^='/house/']").first(),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requested.filter((url) => /\/assets\/firebase-|apis\.google\.com/.test(url))).toEqual([]);
});

test("a signed-in visitor opening / still gets the home page", async ({ page }) => {
  await signInAsNewUser(page, "Homer Prerender");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Find Christmas Lights Near You" })).toBeVisible();
  await expect(page.getByTestId("landing-page")).toHaveCount(0);
});
