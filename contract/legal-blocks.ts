/**
 * Which blocks a public text page (/privacy-policy, /terms-of-service, /contact-us) shows, for the
 * page (src/components/site-content/) and for the worker, which writes the site's current texts
 * into the page's prerendered HTML (worker/pages/served-texts.ts): one rule for both, so the HTML
 * is what the app renders. Zod-free, like the wording it reads (contract/legal-defaults.ts).
 */
import type { LegalWording } from "./legal-defaults.ts";
import { compareInPage, sectionsOf } from "./section-order.ts";

/** A saved block as GET /api/site-content answers it. */
type SavedBlock = { key: string; section: string; content: string };

/** A block the page shows: its key, its section and the HTML it shows. */
export type ShownBlock = SavedBlock;

/**
 * The text of each of the page's own blocks by key: an admin's saved block of that key, else the
 * built-in wording (also while the page's blocks load, or when that failed); "" for a key the
 * page does not have.
 */
export function legalTexts(
  wording: LegalWording,
  saved: readonly SavedBlock[] | undefined,
): (key: string) => string {
  const texts = new Map(wording.blocks.map((block) => [block.key, block.content]));
  for (const block of saved ?? []) texts.set(block.key, block.content);
  return (key) => texts.get(key) ?? "";
}

/**
 * The blocks admins added to the page (keys its built-in wording does not have), in the order the
 * page shows them, after all of its own: known sections in the page's order, then the others
 * alphabetically, then by key. Every one is shown, whatever its section.
 */
export function addedLegalBlocks(
  wording: LegalWording,
  saved: readonly SavedBlock[] | undefined,
): ShownBlock[] {
  const known = new Set(wording.blocks.map((block) => block.key));
  const sections = sectionsOf(wording.blocks);
  return (saved ?? [])
    .filter((block) => !known.has(block.key))
    .sort((a, b) => compareInPage(sections, a, b))
    .map(({ key, section, content }) => ({ key, section, content }));
}
