/**
 * What a restored session asks for while the home screen's code still loads
 * (src/routes/app-routes.tsx): the search the address names (decision 379), else the screen's
 * defaults, and the screen's texts.
 */
import type { QueryClient } from "@tanstack/react-query";
import { houseInfiniteQuery } from "@/lib/queries/houses";
import { siteContentQuery } from "@/lib/queries/site-content";
import { homeSearch } from "./home-search";
import { readHomeUrl } from "./home-url";

/**
 * Asks for what the home screen first shows: its texts and the first page of its default search.
 * Answers already cached and fresh are not asked again. Not the top rated houses: they are below
 * the results and asked for once needed soon (decision 299).
 */
export function prefetchHomeAnswers(queryClient: QueryClient) {
  // The search the address names (decision 379): plain /home is the screen's defaults.
  const { params, pageSize } = homeSearch(readHomeUrl(new URLSearchParams(window.location.search)));
  void queryClient.prefetchInfiniteQuery(houseInfiniteQuery(params, pageSize));
  void queryClient.prefetchQuery(siteContentQuery("home"));
}
