/**
 * The review queue of held images (docs/security.md, Image moderation): images the moderator
 * could not judge wait here; an admin approves (the image is served from then on) or rejects
 * (it leaves every house at once, and its storage after the restore window, decision 338).
 */
import { type AdminHeldImages, HELD_IMAGES_PAGE_SIZE } from "@contract/admin";
import { idParamSchema } from "@contract/params";
import { HTTPException } from "hono/http-exception";
import {
  deleteHeldImage,
  getHeldImage,
  listHeldImages,
  removeRejectedImage,
} from "../../db/held-images";
import { factory } from "../../factory";
import { houseChanged } from "../../lib/house-changed";
import { validate } from "../../lib/http/validate";
import { deleteMediaUrls, keyFromMediaUrl } from "../../lib/media-urls";
import { releaseHeldPhoto } from "../../services/media-storage";
import { imageModeratorFor } from "../../services/moderation";
import { storePhotoSizes } from "../../services/photo-sizes";

async function requireHeldImage(db: Parameters<typeof getHeldImage>[0], id: number) {
  const held = await getHeldImage(db, id);
  if (!held) throw new HTTPException(404, { message: "Held image not found" });
  return held;
}

function toBase64(bytes: Uint8Array) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export const adminHeldImageRoutes = factory
  .createApp()
  .get("/", async (c) => {
    const { rows, total } = await listHeldImages(c.var.db, HELD_IMAGES_PAGE_SIZE);
    return c.json(
      {
        moderation: imageModeratorFor(c.env).mode,
        total,
        images: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      } satisfies AdminHeldImages,
      200,
    );
  })
  .get("/:id{[0-9]+}/image", validate("param", idParamSchema), async (c) => {
    const held = await requireHeldImage(c.var.db, c.req.valid("param").id);
    const key = keyFromMediaUrl(held.imageUrl);
    const object = key ? await c.env.MEDIA.get(key) : null;
    if (!object) throw new HTTPException(404, { message: "The held image's file is gone" });
    const type = object.httpMetadata?.contentType ?? "application/octet-stream";
    const bytes = new Uint8Array(await object.arrayBuffer());
    return c.json({ dataUrl: `data:${type};base64,${toBase64(bytes)}` }, 200);
  })
  .post("/:id{[0-9]+}/approve", validate("param", idParamSchema), async (c) => {
    const held = await requireHeldImage(c.var.db, c.req.valid("param").id);
    const key = keyFromMediaUrl(held.imageUrl);
    const released = key ? await releaseHeldPhoto(c.env.MEDIA, key) : null;
    if (key && released) await storePhotoSizes(c.env.IMAGES, c.env.MEDIA, key, released);
    await deleteHeldImage(c.var.db, held.id);
    return c.json({ success: true }, 200);
  })
  .post("/:id{[0-9]+}/reject", validate("param", idParamSchema), async (c) => {
    const held = await requireHeldImage(c.var.db, c.req.valid("param").id);
    const removedPhotos = await removeRejectedImage(c.var.db, held.id, held.imageUrl);
    await deleteMediaUrls(c.var.db, [held.imageUrl]);
    for (const { houseId, photoId } of removedPhotos) {
      await houseChanged(c, houseId, { event: { type: "photo-deleted", houseId, photoId } });
    }
    return c.json({ success: true }, 200);
  });
