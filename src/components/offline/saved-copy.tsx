/**
 * A screen shown from the service worker's saved copy (docs/product.md, Installable app and
 * offline): the house page and the shared tour (decision 390).
 */
import { WifiOffIcon } from "lucide-react";
import { useEffect } from "react";
import { cn } from "@/lib/cn";
import { savedCopyTime, useOnline } from "@/lib/offline/connection";
import { formatSavedTime } from "@/lib/offline/saved-time-format";

/** How often a saved copy is read again while the browser says it is online (a weak signal). */
const SAVED_COPY_RETRY_MS = 15_000;

/**
 * When the screen's answer (from API path `apiPath`) is a saved copy, else null (the screen is
 * live):
 * - the service worker's copy, as of when it saved it; null once an answer comes from the
 *   network (useOnline re-renders the screen then);
 * - offline, the answer the app already holds, as of its last answer (one that came with the
 *   page's HTML: as of the page's load).
 * The service worker's copy is read again when the browser is back online, and every 15 s while
 * it says it is online, until the network answers and the screen comes alive. Never at once: the
 * saved answer has just come, and the next try should wait for a change.
 */
export function useSavedCopy(
  apiPath: string | null,
  answer: { data: unknown; dataUpdatedAt: number; refetch: () => unknown },
): Date | null {
  const online = useOnline();
  const workerCopyAt = apiPath ? savedCopyTime(apiPath) : null;
  const { refetch } = answer;
  useEffect(() => {
    if (!workerCopyAt) return;
    const readAgain = () => {
      if (navigator.onLine) void refetch();
    };
    window.addEventListener("online", readAgain);
    const timer = window.setInterval(readAgain, SAVED_COPY_RETRY_MS);
    return () => {
      window.removeEventListener("online", readAgain);
      window.clearInterval(timer);
    };
  }, [workerCopyAt, refetch]);
  if (workerCopyAt) return workerCopyAt;
  return !online && answer.data ? new Date(answer.dataUpdatedAt || performance.timeOrigin) : null;
}

/** "Saved copy from <time>." and what on the screen needs a connection. */
export function SavedCopyNotice({
  savedAt,
  needsConnection,
  className,
}: {
  savedAt: Date;
  needsConnection: string;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm",
        className,
      )}
      data-testid="saved-copy-notice"
    >
      <WifiOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">
          Saved copy from <time dateTime={savedAt.toISOString()}>{formatSavedTime(savedAt)}</time>
        </strong>
        . {needsConnection}
      </span>
    </p>
  );
}
