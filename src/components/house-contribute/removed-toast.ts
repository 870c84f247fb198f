import {
  MEDIA_REMOVED_TEXTS,
  type RemovedMedia,
  UNDO_OFFERED_MS,
  UNDO_TOAST_DURATION_MS,
} from "@contract/media-undo";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, HouseGoneError } from "@/lib/api";
import { noteHouseGone } from "@/lib/house-gone";
import { restoreMedia } from "@/lib/queries/media-undo";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { type ToastActionDescription, toast } from "@/lib/use-toast";

const TEXTS = {
  photo: {
    removed: MEDIA_REMOVED_TEXTS.photo,
    restored: { title: "Photo restored", description: "Photo restored successfully" },
    failed: "Failed to restore photo",
  },
  video: {
    removed: MEDIA_REMOVED_TEXTS.video,
    restored: { title: "Video restored", description: "Video restored successfully" },
    failed: "Failed to restore video",
  },
} as const;

/** The worker's own words, when they say why the Undo could not be made (decision 373). */
const SAID_WHY = new Set([403, 404, 409, 410]);

/** A removal whose Undo is owed: answered, not yet put back, and offered until `offeredUntil`. */
interface OwedRemoval {
  kind: RemovedMedia;
  houseId: number;
  undo: () => Promise<unknown>;
  offeredUntil: number;
}

/** What a toast says above its Undo: the removal's own texts, or an Undo's outcome. */
interface Said {
  title: string;
  description: string;
  variant?: "destructive";
  /** An Undo that did not get through: its button is "Try Again" (decision 376). */
  retry?: boolean;
}

/** This session's removals whose Undo is owed, oldest first (decision 373, amended). */
let owed: OwedRemoval[] = [];

/** The toast that offers the Undo now, so it can be told when a removal's offer ends. */
let offering: {
  houseId: number;
  said: Said | null;
  update(next: { description?: string; action?: ToastActionDescription; keep?: boolean }): void;
  dismiss(): void;
} | null = null;

/** The owed removals of this house still offered, oldest first. */
function owedOn(houseId: number) {
  const now = Date.now();
  owed = owed.filter((removal) => removal.offeredUntil > now);
  return owed.filter((removal) => removal.houseId === houseId);
}

/** "2 photos and 1 video". */
function counted(kinds: readonly RemovedMedia[]) {
  return (["photo", "video"] as const)
    .map((kind) => {
      const n = kinds.filter((k) => k === kind).length;
      return n === 0 ? null : `${n} ${kind}${n === 1 ? "" : "s"}`;
    })
    .filter(Boolean)
    .join(" and ");
}

/** "Photos restored", "Videos restored" or "Photos and videos restored". */
function restoredTitle(kinds: readonly RemovedMedia[]) {
  const photos = kinds.includes("photo");
  const videos = kinds.includes("video");
  return `${photos && videos ? "Photos and videos" : photos ? "Photos" : "Videos"} restored`;
}

/**
 * What the Undo puts back, for the toast's text and its button's spoken name; `retry`, after an
 * Undo that did not get through, the same with "Try Again".
 */
function undoWords(removals: readonly OwedRemoval[], retry = false) {
  const [only] = removals;
  const what =
    removals.length === 1 && only
      ? `the ${only.kind}`
      : `the ${counted(removals.map((r) => r.kind))}`;
  const label = retry ? "Try Again" : "Undo";
  return {
    label,
    offer: `${label} puts back ${what} you removed`,
    altText: retry ? `Try again to put back ${what}` : `Undo removing ${what}`,
  };
}

/**
 * The toast's texts and button for `said` (null: the newest removal's own texts) and the owed
 * removals of the house. One removal keeps the product's texts exactly; several say what the
 * Undo puts back.
 */
function offerOf(houseId: number, said: Said | null, queryClient: QueryClient) {
  const removals = owedOn(houseId);
  const newest = removals.at(-1);
  if (!said && !newest) return null;
  let { title, description } = said ?? TEXTS[(newest as OwedRemoval).kind].removed;
  const words = undoWords(removals, said?.retry);
  const action: ToastActionDescription | undefined = newest
    ? {
        label: words.label,
        altText: words.altText,
        onClick: () => undoAll(houseId, queryClient),
      }
    : undefined;
  if (said && newest) {
    description = `${description}${description.endsWith(".") ? "" : "."} ${words.offer}`;
  } else if (removals.length > 1) description = words.offer;
  return { title, description, action };
}

/**
 * Shows `said` (null: the newest removal's own texts) with the Undo of every removal of this house
 * still owed. Each removal's offer ends UNDO_OFFERED_MS after its answer, paused or not: the
 * toast then offers the rest, or closes (a toast of its own texts) or drops its button.
 */
function showOffer(houseId: number, said: Said | null, queryClient: QueryClient) {
  const offer = offerOf(houseId, said, queryClient);
  if (!offer) return;
  // A toast with the Undo is kept: another toast meanwhile shows beside it, not instead of it
  // (decision 376). This one takes the place of the last.
  offering?.dismiss();
  const shown = toast({
    ...offer,
    ...(said?.variant ? { variant: said.variant } : {}),
    ...(offer.action ? { duration: UNDO_TOAST_DURATION_MS, keep: true } : {}),
  });
  offering = { houseId, said, ...shown };
}

/** A removal's offer ended: the toast that offers the Undo says what is left. */
function offerEnded(queryClient: QueryClient) {
  if (!offering) return;
  const offer = offerOf(offering.houseId, offering.said, queryClient);
  if (!offer) {
    offering.dismiss();
    offering = null;
  } else {
    offering.update({
      description: offer.description,
      action: offer.action,
      keep: offer.action !== undefined,
    });
  }
}

/**
 * The worker's answer that the Undo cannot be made (decision 373): trying again would not help.
 * Anything else (a dropped connection, a server's failure, a sign-in that ran out) leaves the
 * removal offered, to be tried again (decision 376).
 */
function refused(error: unknown) {
  return error instanceof ApiError && SAID_WHY.has(error.status);
}

/** What a failed Undo says, or null when a toast already said it (401, api.ts). */
function failureText(kind: RemovedMedia, error: unknown) {
  if (error instanceof Error && error.name === "UnauthorizedError") return null;
  if (refused(error)) return (error as ApiError).message;
  return TEXTS[kind].failed;
}

/**
 * The Undo: puts back every removal of this house still owed, photos and videos alike, and says
 * how it went in one toast, which keeps offering the Undo of any removal answered meanwhile.
 */
async function undoAll(houseId: number, queryClient: QueryClient) {
  const taking = owedOn(houseId);
  // Once: a second press (or another toast's) finds nothing left to take.
  owed = owed.filter((removal) => !taking.includes(removal));
  if (!taking.length) return;
  const results = await Promise.allSettled(taking.map((removal) => removal.undo()));
  const back = taking.filter((_, i) => results[i]?.status === "fulfilled").map((r) => r.kind);
  const failures = taking.flatMap((removal, i) => {
    const result = results[i];
    return result?.status === "rejected" ? [{ kind: removal.kind, error: result.reason }] : [];
  });
  if (failures.some(({ error }) => error instanceof HouseGoneError)) {
    noteHouseGone(queryClient, houseId);
    return;
  }
  // Offered again, each until its own time, oldest first.
  const again = taking.filter((_, i) => {
    const result = results[i];
    return result?.status === "rejected" && !refused(result.reason);
  });
  owed = [...again, ...owed].sort((a, b) => a.offeredUntil - b.offeredUntil);
  const [one] = back;
  let said: Said | null;
  if (!failures.length) {
    said =
      back.length === 1 && one
        ? { ...TEXTS[one].restored }
        : { title: restoredTitle(back), description: `${counted(back)} restored successfully` };
  } else {
    const why = [...new Set(failures.map(({ kind, error }) => failureText(kind, error)))].filter(
      (text): text is string => text !== null,
    );
    const restored = back.length ? [`${counted(back)} restored successfully.`] : [];
    said = why.length
      ? {
          title: "Error",
          description: [...restored, ...why].join(" "),
          variant: "destructive",
          retry: again.length > 0,
        }
      : null;
  }
  if (said) showOffer(houseId, said, queryClient);
  if (back.length) await invalidateAfterContribution(queryClient);
}

/**
 * The toast after removing one's own photo or video, with its Undo (decision 373): the product's
 * texts as before, a button that puts it back, offered for UNDO_OFFERED_MS at most (the worker
 * takes it a minute longer). One toast offers the Undo at a time, so its Undo puts back every
 * removal of this house still offered, and says how many when there are several (decision 373,
 * amended); another toast raised meanwhile shows beside it (decision 376). A
 * plain function, not a hook: the Undo outlives the button that removed it (a video's goes with
 * the video).
 */
export function toastRemovedWithUndo(
  kind: RemovedMedia,
  houseId: number,
  mediaId: number,
  queryClient: QueryClient,
) {
  const undo = () => restoreMedia(kind, houseId, mediaId);
  owed.push({ kind, houseId, undo, offeredUntil: Date.now() + UNDO_OFFERED_MS });
  showOffer(houseId, null, queryClient);
  // Paused (a pointer over it, the focus in it, the window in the background), the toast would
  // stay: the Undo is offered no longer than the worker takes it.
  setTimeout(() => offerEnded(queryClient), UNDO_OFFERED_MS + 100);
}
