/**
 * Family-friendliness checks the forms call before saving (docs/product.md, Media and moderation).
 * The same rules run again on every write path (lib/http/moderation-guard.ts); these calls only give
 * early answers. Answers: 200 {ok: true}, or 400 {message}. Image checks run the paid image
 * model, so they need sign-in (every form that uploads images is signed in anyway).
 */
import { validateImageRequestSchema, validateTextRequestSchema } from "@contract/media";
import { HTTPException } from "hono/http-exception";
import { factory } from "../../factory";
import {
  checkImageBytes,
  requireFamilyFriendly,
  resolveImageField,
} from "../../lib/http/moderation-guard";
import { validate } from "../../lib/http/validate";
import { requireUser } from "../../middleware/auth";

export const moderationCheckRoutes = factory
  .createApp()
  .post("/validate-text", validate("json", validateTextRequestSchema), async (c) => {
    requireFamilyFriendly(c.req.valid("json").text);
    return c.json({ ok: true as const }, 200);
  })
  .post("/validate-image", requireUser, validate("json", validateImageRequestSchema), async (c) => {
    const { imageUrl } = c.req.valid("json");
    const image = resolveImageField(imageUrl);
    let bytes: Uint8Array;
    if (image && "bytes" in image) {
      bytes = image.bytes;
    } else {
      const object = image ? await c.env.MEDIA.get(image.key) : null;
      if (!object) {
        throw new HTTPException(400, { message: "imageUrl must be inline image data" });
      }
      bytes = new Uint8Array(await object.arrayBuffer());
    }
    const { held } = await checkImageBytes(c.env, bytes);
    return c.json(held ? { ok: true as const, pendingReview: true } : { ok: true as const }, 200);
  });
