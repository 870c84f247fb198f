/**
 * How the public text pages (/privacy-policy, /terms-of-service, /contact-us) carry their built-in
 * wording (contract/legal-privacy.ts, legal-terms.ts, legal-contact.ts): site-content blocks keyed
 * `page.section.item`. The pages show each block from the database when an admin has saved one
 * under the same key, else the built-in one (block by block), so an admin can override any single
 * paragraph without retyping the rest.
 *
 * `content` may hold a small amount of HTML (headings, paragraphs, lists, links); it goes
 * through the same allowlist sanitizer as admin-written content before it is rendered.
 */
import { contentKeyPlace } from "./content-key.ts";

/** Same shape as a SiteContentDefault (contract/site-content-defaults.ts). */
export type LegalBlock = {
  key: string;
  title: string;
  content: string;
  page: string;
  section: string;
};

/** The day the pages' wording last changed: change it with them. */
export const LEGAL_LAST_UPDATED = "Last Updated: November 27, 2026";

/**
 * Placeholders, not addresses anyone reads: the operator sets the real ones in Admin > Site
 * content (Contact page, the three "email address" blocks) before launch (README, Configuration).
 * The legal texts send readers to the Contact page rather than repeat an address.
 */
export const DEFAULT_CONTACT_EMAILS = {
  general: "support@lilights.example",
  issues: "issues@lilights.example",
  business: "business@lilights.example",
} as const;

export type LegalPage = "privacy" | "terms" | "contact";

/** A text page's built-in blocks, in the order the page shows them. */
export type LegalWording = { page: LegalPage; blocks: LegalBlock[] };

type Item = [key: string, title: string, content: string];

export function legalWording(page: LegalPage, items: Item[]): LegalWording {
  return {
    page,
    blocks: items.map(([key, title, content]) => ({
      key,
      title,
      content,
      ...contentKeyPlace(key),
    })),
  };
}
