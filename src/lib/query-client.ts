import { PAGE_DATA_ELEMENT_ID } from "@contract/page-data";
import { QueryClient } from "@tanstack/react-query";

/**
 * No retry, no refetch on focus or by interval: a failure shows at once, not after retries. The
 * cache starts from the API answers the page's HTML was written with (contract/page-data.ts: the
 * site texts of the landing and the text pages, the landing's stats), as fresh as the page: the first render is the HTML, and none of
 * them is asked for again while it is fresh. A page without them (and the build's prerender, which
 * has no document) starts empty.
 */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  try {
    for (const [key, answer] of JSON.parse(
      document.getElementById(PAGE_DATA_ELEMENT_ID)!.textContent!,
    )) {
      client.setQueryData(key, answer);
    }
  } catch {}
  // The build's prerender has no window, and no weak signal to follow.
  if (typeof window !== "undefined") {
    void import("./offline/fresh-answers").then(({ takeFreshAnswers }) => takeFreshAnswers(client));
  }
  return client;
}
