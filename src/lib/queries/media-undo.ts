import type { RemovedMedia } from "@contract/media-undo";
import { api } from "../api";

/**
 * The Undo of a removal (decision 373): the photo or video back as it was, within a few minutes.
 * Only the Undo's own code (loaded once something is removed) reads this.
 */
export const restoreMedia = (kind: RemovedMedia, houseId: number, mediaId: number) =>
  kind === "photo"
    ? api("POST /api/houses/:id/photos/:photoId/restore", {
        path: { id: houseId, photoId: mediaId },
      })
    : api("POST /api/houses/:id/videos/:videoId/restore", {
        path: { id: houseId, videoId: mediaId },
      });
