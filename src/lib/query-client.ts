import { PAGE_DATA_ELEMENT_ID } from "@contract/page-data";
import { QueryClient } from "@tanstack/react-query";
import { isUnreachable, onReachabilityChange } from "./offline/connection";
import { FRESH_API_ANSWER } from "./offline/offline-rules";

/**
 * No retry, no refetch on focus or by interval: a failure shows at once, not after retries. The
 * cache starts from the API answers the page's HTML was written with (contract/page-data.ts: the
 * site texts of the landing and the text pages, the landing's stats), as fresh as the page: the first render is the HTML, and none of
 * them is asked for again while it is fresh. A page without them (and the build's prerender, which
 * has no document) starts empty.
 *
 * A write is sent when it is asked for, connection or not (`networkMode: "always"`): offline it
 * fails at once with the app's connection message (src/lib/api.ts), as every screen expects.
 * TanStack's default would hold it paused while the browser says it is offline, the button busy
 * and silent, and send it by itself once the connection came back, after the user had given up.
 */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false, networkMode: "always" },
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
  if (typeof window !== "undefined") followWeakSignal(client);
  return client;
}

/**
 * Loads the weak-signal follower (src/lib/offline/fresh-answers.ts) only once it has work
 * (decision 350): the app became unreachable (a request got no answer, or a saved copy), or the
 * service worker posted a late answer. A page on a good connection never loads it. The worker's
 * messages are listened to from the start, and wait for the follower in the order they came.
 */
function followWeakSignal(client: QueryClient) {
  let follower: Promise<typeof import("./offline/fresh-answers")> | undefined;
  const follow = () => {
    follower ??= import("./offline/fresh-answers").then((module) => {
      module.takeFreshAnswers(client);
      return module;
    });
    return follower;
  };
  onReachabilityChange(() => {
    if (isUnreachable()) void follow();
  });
  const worker = navigator.serviceWorker;
  if (!worker) return;
  worker.addEventListener("message", (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === FRESH_API_ANSWER) {
      void follow().then((module) => module.takeFreshAnswer(client, data));
    }
  });
  // Messages wait until the page says it listens (else until its document has loaded).
  worker.startMessages();
}
