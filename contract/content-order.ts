/**
 * The site-content pages and the order their blocks are listed in, every page's (the admin's
 * content list, the worker's answers). A public text page sorts its own blocks with
 * contract/section-order.ts, which loads no other page's wording.
 */
import { CONTACT_WORDING } from "./legal-contact";
import { PRIVACY_WORDING } from "./legal-privacy";
import { TERMS_WORDING } from "./legal-terms";
import { compareInPage, rank, sectionsOf } from "./section-order";

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
  privacy: sectionsOf(PRIVACY_WORDING.blocks),
  terms: sectionsOf(TERMS_WORDING.blocks),
  contact: sectionsOf(CONTACT_WORDING.blocks),
};

/** Sort: page order, then section order (known first, then alphabetical), then key. */
export function compareContentBlocks(
  a: { page: string; section: string; key: string },
  b: { page: string; section: string; key: string },
): number {
  const pageDiff =
    rank(CONTENT_PAGE_ORDER, a.page) - rank(CONTENT_PAGE_ORDER, b.page) ||
    a.page.localeCompare(b.page);
  if (pageDiff) return pageDiff;
  return compareInPage(CONTENT_SECTION_ORDER[a.page as SiteContentPage] ?? [], a, b);
}
