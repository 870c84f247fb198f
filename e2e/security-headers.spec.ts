/**
 * The app works under its Content-Security-Policy: the landing page, signing in and a house page
 * (map, photos, video embeds) load with no CSP violation, and an injected inline script is blocked.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { restoreSession } from "./support";

/** Demo house 1 (seed/demo.sql). */
const QUINN = { path: "/house/freeport/10-washington-ave", title: "The Quinn Family Light Show" };

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records every CSP violation the page reports (the listener is installed before any script). */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string; source: string }> = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return {
    console,
    reported: () =>
      page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
  };
}

test("pages carry the security headers", async ({ page }) => {
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toMatch(/script-src (?![^;]*'unsafe-inline')/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  const api = await page.request.get("/api/houses");
  expect(api.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
});

test("landing, sign-in, a house page and the map work with no CSP violation", async ({
  page,
  account,
}) => {
  const violations = await watchViolations(page);
  // The landing as a visitor sees it first, then the pages signed in (a restored session).
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await restoreSession(page, account);
  await page.goto(QUINN.path);
  await expect(page.getByRole("heading", { level: 1, name: QUINN.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  // The map draws: maplibre runs its workers from blob: URLs.
  await page.goto("/map");
  await expect(page.locator("[data-map-status]")).toHaveAttribute("data-map-status", "loaded", {
    timeout: 30_000,
  });
  expect(await violations.reported()).toEqual([]);
  expect(violations.console).toEqual([]);
});

test("an injected inline script is blocked", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
  });
  await expect
    .poll(async () => (await violations.reported()).map((v) => v.directive))
    .toContain("script-src-elem");
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
});

test("code built from strings is refused: the policy has no 'unsafe-eval'", async ({ page }) => {
  // A same-origin script (allowed by script-src 'self') tries eval; DevTools' own evaluation is
  // exempt from the page's policy, so the attempt has to come from a script the page loads.
  await page.route("/csp-eval-probe.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `try { new Function("return 1")(); document.body.dataset.evalProbe = "ran"; }
             catch (error) { document.body.dataset.evalProbe = error.name; }`,
    }),
  );
  const violations = await watchViolations(page);
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.src = "/csp-eval-probe.js";
    document.body.append(script);
  });
  await expect(page.locator("body")).toHaveAttribute("data-eval-probe", "EvalError");
  expect((await violations.reported()).map((v) => v.directive)).toContain("script-src");
});
