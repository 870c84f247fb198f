/**
 * Site texts (site content) saved and removed through the admin API, as an admin's edits, for the
 * tests of pages that carry the current texts in their HTML (landing-served-texts.spec.ts,
 * legal-served-texts.spec.ts), and a served page opened until the app has taken it over.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { APP_URL } from "./ports";
import { collectErrors, isHydrated } from "./support";

/** Edits (or makes) the block `key` of `page`; its id, for the clean-up. */
export async function saveSiteText(adminToken: string, page: string, key: string, content: string) {
  const headers = { Authorization: `Bearer ${adminToken}`, "Content-Type": "application/json" };
  const list = await (await fetch(`${APP_URL}/api/admin/content?page=${page}`, { headers })).json();
  const existing = list.content.find((item: { key: string }) => item.key === key);
  const section = key.split(".").slice(1, -1).join(".") || "default";
  const response = existing
    ? await fetch(`${APP_URL}/api/admin/content/${existing.id}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ title: key, content, section }),
      })
    : await fetch(`${APP_URL}/api/admin/content`, {
        method: "POST",
        headers,
        body: JSON.stringify({ key, title: key, content, page, section }),
      });
  if (!response.ok) throw new Error(`saving ${key}: ${await response.text()}`);
  return (await response.json()).content.id as number;
}

export async function deleteSiteTexts(adminToken: string, ids: number[]) {
  for (const id of ids) {
    await fetch(`${APP_URL}/api/admin/content/${id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${adminToken}` },
    });
  }
}

/**
 * Opens a page the worker serves with the site's texts and waits until the app has hydrated its
 * footer (which comes alive as the visitor nears it). Returns the footer, and the console errors
 * (a hydration mismatch among them) and the client error reports seen from the start, for the
 * caller to check once it is done.
 */
export async function openServedPage(page: Page, path: string) {
  const errors = collectErrors(page);
  const reports: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/client-errors")) reports.push(request.postData() ?? "");
  });
  await page.goto(path);
  // A busy machine (or a dev server compiling on first visit) can take a while to start the app.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 60_000 });
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await expect
    .poll(() => isHydrated(footer.getByRole("link", { name: "Privacy Policy" })), {
      timeout: 30_000,
    })
    .toBe(true);
  return { footer, errors, reports };
}
