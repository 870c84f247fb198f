/**
 * For the tests of pages the worker serves with the site's current texts in their HTML
 * (worker/pages/served-texts.ts): the landing (landing-html.test.ts) and the text pages
 * (legal-pages-html.test.ts). Texts are saved and removed through the admin API, as an admin does.
 */
import { PAGE_DATA_ELEMENT_ID } from "@contract/page-data";
import { api, json, type TestCaller } from "./factories";

/** The page's data block (contract/page-data.ts), by query key as JSON. */
export function pageData(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (match?.[1] === undefined) return null;
  const pairs = JSON.parse(match[1]) as [string[], unknown][];
  return Object.fromEntries(pairs.map(([key, answer]) => [JSON.stringify(key), answer]));
}

/** Saves `content` as the block `key` of `page`, creating or editing it; its id. */
export async function saveSiteText(admin: TestCaller, page: string, key: string, content: string) {
  const list = await json(await api(`/api/admin/content?page=${page}`, { token: admin.token }));
  const existing = list.content.find((item: { key: string }) => item.key === key);
  const section = key.split(".").slice(1, -1).join(".") || "default";
  const res = existing
    ? await api(`/api/admin/content/${existing.id}`, {
        method: "PUT",
        token: admin.token,
        body: { title: key, content, section },
      })
    : await api("/api/admin/content", {
        method: "POST",
        token: admin.token,
        body: { key, title: key, content, page, section },
      });
  if (!res.ok) throw new Error(`saving ${key}: ${res.status} ${await res.text()}`);
  return (await json(res)).content.id as number;
}

export async function deleteSiteTexts(admin: TestCaller, ids: number[]) {
  for (const id of ids) {
    await api(`/api/admin/content/${id}`, { method: "DELETE", token: admin.token });
  }
}

/** A D1 that cannot be reached: every query throws. */
export const UNREACHABLE_DB = {
  prepare() {
    throw new Error("D1 is unreachable");
  },
} as unknown as D1Database;
