/**
 * Built-in wording of the editable site content: [key, text]. The app falls back to it when a key
 * is missing from the database; the demo seed writes exactly these rows (with the admin's labels
 * for them, contract/site-content-defaults.ts, which the app's pages do not load). Keys are dotted
 * `page.section.item`. Each page's part lives in contract/site-texts-*.ts and is loaded only with the
 * code that shows it (the header and footer with the app, the landing's with the landing), so
 * no page carries another page's wording.
 */

import type { SiteTexts } from "./site-texts.ts";
import { HOME_SITE_TEXTS } from "./site-texts-home.ts";
import { LANDING_SITE_TEXTS } from "./site-texts-landing.ts";
import { SHELL_SITE_TEXTS } from "./site-texts-shell.ts";

export type { SiteTexts } from "./site-texts.ts";

const inSection = (prefix: string) => SHELL_SITE_TEXTS.filter(([key]) => key.startsWith(prefix));

/** Every page's built-in wording, for the seed and the admin's labels, in the page's order. */
export const SITE_CONTENT_TEXTS: SiteTexts = [
  ...inSection("header."),
  ...LANDING_SITE_TEXTS,
  ...HOME_SITE_TEXTS,
  ...inSection("footer."),
];
