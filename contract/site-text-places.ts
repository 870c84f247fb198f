/**
 * Where a site text is shown, and what that asks of its HTML (decision 417). An admin may put
 * links and headings in any text (contract/html-allowlist.ts), but some texts sit where those
 * cannot stand as written:
 * - the header's brand name is inside the header's link to the home page, and the landing's
 *   button label inside its button: a link there would be a link in a link (the HTML parser
 *   splits the outer one, so the page's DOM is not the one the app renders) or a link in a button.
 *   Their links are shown as their text.
 * - a subtitle under a section's `<h2>`, a feature's text under its `<h3>`: the text's own headings
 *   are shown a level or two lower, so they come under the page's heading rather than beside it.
 *   The allowlist's top heading is `h2` (an `h1` is dropped by the sanitizer: every page has its
 *   own), so a text shown under the page's `<h1>` keeps its levels.
 * - the brand name is cut short on a phone: its element carries the whole name as its title.
 *
 * One table, read by key by the app (src/components/site-content/site-content-block.tsx) and by the
 * worker writing the texts into the served pages (worker/pages/served-texts.ts), so both show the
 * same HTML and the page hydrates; /admin/content reads it to tell an admin (its hints).
 */

export interface SiteTextPlace {
  /** The text is shown inside a link or a button: its own links are shown as their text. */
  inside?: "link" | "button";
  /** The level the text's top heading (`h2`) is shown at; the others follow, `h6` the lowest. */
  headingsFrom?: 3 | 4;
  /** The text's element carries its whole text as its title (a tooltip). */
  titled?: true;
}

const PLACES: [RegExp, SiteTextPlace][] = [
  // In the header's link to the home page (src/components/layout/header.tsx).
  [/^header\.brand\.name$/, { inside: "link", titled: true }],
  // The label of the landing's Start Exploring button (src/routes/landing/hero.tsx).
  [/^landing\.hero\.ctaLabel$/, { inside: "button" }],
  // A section's subtitle or an answer, under the section's h2 (src/routes/landing/landing-page.tsx,
  // src/routes/home/top-rated-section.tsx).
  [
    /^(?:landing\.(?:discover|map|topRated|features)\.subtitle|landing\.faq\.a\d+|home\.topRated\.subtitle)$/,
    { headingsFrom: 3 },
  ],
  // A feature's text, under the feature's h3.
  [/^landing\.features\.item\d+Text$/, { headingsFrom: 4 }],
];

const NOWHERE_SPECIAL: SiteTextPlace = {};

/** Where the text `key` is shown; a text not in the table is shown as written. */
export function siteTextPlace(key: string | undefined): SiteTextPlace {
  if (key === undefined) return NOWHERE_SPECIAL;
  return PLACES.find(([pattern]) => pattern.test(key))?.[1] ?? NOWHERE_SPECIAL;
}

/** A link's start or end tag (not `<abbr>`, `<address>`...). */
const LINK_TAG = /<\/?a(?=[\s/>])[^>]*>/gi;
/** A heading's start or end tag, its level captured. */
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s/>])/gi;

/** True when `html` holds a link. */
export function holdsLinks(html: string): boolean {
  return /<a(?=[\s/>])/i.test(html);
}

/**
 * The HTML of a text shown at `place`: links inside a link or a button left as their text, headings
 * moved down as the place asks. For sanitized HTML (or the built-in wording), where every "<"
 * opens or closes a tag and attribute values carry ">" as an entity.
 */
export function shownSiteHtml(html: string, place: SiteTextPlace): string {
  let shown = html;
  if (place.inside) shown = shown.replace(LINK_TAG, "");
  const from = place.headingsFrom;
  if (from) {
    shown = shown.replace(HEADING_TAG, (_, end: string, level: string) => {
      const moved = Math.min(6, Math.max(2, Number(level)) + from - 2);
      return `<${end}h${moved}`;
    });
  }
  return shown;
}
