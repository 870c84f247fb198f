/**
 * The toast after removing one's own photo or video. Its Undo (removed-toast.ts, decision 373)
 * loads once something is removed: most visitors of a house page never remove anything, and the
 * first download of the house page (and of the screens that share its chunk) stays without it.
 * Should its code not come, the removal is still said, without the Undo.
 */
import { MEDIA_REMOVED_TEXTS, type RemovedMedia } from "@contract/media-undo";
import type { QueryClient } from "@tanstack/react-query";
import { lazyModule } from "@/lib/lazy-module";
import { toast } from "@/lib/use-toast";

const removedToast = lazyModule(() => import("./removed-toast"));

export async function toastRemoved(
  kind: RemovedMedia,
  houseId: number,
  mediaId: number,
  queryClient: QueryClient,
) {
  try {
    const { toastRemovedWithUndo } = await removedToast.load();
    toastRemovedWithUndo(kind, houseId, mediaId, queryClient);
  } catch {
    toast(MEDIA_REMOVED_TEXTS[kind]);
  }
}
