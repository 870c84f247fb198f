/**
 * Photos and videos on a house. Adding needs sign-in; only the uploader removes their own (403
 * otherwise). Stored bytes (R2 photos, uploaded videos) are cleaned up after the row is gone.
 */

import { MAX_VIDEOS_PER_HOUSE, TOO_MANY_VIDEOS_MESSAGE } from "@contract/limits";
import { addPhotoRequestSchema, addVideoRequestSchema } from "@contract/media";
import { houseIdParamSchema, housePhotoParamSchema, houseVideoParamSchema } from "@contract/params";
import { isSupportedVideoUrl } from "@contract/video-links";
import { HTTPException } from "hono/http-exception";
import { confirmHouseLit } from "../../db/house-season";
import { deletePhoto, getPhoto, insertPhoto, isImageUrlReferenced } from "../../db/photos";
import { deleteVideo, getVideo, insertVideoWithinLimit } from "../../db/videos";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { acceptImage, requireFamilyFriendly } from "../../lib/http/moderation-guard";
import { requireHouse } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";
import { deleteMediaUrls } from "../../lib/media-urls";
import { videoProvider } from "../../lib/video-provider";
import { currentUser, requireUser } from "../../middleware/auth";

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
      const photo = await getPhoto(c.var.db, id, photoId);
      if (!photo) throw new HTTPException(404, { message: "Photo not found" });
      if (photo.uploadedBy !== user.id) {
        throw new HTTPException(403, { message: "You can only delete photos you uploaded" });
      }
      await deletePhoto(c.var.db, photoId);
      if (!(await isImageUrlReferenced(c.var.db, photo.imageUrl))) {
        await deleteMediaUrls(c.env.MEDIA, [photo.imageUrl]);
      }
      await houseChanged(c, id, { event: { type: "photo-deleted", houseId: id, photoId } });
      return c.json({ success: true }, 200);
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
      if (body.videoUrl && !isSupportedVideoUrl(body.videoUrl)) {
        throw new HTTPException(400, { message: "Please enter a valid YouTube or Vimeo URL" });
      }
      let streamState: "processing" | "ready" | null = null;
      if (body.cloudflareStreamId) {
        const upload = await videoProvider(c).describe(body.cloudflareStreamId);
        if (!upload) throw new HTTPException(400, { message: "cloudflareStreamId: unknown video" });
        if (upload.ownerId && upload.ownerId !== user.id) {
          throw new HTTPException(403, { message: "You can only add videos you uploaded" });
        }
        if (!upload.uploaded) {
          throw new HTTPException(409, {
            message: "This video has not finished uploading yet. Please wait and try again.",
          });
        }
        streamState = upload.ready ? "ready" : "processing";
      }
      const video = await insertVideoWithinLimit(
        c.var.db,
        {
          houseId: id,
          videoUrl: body.videoUrl ?? null,
          cloudflareStreamId: body.cloudflareStreamId ?? null,
          streamState,
          uploadedBy: user.id,
        },
        MAX_VIDEOS_PER_HOUSE,
      );
      // requireHouse passed above, so nothing added means the house is full.
      if (!video) throw new HTTPException(409, { message: TOO_MANY_VIDEOS_MESSAGE });
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
      const video = await getVideo(c.var.db, id, videoId);
      if (!video) throw new HTTPException(404, { message: "Video not found" });
      if (video.uploadedBy !== user.id) {
        throw new HTTPException(403, { message: "You can only remove videos you added" });
      }
      await deleteVideo(c.var.db, videoId);
      await houseChanged(c, id);
      if (video.cloudflareStreamId) {
        try {
          await videoProvider(c).delete(video.cloudflareStreamId);
        } catch (error) {
          console.error(`video ${video.cloudflareStreamId}: storage cleanup failed`, error);
        }
      }
      return c.json({ success: true }, 200);
    },
  );
