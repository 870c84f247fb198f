/**
 * Built-in wording of the header and the footer, which every page shows: part of the app's own
 * code (contract/site-content-texts.ts explains the [key, text] pairs).
 */
import type { SiteTexts } from "./site-texts.ts";

export const SHELL_SITE_TEXTS: SiteTexts = [
  // Header
  ["header.brand.name", "LI Lights"],
  ["header.brand.tagline", "Long Island Christmas Lights"],
  // Footer
  [
    "footer.about.text",
    "LI Lights is a community directory of Christmas light displays on Long Island, built by neighbors who love the season. Find a display, leave a review and share your photos.",
  ],
  ["footer.copyright", "© 2026 LI Lights. All rights reserved."],
];
