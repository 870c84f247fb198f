import { compareContentBlocks } from "@contract/content-order";
import { LEGAL_DEFAULTS, type LegalBlock, type LegalPage } from "@contract/legal-defaults";
import type { SiteContentItem } from "@contract/site-content";

export type ShownBlock = { key: string; section: string; content: string };

/**
 * The blocks a public text page shows: its built-in blocks in their order, each replaced by the
 * database block of the same key when an admin saved one, then any further blocks admins added
 * for that page (by section order, then key).
 */
export function mergeLegalBlocks(
  page: LegalPage,
  saved: SiteContentItem[] | undefined,
): ShownBlock[] {
  const byKey = new Map((saved ?? []).map((item) => [item.key, item]));
  const defaults: LegalBlock[] = LEGAL_DEFAULTS[page];
  const known = new Set(defaults.map((d) => d.key));
  const merged = defaults.map((d) => ({
    key: d.key,
    section: d.section,
    content: byKey.get(d.key)?.content ?? d.content,
  }));
  const extra = (saved ?? [])
    .filter((item) => !known.has(item.key))
    .map((item) => ({ ...item, page }))
    .sort(compareContentBlocks)
    .map(({ key, section, content }) => ({ key, section, content }));
  return [...merged, ...extra];
}

/** Text of a one-line block (title, label, e-mail address): tags removed, entities decoded. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return (doc.body.textContent ?? "").trim();
}
