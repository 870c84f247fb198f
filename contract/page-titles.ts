/**
 * The titles of the pages, one source for both sides: the worker writes them into a page's
 * <title> and preview tags when the page is loaded (worker/pages/page-tags.ts), and the app sets
 * the same text as the tab's title when a screen opens by in-app navigation
 * (src/lib/use-page-title.ts). A house or a shared tour is titled by its own name, a town by
 * townPageTitle (contract/town-name.ts: the state names stay out of every other page's load).
 */
export const SITE_NAME = "LI Lights";

/** The tab's title: the page's own, then " · LI Lights" unless it already names the site. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
}

/** The titles of the pages whose title is not a house's, a town's or a tour's name. */
export const PAGE_TITLES = {
  /** The landing, and the signed-in home at the same address. */
  landing: "LI Lights · Long Island Christmas Light Displays",
  towns: "Christmas lights on Long Island, town by town",
  popularTours: "Popular light tours on Long Island",
  privacyPolicy: "Privacy Policy",
  termsOfService: "Terms of Service",
  contactUs: "Contact Us",
  notFound: "Page Not Found",
  /** Every admin address, for a signed-in visitor who is not an admin (decision 382). */
  accessDenied: "Access Denied",
} as const;
