import type { LegalWording } from "@contract/legal-defaults";
import { compareInPage, sectionsOf } from "@contract/section-order";
import type { SiteContentItem } from "@contract/site-content";

export type ShownBlock = { key: string; section: string; content: string };

/**
 * The blocks a public text page shows: its built-in blocks in their order, each replaced by the
 * database block of the same key when an admin saved one, then any further blocks admins added
 * for that page (by section order, then key).
 */
export function mergeLegalBlocks(
  wording: LegalWording,
  saved: SiteContentItem[] | undefined,
): ShownBlock[] {
  const byKey = new Map((saved ?? []).map((item) => [item.key, item]));
  const known = new Set(wording.blocks.map((d) => d.key));
  const merged = wording.blocks.map((d) => ({
    key: d.key,
    section: d.section,
    content: byKey.get(d.key)?.content ?? d.content,
  }));
  const sections = sectionsOf(wording.blocks);
  const extra = (saved ?? [])
    .filter((item) => !known.has(item.key))
    .sort((a, b) => compareInPage(sections, a, b))
    .map(({ key, section, content }) => ({ key, section, content }));
  return [...merged, ...extra];
}

const plainTexts = new Map<string, string>();

/**
 * Text of a one-line block (title, label, e-mail address): tags removed, entities decoded. Parsed
 * in an inert template (no scripts run, nothing loads), once per distinct text: the pages call it
 * on every render, and a DOMParser document per call cost a phone a long task while the page
 * hydrated (docs/performance.md).
 */
export function plainText(html: string): string {
  let text = plainTexts.get(html);
  if (text === undefined) {
    const template = document.createElement("template");
    template.innerHTML = html;
    text = (template.content.textContent ?? "").trim();
    plainTexts.set(html, text);
  }
  return text;
}
