/**
 * Site texts (site content) saved and removed through the admin API, as an admin's edits, for the
 * tests of pages that carry the current texts in their HTML (landing-served-texts.spec.ts,
 * legal-served-texts.spec.ts).
 */
import { APP_URL } from "./ports";

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
