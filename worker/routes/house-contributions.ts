/**
 * Writes on one house (docs/product.md, House page and contributions): ratings, features,
 * description, photos, videos, admin delete, and the live event stream. Every write: 401 signed
 * out, zod validation (400 naming the field, nothing written), moderation of text, owner checks
 * (403) on photos and videos.
 */
import { isFeatureId } from "@contract/features";
import { houseIdParamSchema } from "@contract/house";
import { connectedEvent, type LiveEvent } from "@contract/live-events";
import { addPhotoRequestSchema, addVideoRequestSchema } from "@contract/media";
import {
  descriptionRequestSchema,
  featuresRequestSchema,
  reviewRequestSchema,
} from "@contract/reviews";
import { isSupportedVideoUrl } from "@contract/video-links";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { houseExistsById, updateHouseDescription } from "../db/house-description";
import { addHouseFeatures, listHouseFeatures, removeHouseFeature } from "../db/house-features";
import { deletePhoto, getPhoto, insertPhoto, isImageUrlReferenced } from "../db/photos";
import { upsertReview } from "../db/reviews";
import { deleteVideo, getVideo, insertVideo } from "../db/videos";
import { broadcastHouseEvent, connectHouseEvents } from "../durable-objects/house-events";
import { factory } from "../factory";
import { deleteHouse } from "../lib/delete-house";
import { acceptImage, requireFamilyFriendly } from "../lib/moderation-guard";
import { validate } from "../lib/validate";
import { videoProvider } from "../lib/video-provider";
import { currentUser, requireAdmin, requireUser } from "../middleware/auth";
import { deleteMediaUrls } from "../services/media-storage";

const photoParamSchema = houseIdParamSchema.extend({ photoId: z.coerce.number().int().positive() });
const videoParamSchema = houseIdParamSchema.extend({ videoId: z.coerce.number().int().positive() });
const featureParamSchema = houseIdParamSchema.extend({ feature: z.string().min(1).max(100) });

/** Keep-alive comment for proxies, and the moment a gone browser is noticed at the latest. */
const SSE_HEARTBEAT_MS = 20_000;

async function requireHouse(db: Parameters<typeof houseExistsById>[0], houseId: number) {
  if (!(await houseExistsById(db, houseId))) {
    throw new HTTPException(404, { message: "House not found" });
  }
}

function sseFrame(event: LiveEvent) {
  // "connected" is the plain `message` event; the others are named after their type.
  const name = event.type === "connected" ? "" : `event: ${event.type}\n`;
  return `${name}data: ${JSON.stringify(event)}\n\n`;
}

export const houseContributionRoutes = factory
  .createApp()
  .post(
    "/:id{[0-9]+}/ratings",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", reviewRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      requireFamilyFriendly(body.review);
      await requireHouse(c.var.db, id);
      const result = await upsertReview(c.var.db, {
        houseId: id,
        userId: user.id,
        rating: body.rating,
        review: body.review,
      });
      return c.json({ review: result.review, house: result.house }, result.created ? 201 : 200);
    },
  )
  .put(
    "/:id{[0-9]+}/features",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", featuresRequestSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { features } = c.req.valid("json");
      const unknown = features.filter((f) => !isFeatureId(f));
      if (unknown.length) {
        throw new HTTPException(400, {
          message: `features: unknown feature ${unknown.join(", ")}`,
        });
      }
      await requireHouse(c.var.db, id);
      await addHouseFeatures(c.var.db, id, [...new Set(features)]);
      return c.json({ features: await listHouseFeatures(c.var.db, id) }, 200);
    },
  )
  .delete(
    "/:id{[0-9]+}/features/:feature",
    requireUser,
    validate("param", featureParamSchema),
    async (c) => {
      const { id, feature } = c.req.valid("param");
      await requireHouse(c.var.db, id);
      const outcome = await removeHouseFeature(c.var.db, id, feature);
      if (outcome === "missing") {
        throw new HTTPException(404, { message: "This house does not have that feature" });
      }
      if (outcome === "last") {
        throw new HTTPException(409, { message: "A house must keep at least one feature" });
      }
      return c.json({ features: await listHouseFeatures(c.var.db, id) }, 200);
    },
  )
  .put(
    "/:id{[0-9]+}/description",
    requireUser,
    validate("param", houseIdParamSchema),
    validate("json", descriptionRequestSchema),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { description } = c.req.valid("json");
      requireFamilyFriendly(description);
      const row = await updateHouseDescription(c.var.db, id, description, user.id);
      if (!row) throw new HTTPException(404, { message: "House not found" });
      await broadcastHouseEvent(c.env, { type: "description-updated", houseId: id });
      return c.json(row, 200);
    },
  )
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
      const imageUrl = await acceptImage(c.env, body.imageUrl, user.id);
      const photo = await insertPhoto(c.var.db, {
        houseId: id,
        imageUrl,
        caption: body.caption ?? null,
        uploadedBy: user.id,
      });
      await broadcastHouseEvent(c.env, { type: "photo-added", houseId: id, photoId: photo.id });
      return c.json({ ...photo, createdAt: photo.createdAt.toISOString() }, 201);
    },
  )
  .delete(
    "/:id{[0-9]+}/photos/:photoId{[0-9]+}",
    requireUser,
    validate("param", photoParamSchema),
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
      await broadcastHouseEvent(c.env, { type: "photo-deleted", houseId: id, photoId });
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
      }
      const video = await insertVideo(c.var.db, {
        houseId: id,
        videoUrl: body.videoUrl ?? null,
        cloudflareStreamId: body.cloudflareStreamId ?? null,
        uploadedBy: user.id,
      });
      return c.json({ ...video, createdAt: video.createdAt.toISOString() }, 201);
    },
  )
  .delete(
    "/:id{[0-9]+}/videos/:videoId{[0-9]+}",
    requireUser,
    validate("param", videoParamSchema),
    async (c) => {
      const user = currentUser(c);
      const { id, videoId } = c.req.valid("param");
      const video = await getVideo(c.var.db, id, videoId);
      if (!video) throw new HTTPException(404, { message: "Video not found" });
      if (video.uploadedBy !== user.id) {
        throw new HTTPException(403, { message: "You can only remove videos you added" });
      }
      await deleteVideo(c.var.db, videoId);
      if (video.cloudflareStreamId) {
        try {
          await videoProvider(c).delete(video.cloudflareStreamId);
        } catch (error) {
          console.error(`video ${video.cloudflareStreamId}: storage cleanup failed`, error);
        }
      }
      return c.json({ success: true }, 200);
    },
  )
  .delete("/:id{[0-9]+}", requireAdmin, validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteHouse(c.env, c.var.db, id))) {
      throw new HTTPException(404, { message: "House not found" });
    }
    return c.json({ success: true }, 200);
  })
  /**
   * Server-sent events for one house. The stateless worker holds the browser's stream; the
   * house's Durable Object only holds a hibernatable WebSocket to this relay.
   */
  .get("/:id{[0-9]+}/stream", validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireHouse(c.var.db, id);
    const socket = await connectHouseEvents(c.env, id);
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    let open = true;

    const cleanup = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      try {
        socket.close(1000, "browser left");
      } catch {
        // Already closed.
      }
      writer.close().catch(() => undefined);
    };
    const send = (text: string) => {
      if (!open) return;
      writer.write(encoder.encode(text)).catch(cleanup);
    };

    const heartbeat = setInterval(() => send(": keep-alive\n\n"), SSE_HEARTBEAT_MS);
    socket.addEventListener("message", (message) => {
      if (typeof message.data !== "string" || message.data === "pong") return;
      try {
        send(sseFrame(JSON.parse(message.data) as LiveEvent));
      } catch {
        // Not an event.
      }
    });
    socket.addEventListener("close", cleanup);
    socket.addEventListener("error", cleanup);
    // The browser went away: the readable side is cancelled, so the writer errors.
    writer.closed.catch(cleanup);
    c.req.raw.signal?.addEventListener("abort", cleanup);

    send("retry: 3000\n\n");
    send(sseFrame(connectedEvent(id)));
    return new Response(readable, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  });
