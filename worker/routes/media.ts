/**
 * Photos in R2 (docs/product.md, Media and moderation):
 *   POST /api/upload-image            inline image -> R2, answers {imageUrl: /api/media/<key>}
 *   GET  /api/media/<key>             the R2 object, short revalidated caching, stored type; a
 *                                     held image (waiting for review) answers a placeholder;
 *                                     ?w=400 or ?w=800 the smaller copy (services/photo-sizes)
 */
import { uploadImageRequestSchema } from "@contract/media";
import { HTTPException } from "hono/http-exception";
import { factory } from "../factory";
import { keyFromMediaUrl } from "../lib/media-urls";
import { decodeImage, storeCheckedImage } from "../lib/moderation-guard";
import { validate } from "../lib/validate";
import { currentUser, requireUser } from "../middleware/auth";
import {
  HELD_PHOTO_PLACEHOLDER,
  isHeldPhoto,
  PHOTO_CACHE_CONTROL,
  photoWidthFrom,
  sizedPhotoKey,
} from "../services/media-storage";

/** A conditional get answers without a body when the browser's copy is current (304). */
function hasBody(object: R2Object | R2ObjectBody): object is R2ObjectBody {
  return "body" in object;
}

export const mediaRoutes = factory
  .createApp()
  .post("/upload-image", requireUser, validate("json", uploadImageRequestSchema), async (c) => {
    const user = currentUser(c);
    const { imageData, contentType } = c.req.valid("json");
    const dataUrl = imageData.startsWith("data:")
      ? imageData
      : `data:${contentType ?? "application/octet-stream"};base64,${imageData}`;
    const bytes = decodeImage(dataUrl);
    return c.json(await storeCheckedImage(c.env, c.var.db, bytes, user.id), 201);
  })
  .get("/media/*", async (c) => {
    const key = keyFromMediaUrl(c.req.path);
    if (!key) {
      throw new HTTPException(404, { message: "Not found" });
    }
    // ?w=400 or ?w=800: the smaller copy made at upload; a photo without one (older, held, or
    // already narrower) answers with the original.
    const width = photoWidthFrom(c.req.query("w"));
    const conditions = { onlyIf: c.req.raw.headers };
    const sized = width ? await c.env.MEDIA.get(sizedPhotoKey(key, width), conditions) : null;
    const object = sized ?? (await c.env.MEDIA.get(key, conditions));
    if (!object) throw new HTTPException(404, { message: "Not found" });
    if (isHeldPhoto(object)) {
      // Not shown until an admin approves it; never cached, so approval shows it at once.
      return new Response(HELD_PHOTO_PLACEHOLDER, {
        headers: {
          "Content-Type": "image/svg+xml",
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
          "X-Moderation": "held",
        },
      });
    }
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    headers.set("Cache-Control", PHOTO_CACHE_CONTROL);
    headers.set("X-Content-Type-Options", "nosniff");
    if (!hasBody(object)) return new Response(null, { status: 304, headers });
    return new Response(object.body, { headers });
  });
