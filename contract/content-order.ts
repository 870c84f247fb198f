/**
 * The site-content pages and the order their blocks are listed and shown in. Zod-free: the public
 * text pages sort their blocks with it, and they must not pull the schemas into their chunks.
 */
import { LEGAL_DEFAULTS } from "./legal-defaults";

export const SITE_CONTENT_PAGES = [
  "landing",
  "home",
  "contact",
  "privacy",
  "terms",
  "footer",
  "header",
] as const;
export type SiteContentPage = (typeof SITE_CONTENT_PAGES)[number];

/** The admin content list's page filter: every page, or one. */
export const CONTENT_PAGE_FILTERS = ["all", ...SITE_CONTENT_PAGES] as const;
export type ContentPageFilter = (typeof CONTENT_PAGE_FILTERS)[number];

/** Page order of the admin content list: the order of the page filter. */
export const CONTENT_PAGE_ORDER: readonly SiteContentPage[] = SITE_CONTENT_PAGES;

/**
 * Known section order per page, top to bottom as each page shows them. Sections not listed sort
 * after the known ones, alphabetically.
 */
export const CONTENT_SECTION_ORDER: Record<SiteContentPage, readonly string[]> = {
  landing: ["hero", "stats", "discover", "map", "topRated", "features", "faq", "default"],
  home: ["welcome", "topRated", "default"],
  header: ["brand", "default"],
  footer: ["about", "legal", "default"],
  privacy: [...new Set(LEGAL_DEFAULTS.privacy.map((b) => b.section)), "default"],
  terms: [...new Set(LEGAL_DEFAULTS.terms.map((b) => b.section)), "default"],
  contact: [...new Set(LEGAL_DEFAULTS.contact.map((b) => b.section)), "default"],
};

function rank(list: readonly string[], value: string) {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
}

/** Sort: page order, then section order (known first, then alphabetical), then key. */
export function compareContentBlocks(
  a: { page: string; section: string; key: string },
  b: { page: string; section: string; key: string },
): number {
  const pageDiff =
    rank(CONTENT_PAGE_ORDER, a.page) - rank(CONTENT_PAGE_ORDER, b.page) ||
    a.page.localeCompare(b.page);
  if (pageDiff) return pageDiff;
  const sections = CONTENT_SECTION_ORDER[a.page as SiteContentPage] ?? [];
  const sectionDiff =
    rank(sections, a.section) - rank(sections, b.section) || a.section.localeCompare(b.section);
  if (sectionDiff) return sectionDiff;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}
