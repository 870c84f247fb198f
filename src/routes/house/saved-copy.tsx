/**
 * A house page without a connection (docs/product.md, Installable app and offline): the copy the
 * service worker saved when the visitor last opened it, marked with its time, or, for a house
 * never opened on this device, a plain "not saved" instead of "House not found".
 */
import type { HouseContent } from "@contract/house";
import type { HouseRef } from "@contract/house-path";
import { WifiOffIcon } from "lucide-react";
import { createContext, useEffect } from "react";
import { GoBackButton } from "@/components/layout/go-back-button";
import { savedCopyTime, useOnline } from "@/lib/offline/connection";
import { houseApiPath } from "@/lib/offline/offline-rules";
import { formatSavedTime } from "@/lib/offline/saved-time-format";

export const HOUSE_NOT_SAVED = "You're offline and this house isn't saved on this phone";

/**
 * True under a saved copy. Its fieldset disables every button and field; links (directions) read
 * this, since a fieldset does not disable them.
 */
export const SavedCopyContext = createContext(false);

/** How often a saved copy is read again while the browser says it is online (a weak signal). */
const SAVED_COPY_RETRY_MS = 15_000;

/**
 * When the house on screen is a saved copy, else null (the page is live):
 * - the service worker's copy, as of when it saved it; null once an answer comes from the
 *   network (useOnline re-renders the page then);
 * - offline, the house the app already holds, as of its last answer (one that came with the
 *   page's HTML: as of the page's load).
 * The service worker's copy is read again when the browser is back online, and every 15 s while
 * it says it is online, until the network answers and the page comes alive. Never at once: the
 * saved answer has just come, and the next try should wait for a change.
 */
export function useSavedCopy(
  ref: HouseRef | null,
  answer: { house: HouseContent | undefined; dataUpdatedAt: number; refetch: () => unknown },
): Date | null {
  const online = useOnline();
  const workerCopyAt = ref ? savedCopyTime(houseApiPath(ref)) : null;
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
  return !online && answer.house ? new Date(answer.dataUpdatedAt || performance.timeOrigin) : null;
}

export function SavedCopyNotice({ savedAt }: { savedAt: Date }) {
  return (
    <p
      className="mb-6 flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 text-sm"
      data-testid="saved-copy-notice"
    >
      <WifiOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">
          Saved copy from <time dateTime={savedAt.toISOString()}>{formatSavedTime(savedAt)}</time>
        </strong>
        . Favorites, reviews, photos and other changes need a connection.
      </span>
    </p>
  );
}

export function HouseNotSaved() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <WifiOffIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-bold text-2xl">{HOUSE_NOT_SAVED}</h1>
      <p className="text-muted-foreground">
        Houses you open while online are saved on this phone, so they open without a connection next
        time.
      </p>
      <GoBackButton />
    </div>
  );
}
