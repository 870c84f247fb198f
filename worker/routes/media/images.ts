/**
 * Photos in R2. An upload is checked, moderated and stored in one request and answers
 * {imageUrl, pendingReview}; the forms attach the URL afterwards. A held image (waiting for
 * review) is served as a placeholder.
 */
import {
  MAX_IMAGE_BYTES,
  type UploadImageResponse,
  uploadImageRequestSchema,
} from "@contract/media";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { isMediaDeleted } from "../../db/media-deletions";
import { factory } from "../../factory";
import { decodeImage, storeCheckedImage } from "../../lib/http/moderation-guard";
import { validate } from "../../lib/http/validate";
import { keyFromMediaUrl } from "../../lib/media-urls";
import { currentUser, requireUser } from "../../middleware/auth";
import {
  HELD_PHOTO_PLACEHOLDER,
  isHeldPhoto,
  PHOTO_CACHE_CONTROL,
  photoWidthFrom,
  sizedPhotoKey,
} from "../../services/media-storage";
import { IMAGE_TOO_LARGE_MESSAGE } from "../../services/moderation";

/** Room for the multipart boundaries and part headers around the image itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The bytes of the `image` part of a multipart body, or a 400 saying what to send. */
async function imagePartBytes(request: Request): Promise<Uint8Array> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HTTPException(400, {
      message: "Send the image as multipart/form-data with a file field named image",
    });
  }
  const image = form.get("image");
  if (!(image instanceof File)) {
    throw new HTTPException(400, { message: "image: choose an image file" });
  }
  return new Uint8Array(await image.arrayBuffer());
}

/** A conditional get answers without a body when the browser's copy is current (304). */
function hasBody(object: R2Object | R2ObjectBody): object is R2ObjectBody {
  return "body" in object;
}

export const imageRoutes = factory
  .createApp()
  .post(
    "/image-uploads",
    requireUser,
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => c.json({ message: IMAGE_TOO_LARGE_MESSAGE }, 413),
    }),
    async (c) => {
      const bytes = await imagePartBytes(c.req.raw);
      const stored = await storeCheckedImage(c.env, c.var.db, bytes, currentUser(c).id);
      return c.json(stored satisfies UploadImageResponse, 201);
    },
  )
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
    const stored = async () =>
      (width ? await c.env.MEDIA.get(sizedPhotoKey(key, width), conditions) : null) ??
      (await c.env.MEDIA.get(key, conditions));
    // A photo the app deleted stays in R2 for the restore window but is gone for everyone at
    // once (decision 338). Asked beside the R2 read, so it costs no extra wait.
    const [deleted, object] = await Promise.all([isMediaDeleted(c.var.db, key), stored()]);
    if (deleted) {
      if (object && hasBody(object)) await object.body.cancel();
      throw new HTTPException(404, { message: "Not found" });
    }
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
