/**
 * Deletes a house and everything hanging off it: the rows (one batch, db/house-delete.ts), then
 * its photos in R2 (and its main image when we host it) and its uploaded videos. Photos and local
 * video files stop being served at once and leave R2 after the restore window (decision 338), so
 * a restore of the database brings the house back whole; Stream videos go from Stream at once,
 * or, when Stream refuses, at a later night (decision 355).
 *
 * Rows go first; storage is cleaned after, so a storage hiccup can leave an orphaned object but
 * never a row pointing at a missing one. Only images nothing else points at any more are deleted
 * (db/house-delete.ts storedMediaToRemove).
 */
import type { Db } from "../db/client";
import { deleteHouseRows, storedMediaToRemove } from "../db/house-delete";
import { deleteMediaUrls } from "./media-urls";
import { logError } from "./structured-log";
import { deleteRemovedVideos } from "./video-provider";

/** Returns false when the house does not exist. */
export async function deleteHouse(env: Env, db: Db, houseId: number): Promise<boolean> {
  const deleted = await deleteHouseRows(db, houseId);
  if (!deleted) return false;
  const media = await storedMediaToRemove(db, deleted);

  try {
    await deleteMediaUrls(db, media.imageUrls);
  } catch (error) {
    logError("house-media-cleanup-failed", error, { houseId, media: "photos" });
  }
  // One the host refuses is tried again by the nightly cleanup (decision 355).
  await deleteRemovedVideos(env, db, houseId, media.streamIds);
  return true;
}
