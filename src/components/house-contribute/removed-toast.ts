import { type RemovedMedia, UNDO_OFFERED_MS, UNDO_TOAST_DURATION_MS } from "@contract/media-undo";
import type { QueryClient } from "@tanstack/react-query";
import { ApiError, HouseGoneError } from "@/lib/api";
import { noteHouseGone } from "@/lib/house-gone";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { toast } from "@/lib/use-toast";
import { toastWriteError } from "./errors";

const TEXTS = {
  photo: {
    removed: { title: "Photo removed", description: "Photo removed successfully" },
    restored: { title: "Photo restored", description: "Photo restored successfully" },
    failed: "Failed to restore photo",
  },
  video: {
    removed: { title: "Video removed", description: "Video removed successfully" },
    restored: { title: "Video restored", description: "Video restored successfully" },
    failed: "Failed to restore video",
  },
} as const;

/** The worker's own words, when they say why the Undo could not be made (decision 373). */
const SAID_WHY = new Set([403, 404, 409, 410]);

/**
 * The toast after removing one's own photo or video, with its Undo (decision 373): the product's
 * texts as before, a button that puts it back, offered for UNDO_OFFERED_MS at most (the worker
 * takes it a minute longer). A plain function, not a hook: the Undo outlives the button that
 * removed it (a video's goes with the video).
 */
export function toastRemovedWithUndo(
  kind: RemovedMedia,
  houseId: number,
  undo: () => Promise<unknown>,
  queryClient: QueryClient,
) {
  const texts = TEXTS[kind];
  let pressed = false;
  const shown = toast({
    ...texts.removed,
    duration: UNDO_TOAST_DURATION_MS,
    action: {
      label: "Undo",
      altText: `Undo removing the ${kind}`,
      onClick: () => {
        // Once: the button closes the toast, but a second press may land first.
        if (pressed) return;
        pressed = true;
        undo().then(
          async () => {
            toast(texts.restored);
            await invalidateAfterContribution(queryClient);
          },
          (error: unknown) => {
            if (error instanceof HouseGoneError) {
              noteHouseGone(queryClient, houseId);
            } else if (error instanceof ApiError && SAID_WHY.has(error.status)) {
              toast({ title: "Error", description: error.message, variant: "destructive" });
            } else {
              toastWriteError(error, texts.failed);
            }
          },
        );
      },
    },
  });
  // Paused (a pointer over it, the focus in it, the window in the background), the toast would
  // stay: the Undo is offered no longer than the worker takes it.
  setTimeout(shown.dismiss, UNDO_OFFERED_MS);
}
