/**
 * A weak signal, not just none (decision 342): the screens take the network's answer when it
 * comes, without a reload.
 * - The service worker gave a saved copy because the network was slow, then the network answered:
 *   the worker posts that answer and the queries that hold the saved copy take it.
 * - While the app is unreachable (3 s after it became so, then every 15 s: a network that passes
 *   nothing fires no event when it starts passing again), and once when the browser says it is
 *   back online, the screens' queries that hold a saved copy or failed for want of a connection
 *   are asked again; when there are none (a write failed, decision 348), one small request asks
 *   whether the API answers. Nothing is asked while the browser says it is offline.
 *
 * Loaded only once it has work (src/lib/query-client.ts, decision 350): the app became
 * unreachable, or the worker posted a late answer, which the app's own listener hands to
 * `takeFreshAnswer`.
 */
import type { Query, QueryClient } from "@tanstack/react-query";
import { checkConnection } from "../api";
import {
  forgetSavedCopy,
  holdsSavedCopy,
  isUnreachable,
  onReachabilityChange,
  SAVED_ANSWER_PATH,
  setUnreachable,
} from "./connection";
import { FRESH_API_ANSWER } from "./offline-rules";

/** How often the app asks again while it counts as unreachable. */
const READ_AGAIN_MS = 15_000;
/**
 * The first asking after the app became unreachable: soon, as one dropped request is the common
 * case online, yet not at once, as a network that has just failed rarely answers a moment later.
 */
const FIRST_READ_AGAIN_MS = 3_000;

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

function wantsAnswerAgain(query: Query) {
  return answersFromSavedCopy(query) || failedForConnection(query);
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
  let firstTimer: number | undefined;
  const stopTimers = () => {
    window.clearTimeout(firstTimer);
    window.clearInterval(timer);
  };
  const readAgain = () => {
    // The "online" event clears `unreachable` without telling the listeners: the timers stop here.
    if (!isUnreachable()) stopTimers();
    // Offline, a read would wait for the connection and a check would fail: the "online" event
    // asks instead, so an offline device sends nothing.
    if (!navigator.onLine) return;
    const filters = { type: "active", predicate: wantsAnswerAgain } as const;
    // The screens' own reads are the check: their answers set the flag, a saved copy keeping
    // it. A check of its own beside them could clear it between two saved copies on a slow
    // network, and the banner would come and go.
    if (client.getQueryCache().findAll(filters).length > 0) {
      void client.refetchQueries(filters);
    } else if (isUnreachable()) {
      void checkConnection();
    }
  };
  const followReachability = () => {
    stopTimers();
    if (!isUnreachable()) return;
    firstTimer = window.setTimeout(readAgain, FIRST_READ_AGAIN_MS);
    timer = window.setInterval(readAgain, READ_AGAIN_MS);
  };
  onReachabilityChange(followReachability);
  // Loaded because the app has just become unreachable: that change came before the listener.
  followReachability();
  window.addEventListener("online", readAgain);
}

/** The service worker's late network answer replaces the saved copy the queries hold. */
export function takeFreshAnswer(client: QueryClient, data: unknown) {
  const fresh = freshAnswer(data);
  if (!fresh) return;
  forgetSavedCopy(apiPathOf(fresh.path));
  for (const query of client.getQueryCache().findAll()) {
    if (query.meta?.[SAVED_ANSWER_PATH] === fresh.path) {
      client.setQueryData(query.queryKey, fresh.answer);
    }
  }
  setUnreachable(false);
}
