/**
 * Photos and videos on a house. Adding needs sign-in; only the uploader removes their own (403
 * otherwise), and may undo that for a few minutes (decision 373): the removed row is kept, and an
 * uploaded video's delete at its host waits for the window's end. Stored bytes (R2 photos,
 * uploaded videos) are cleaned up after the row is gone (photos and local video files after the
 * restore window, decision 338; a Stream video Stream refused to delete at a later night,
 * decision 355).
 */

import { MAX_VIDEOS_PER_HOUSE, TOO_MANY_VIDEOS_MESSAGE } from "@contract/limits";
import {
  type AddedVideo,
  addPhotoRequestSchema,
  addVideoRequestSchema,
  type RestoredPhoto,
} from "@contract/media";
import { type RemovedMedia, UNDO_MESSAGES, UNDO_WINDOW_MS } from "@contract/media-undo";
import { houseIdParamSchema, housePhotoParamSchema, houseVideoParamSchema } from "@contract/params";
import { VIDEO_ALREADY_ON_HOUSE, videoIdentity } from "@contract/video-links";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Db } from "../../db/client";
import { isInReviewQueue } from "../../db/held-images";
import { confirmHouseLit } from "../../db/house-season";
import { isMediaDeleted } from "../../db/media-deletions";
import {
  findPhotoRemoval,
  findVideoRemoval,
  putPhotoBack,
  putVideoBack,
  type Removal,
  removePhotoForUndo,
  removeVideoForUndo,
} from "../../db/media-removals";
import { getPhoto, insertPhoto, isImageUrlReferenced } from "../../db/photos";
import {
  attachedStream,
  countVideosOfHouse,
  getVideo,
  insertVideoWithinLimit,
  linkedVideosOfHouse,
} from "../../db/videos";
import { scheduleRemovalEnd } from "../../durable-objects/house-events";
import type { AppEnv } from "../../factory";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { acceptImage, requireFamilyFriendly } from "../../lib/http/moderation-guard";
import { requireHouse } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { deleteMediaUrls, keyFromMediaUrl } from "../../lib/media-urls";
import { videoProvider } from "../../lib/video-provider";
import { currentUser, requireUser } from "../../middleware/auth";
import { isHeldPhoto } from "../../services/media-storage";
import { uploadFailure } from "./videos";

/** An upload belongs to one house (removing it deletes the file), and is attached once. */
export const VIDEO_ON_ANOTHER_HOUSE_MESSAGE = "This video is already on another house.";

/**
 * A house shows each video once: the same YouTube or Vimeo video under any form of link (long,
 * short, another user's copy) is refused, so it cannot take the house's places (decision 335).
 * Answers the ids of the linked videos it read: the write then lands only while the house has
 * taken no other link (noLinkAddedSince), so the check holds at the write (decision 373).
 */
async function requireNewVideoLink(db: Db, houseId: number, link: string): Promise<number[]> {
  const identity = videoIdentity(link);
  const linked = await linkedVideosOfHouse(db, houseId);
  if (
    linked.some(
      ({ videoUrl: stored }) => stored === link || (identity && videoIdentity(stored) === identity),
    )
  ) {
    throw new HTTPException(409, { message: VIDEO_ALREADY_ON_HOUSE });
  }
  return linked.map(({ id }) => id);
}

/**
 * How many times a video's write is tried while the only thing in its way is a link the house
 * took between the route's read of its links and the write (noLinkAddedSince): each such refusal
 * means another video came, so the house is soon full and the write refused for that.
 */
const VIDEO_WRITE_TRIES = MAX_VIDEOS_PER_HOUSE + 1;

/**
 * Attaching an upload that is already attached: on this house it is the same video (answered
 * again, nothing added); on another house a 409.
 */
function alreadyAttached(
  video: NonNullable<Awaited<ReturnType<typeof attachedStream>>>,
  houseId: number,
): AddedVideo {
  if (video.houseId !== houseId) {
    throw new HTTPException(409, { message: VIDEO_ON_ANOTHER_HOUSE_MESSAGE });
  }
  const { id, cloudflareStreamId, videoUrl, uploadedBy, createdAt } = video;
  return {
    id,
    houseId,
    cloudflareStreamId,
    videoUrl,
    uploadedBy,
    createdAt: createdAt.toISOString(),
  };
}

/**
 * An Undo's checks before anything is written (decision 373): only the one who removed it (or an
 * admin) may put it back, and only within the window.
 */
function requireUndoable<Row>(
  c: Context<AppEnv>,
  kind: RemovedMedia,
  removal: Removal<Row> | null,
  now: Date,
): asserts removal is Removal<Row> {
  if (!removal) throw new HTTPException(404, { message: UNDO_MESSAGES.notFound(kind) });
  const user = currentUser(c);
  if (removal.removedBy !== user.id && !user.isAdmin) {
    throw new HTTPException(403, { message: UNDO_MESSAGES.notYours(kind) });
  }
  if (removal.removedAt.getTime() < now.getTime() - UNDO_WINDOW_MS) {
    throw new HTTPException(410, { message: UNDO_MESSAGES.tooLate(kind) });
  }
}

/** A photo or video that is there (an Undo answered twice) is the caller's if they added it. */
function requireOwnMedia(c: Context<AppEnv>, kind: RemovedMedia, uploadedBy: string | null) {
  const user = currentUser(c);
  if (uploadedBy !== user.id && !user.isAdmin) {
    throw new HTTPException(403, { message: UNDO_MESSAGES.notYours(kind) });
  }
}

function photoAnswer(photo: NonNullable<Awaited<ReturnType<typeof getPhoto>>>): RestoredPhoto {
  const { id, houseId, imageUrl, caption, uploadedBy, createdAt } = photo;
  return { id, houseId, imageUrl, caption, uploadedBy, createdAt: createdAt.toISOString() };
}

function videoAnswer(video: NonNullable<Awaited<ReturnType<typeof getVideo>>>): AddedVideo {
  const { id, houseId, cloudflareStreamId, videoUrl, uploadedBy, createdAt } = video;
  return {
    id,
    houseId,
    cloudflareStreamId,
    videoUrl,
    uploadedBy,
    createdAt: createdAt.toISOString(),
  };
}

export const houseMediaRoutes = factory
  .createApp()
  .post(
    "/:id{[0-9]+}/photos",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", addPhotoRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      requireFamilyFriendly(body.caption);
      await requireHouse(c.var.db, id);
      const image = await acceptImage(c.env, c.var.db, body.imageUrl, user.id);
      const photo = await insertPhoto(c.var.db, {
        houseId: id,
        imageUrl: image.imageUrl,
        caption: body.caption ?? null,
        uploadedBy: user.id,
      });
      // A photo of the display this season says it is lit this year.
      await confirmHouseLit(c.var.db, id, new Date());
      await houseChanged(c, id, { event: { type: "photo-added", houseId: id, photoId: photo.id } });
      return c.json(
        {
          ...photo,
          createdAt: photo.createdAt.toISOString(),
          pendingReview: image.pendingReview,
        },
        201,
      );
    },
  )
  .delete(
    "/:id{[0-9]+}/photos/:photoId{[0-9]+}",
    requireUser,
    validate("param", housePhotoParamSchema),
    async (c) => {
      const user = currentUser(c);
      const { id, photoId } = c.req.valid("param");
      // A photo of a house that is gone went with it: the house is what the page must learn.
      await requireHouse(c.var.db, id);
      const photo = await getPhoto(c.var.db, id, photoId);
      if (!photo) throw new HTTPException(404, { message: "Photo not found" });
      if (photo.uploadedBy !== user.id) {
        throw new HTTPException(403, { message: "You can only delete photos you uploaded" });
      }
      // Kept for the Undo (decision 373); the file is no longer served from now on.
      await removePhotoForUndo(c.var.db, photo, user.id, new Date());
      if (!(await isImageUrlReferenced(c.var.db, photo.imageUrl))) {
        await deleteMediaUrls(c.var.db, [photo.imageUrl]);
      }
      await houseChanged(c, id, { event: { type: "photo-deleted", houseId: id, photoId } });
      return c.json({ success: true }, 200);
    },
  )
  .post(
    "/:id{[0-9]+}/photos/:photoId{[0-9]+}/restore",
    requireUser,
    validate("param", housePhotoParamSchema),
    async (c) => {
      const { id, photoId } = c.req.valid("param");
      const db = c.var.db;
      await requireHouse(db, id);
      // Put back already (an Undo sent twice): answered again, nothing written.
      const present = await getPhoto(db, id, photoId);
      if (present) {
        requireOwnMedia(c, "photo", present.uploadedBy);
        return c.json(photoAnswer(present), 200);
      }
      const now = new Date();
      const removal = await findPhotoRemoval(db, photoId, id);
      requireUndoable(c, "photo", removal, now);
      const key = keyFromMediaUrl(removal.row.imageUrl);
      // A photo waiting for review that a moderator turned down meanwhile stays down: its file
      // keeps the held mark and it has left the queue.
      const file = key ? await c.env.MEDIA.head(key) : null;
      if (file && isHeldPhoto(file) && !(await isInReviewQueue(db, removal.row.imageUrl))) {
        throw new HTTPException(409, { message: UNDO_MESSAGES.rejected });
      }
      const since = new Date(now.getTime() - UNDO_WINDOW_MS);
      if (!(await putPhotoBack(db, photoId, removal, key, since))) {
        // The house went meanwhile, or an Undo at the same moment put it back.
        await requireHouse(db, id);
        const again = await getPhoto(db, id, photoId);
        if (again) return c.json(photoAnswer(again), 200);
        throw new HTTPException(410, { message: UNDO_MESSAGES.tooLate("photo") });
      }
      await houseChanged(c, id, { event: { type: "photo-added", houseId: id, photoId } });
      const restored = await getPhoto(db, id, photoId);
      if (!restored) throw new HTTPException(404, { message: UNDO_MESSAGES.notFound("photo") });
      return c.json(photoAnswer(restored), 200);
    },
  )
  .post(
    "/:id{[0-9]+}/videos",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", addVideoRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      await requireHouse(c.var.db, id);
      let linksSeen = body.videoUrl ? await requireNewVideoLink(c.var.db, id, body.videoUrl) : [];
      let streamState: "processing" | "ready" | null = null;
      if (body.cloudflareStreamId) {
        // A video taken off its house whose delete Stream refused is still there, waiting for the
        // nightly cleanup to delete it again (decision 355): it is gone for people, like a photo.
        const upload =
          !(await isMediaDeleted(c.var.db, body.cloudflareStreamId)) &&
          (await videoProvider(c).describe(body.cloudflareStreamId).catch(uploadFailure));
        if (!upload) throw new HTTPException(400, { message: "cloudflareStreamId: unknown video" });
        if (upload.ownerId && upload.ownerId !== user.id) {
          throw new HTTPException(403, { message: "You can only add videos you uploaded" });
        }
        if (!upload.uploaded) {
          throw new HTTPException(409, {
            message: "This video has not finished uploading yet. Please wait and try again.",
          });
        }
        // Sent again (a retried submission whose answer was lost): the video is already there.
        const attached = await attachedStream(c.var.db, body.cloudflareStreamId);
        if (attached) return c.json(alreadyAttached(attached, id), 200);
        streamState = upload.ready ? "ready" : "processing";
      }
      let video: Awaited<ReturnType<typeof insertVideoWithinLimit>>;
      for (let tries = 1; ; tries++) {
        video = await insertVideoWithinLimit(
          c.var.db,
          {
            houseId: id,
            videoUrl: body.videoUrl ?? null,
            cloudflareStreamId: body.cloudflareStreamId ?? null,
            streamState,
            uploadedBy: user.id,
            linksSeen,
          },
          MAX_VIDEOS_PER_HOUSE,
        );
        if (video) break;
        // The insert also writes nothing for a house deleted since the check (decision 359).
        await requireHouse(c.var.db, id);
        // Attached by a request at the same moment, or else a full house.
        const attached =
          body.cloudflareStreamId && (await attachedStream(c.var.db, body.cloudflareStreamId));
        if (attached) return c.json(alreadyAttached(attached, id), 200);
        // The same video added (or put back) by a request at the same moment, under any link.
        if (body.videoUrl) linksSeen = await requireNewVideoLink(c.var.db, id, body.videoUrl);
        if (
          tries >= VIDEO_WRITE_TRIES ||
          (await countVideosOfHouse(c.var.db, id)) >= MAX_VIDEOS_PER_HOUSE
        ) {
          throw new HTTPException(409, { message: TOO_MANY_VIDEOS_MESSAGE });
        }
        // Another video's link came in between: read again, write again.
      }
      // The host's own bookkeeping: Stream drops the upload's record (decision 327).
      if (body.cloudflareStreamId) await videoProvider(c).attached(body.cloudflareStreamId);
      await houseChanged(c, id);
      return c.json({ ...video, createdAt: video.createdAt.toISOString() }, 201);
    },
  )
  .delete(
    "/:id{[0-9]+}/videos/:videoId{[0-9]+}",
    requireUser,
    validate("param", houseVideoParamSchema),
    async (c) => {
      const user = currentUser(c);
      const { id, videoId } = c.req.valid("param");
      await requireHouse(c.var.db, id);
      const video = await getVideo(c.var.db, id, videoId);
      if (!video) throw new HTTPException(404, { message: "Video not found" });
      if (video.uploadedBy !== user.id) {
        throw new HTTPException(403, { message: "You can only remove videos you added" });
      }
      const now = new Date();
      // Kept for the Undo (decision 373): an uploaded video stays at its host until the window
      // ends, when the house's Durable Object (or else the night) deletes it there.
      await removeVideoForUndo(c.var.db, video, user.id, now);
      await houseChanged(c, id);
      if (video.cloudflareStreamId) await scheduleRemovalEnd(c.env, id, now);
      return c.json({ success: true }, 200);
    },
  )
  .post(
    "/:id{[0-9]+}/videos/:videoId{[0-9]+}/restore",
    requireUser,
    validate("param", houseVideoParamSchema),
    async (c) => {
      const { id, videoId } = c.req.valid("param");
      const db = c.var.db;
      await requireHouse(db, id);
      // Put back already (an Undo sent twice): answered again, nothing written.
      const present = await getVideo(db, id, videoId);
      if (present) {
        requireOwnMedia(c, "video", present.uploadedBy);
        return c.json(videoAnswer(present), 200);
      }
      const now = new Date();
      const removal = await findVideoRemoval(db, videoId, id);
      requireUndoable(c, "video", removal, now);
      const since = new Date(now.getTime() - UNDO_WINDOW_MS);
      const { cloudflareStreamId, videoUrl } = removal.row;
      // The same video added again meanwhile, under any form of its link, as adding checks it:
      // the write lands only while the house has taken no link since this read.
      let linksSeen = videoUrl ? await requireNewVideoLink(db, id, videoUrl) : [];
      for (let tries = 1; ; tries++) {
        if (await putVideoBack(db, videoId, removal, since, MAX_VIDEOS_PER_HOUSE, linksSeen)) break;
        // Which rule refused it, as adding a video says it.
        await requireHouse(db, id);
        const again = await getVideo(db, id, videoId);
        if (again) return c.json(videoAnswer(again), 200);
        if (!(await findVideoRemoval(db, videoId, id)) || removal.removedAt < since) {
          throw new HTTPException(410, { message: UNDO_MESSAGES.tooLate("video") });
        }
        const attached = cloudflareStreamId && (await attachedStream(db, cloudflareStreamId));
        if (attached) {
          throw new HTTPException(409, {
            message:
              attached.houseId === id ? VIDEO_ALREADY_ON_HOUSE : VIDEO_ON_ANOTHER_HOUSE_MESSAGE,
          });
        }
        if (videoUrl) linksSeen = await requireNewVideoLink(db, id, videoUrl);
        if (
          tries >= VIDEO_WRITE_TRIES ||
          (await countVideosOfHouse(db, id)) >= MAX_VIDEOS_PER_HOUSE
        ) {
          throw new HTTPException(409, { message: UNDO_MESSAGES.houseFull });
        }
        // Another video's link came in between: read again, write again.
      }
      await houseChanged(c, id);
      const restored = await getVideo(db, id, videoId);
      if (!restored) throw new HTTPException(404, { message: UNDO_MESSAGES.notFound("video") });
      return c.json(videoAnswer(restored), 200);
    },
  );
