/**
 * Smaller copies of every stored photo (a card on a phone loads 400 px, not the 1920 px original),
 * made once at upload with the Images binding from the already moderated, metadata-free original,
 * so nothing a client sends is stored unchecked. media-storage owns where they live.
 */
import { PHOTO_WIDTHS, type PhotoWidth } from "@contract/photo-sizes";
import { logWarning } from "../../lib/structured-log";
import { PHOTO_CACHE_CONTROL, sizedPhotoKey } from "../media-storage";

const QUALITY = 82;

function streamOf(bytes: ArrayBuffer | Uint8Array): ReadableStream<Uint8Array> {
  return new Response(bytes).body!;
}

/**
 * Stores the copies of the photo stored under `key` (its stored, metadata-free `bytes`, which
 * the caller has in hand) that are narrower than it; returns their widths.
 * A photo without copies is still served whole at every width, so a failure here (an image the
 * resizer cannot read, the service down) is logged and never fails the upload.
 */
export async function storePhotoSizes(
  images: ImagesBinding | undefined,
  bucket: R2Bucket,
  key: string,
  bytes: ArrayBuffer | Uint8Array,
): Promise<PhotoWidth[]> {
  if (!images) return [];
  try {
    const info = await images.info(streamOf(bytes));
    if (!("width" in info)) return [];
    const widths = PHOTO_WIDTHS.filter((width) => width < info.width);
    for (const width of widths) {
      const result = await images
        .input(streamOf(bytes))
        .transform({ width })
        .output({ format: "image/jpeg", quality: QUALITY });
      await bucket.put(sizedPhotoKey(key, width), await result.response().arrayBuffer(), {
        httpMetadata: { contentType: "image/jpeg", cacheControl: PHOTO_CACHE_CONTROL },
      });
    }
    return widths;
  } catch (error) {
    logWarning("photo-sizes-not-made", {
      key,
      reason: error instanceof Error ? error.message : String(error),
      outcome: "the original serves every width",
    });
    return [];
  }
}
