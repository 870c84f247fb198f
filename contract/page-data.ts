/**
 * The API answers a page's HTML was written with (zod-free: the client reads them before its
 * first render). The worker writes the site texts (and the landing's stats) into the HTML of the
 * landing and of the text pages (worker/pages/served-texts.ts) and puts the same answers, as GET
 * /api/site-content and GET /api/houses/stats give them, into `<script type="application/json" id={PAGE_DATA_ELEMENT_ID}>`
 * as a list of [query key, answer] pairs. The app's query cache starts from them
 * (src/lib/query-client.ts), so its first render is the HTML and hydrates without a mismatch.
 */
import type { SiteContentPage } from "./content-order";

export const PAGE_DATA_ELEMENT_ID = "page-data";

/** Query key of GET /api/site-content?page=... */
export const siteContentQueryKey = (page: SiteContentPage) => ["site-content", page] as const;

/** Query key of GET /api/houses/stats (under the houses' prefix: a house write refreshes it). */
export const siteStatsQueryKey = () => ["houses", "stats"] as const;
