/**
 * Photos in R2 (docs/product.md, Media and moderation):
 *   POST /api/upload-image            inline image -> R2, answers {imageUrl: /api/media/<key>}
 *   GET  /api/media/<key>             the R2 object, short revalidated caching, stored type
 */
import { uploadImageRequestSchema } from "@contract/media";
import { HTTPException } from "hono/http-exception";
import { factory } from "../factory";
import { keyFromMediaUrl, mediaUrlForKey } from "../lib/media-urls";
import { checkImageBytes, decodeImage } from "../lib/moderation-guard";
import { validate } from "../lib/validate";
import { currentUser, requireUser } from "../middleware/auth";
import { PHOTO_CACHE_CONTROL, storePhoto } from "../services/media-storage";

export const mediaRoutes = factory
  .createApp()
  .post("/upload-image", requireUser, validate("json", uploadImageRequestSchema), async (c) => {
    const user = currentUser(c);
    const { imageData, contentType } = c.req.valid("json");
    const dataUrl = imageData.startsWith("data:")
      ? imageData
      : `data:${contentType ?? "application/octet-stream"};base64,${imageData}`;
    const bytes = decodeImage(dataUrl);
    const info = await checkImageBytes(c.env, bytes);
    const imageUrl = mediaUrlForKey(await storePhoto(c.env.MEDIA, bytes, info.type, user.id));
    return c.json({ imageUrl }, 201);
  })
  .get("/media/*", async (c) => {
    const key = keyFromMediaUrl(c.req.path);
    if (!key) {
      throw new HTTPException(404, { message: "Not found" });
    }
    const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
    if (!object) throw new HTTPException(404, { message: "Not found" });
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("ETag", object.httpEtag);
    headers.set("Cache-Control", PHOTO_CACHE_CONTROL);
    headers.set("X-Content-Type-Options", "nosniff");
    if (!("body" in object)) return new Response(null, { status: 304, headers });
    return new Response(object.body, { headers });
  });
