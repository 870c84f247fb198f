/**
 * A weak signal, not just none (decision 342): the screens take the network's answer when it
 * comes, without a reload.
 * - The service worker gave a saved copy because the network was slow, then the network answered:
 *   the worker posts that answer and the queries that hold the saved copy take it.
 * - While the app is unreachable, and again when the browser says it is back online, the screens'
 *   queries that hold a saved copy or failed for want of a connection are asked again (every 15 s:
 *   a network that passes nothing fires no event when it starts passing again).
 *
 * Loaded beside the app's first render, not in it (src/lib/query-client.ts): every page would
 * otherwise carry it in its first JavaScript, for a weak signal. The worker posts a late answer
 * only after waiting seconds for the network, long after this has loaded.
 */
import type { Query, QueryClient } from "@tanstack/react-query";
import {
  forgetSavedCopy,
  holdsSavedCopy,
  isUnreachable,
  onReachabilityChange,
  SAVED_ANSWER_PATH,
  setUnreachable,
} from "./connection";
import { FRESH_API_ANSWER } from "./offline-rules";

/** How often the app asks again while its answers are saved copies or failed for want of a connection. */
const READ_AGAIN_MS = 15_000;

function apiPathOf(path: string) {
  return new URL(path, window.location.origin).pathname;
}

function answersFromSavedCopy(query: Query) {
  const path = query.meta?.[SAVED_ANSWER_PATH];
  return typeof path === "string" && holdsSavedCopy(apiPathOf(path));
}

function failedForConnection(query: Query) {
  return query.state.status === "error" && query.state.error?.name === "ConnectionError";
}

function freshAnswer(data: unknown): { path: string; answer: unknown } | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, path, answer } = data as { type?: unknown; path?: unknown; answer?: unknown };
  return type === FRESH_API_ANSWER && typeof path === "string" ? { path, answer } : null;
}

export function takeFreshAnswers(client: QueryClient) {
  // The build's prerender may have dropped its stand-in window by the time this has loaded.
  if (typeof window === "undefined") return;
  let timer: number | undefined;
  const readAgain = () => {
    // The "online" event clears `unreachable` without telling the listeners: the timer stops here.
    if (!isUnreachable()) window.clearInterval(timer);
    void client.refetchQueries({
      type: "active",
      predicate: (query) => answersFromSavedCopy(query) || failedForConnection(query),
    });
  };
  onReachabilityChange(() => {
    window.clearInterval(timer);
    timer = isUnreachable() ? window.setInterval(readAgain, READ_AGAIN_MS) : undefined;
  });
  window.addEventListener("online", readAgain);
  const worker = navigator.serviceWorker;
  if (!worker) return;
  worker.addEventListener("message", (event) => {
    const fresh = freshAnswer(event.data);
    if (!fresh) return;
    forgetSavedCopy(apiPathOf(fresh.path));
    for (const query of client.getQueryCache().findAll()) {
      if (query.meta?.[SAVED_ANSWER_PATH] === fresh.path) {
        client.setQueryData(query.queryKey, fresh.answer);
      }
    }
    setUnreachable(false);
  });
  // Messages wait until the page says it listens (else until its document has loaded).
  worker.startMessages();
}
