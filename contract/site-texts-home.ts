/**
 * Built-in wording of the signed-in home: only the home's code carries it
 * (contract/site-content-texts.ts explains the [key, text] pairs).
 */
import type { SiteTexts } from "./site-texts.ts";

export const HOME_SITE_TEXTS: SiteTexts = [
  // Home (signed in)
  ["home.welcome.title", "Find Christmas Lights Near You"],
  [
    "home.welcome.subtitle",
    "Search by town or ZIP code, filter by the features you love, and plan a festive drive across Long Island.",
  ],
  ["home.topRated.title", "Top Rated This Season"],
  ["home.topRated.subtitle", "The highest-rated displays on Long Island right now."],
];
