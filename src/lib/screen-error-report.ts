import { CLIENT_ERROR_LIMITS } from "@contract/client-error-limits";
import { api } from "./api";
import { isFailedDownload } from "./failed-download";

/**
 * Tells the API about a screen that failed and showed its error (src/routes/screen-error-boundary.tsx,
 * the map's "The map could not load.", a part whose code could not be had: src/lib/lazy-module.ts),
 * so it reaches the worker's log (docs/operations.md, Logs): the path, whether its code could not
 * be had or it threw, the message, and the stack with React's component stack after it. Cut to
 * the limits the API takes; not sent offline; a report that fails is dropped.
 */
export function reportScreenError(error: unknown, componentStack?: string | null) {
  if (!navigator.onLine) return;
  const failure = error instanceof Error ? error : new Error(String(error));
  const stack = [failure.stack, componentStack && `Component stack:${componentStack}`]
    .filter(Boolean)
    .join("\n\n");
  void api("POST /api/client-errors", {
    body: {
      path: window.location.pathname.slice(0, CLIENT_ERROR_LIMITS.path),
      kind: isFailedDownload(failure) ? "download" : "render",
      message: failure.message.slice(0, CLIENT_ERROR_LIMITS.message),
      stack: stack.slice(0, CLIENT_ERROR_LIMITS.stack) || undefined,
    },
  }).catch(() => undefined);
}
