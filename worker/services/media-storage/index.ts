/**
 * Photos in R2, by key. No routes, no URLs, no database here: lib/media-urls.ts maps keys to
 * the URLs the worker serves them under.
 */
import { PHOTO_WIDTHS, type PhotoWidth } from "@contract/photo-sizes";
import type { ImageType } from "../moderation/image-inspect";
import { withoutMetadata } from "../moderation/image-structure";

export const PHOTO_KEY_PREFIX = "photos/";
/**
 * Short-lived with revalidation, not immutable: a deleted photo must stop being served from
 * browser and edge caches within minutes (a revalidation of a kept photo is a cheap 304).
 */
export const PHOTO_CACHE_CONTROL = "public, max-age=600, must-revalidate";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/**
 * The widths a page may ask for besides the original (contract/photo-sizes.ts), made at upload by
 * services/photo-sizes. The copy of "photos/<uuid>.jpg" at 400 px is
 * "photo-sizes/400/photos/<uuid>.jpg": outside photos/, so the daily cleanup (which lists
 * photos/) never takes a copy for an unattached upload, and deleted with its photo here.
 */

export function sizedPhotoKey(key: string, width: PhotoWidth): string {
  return `photo-sizes/${width}/${key}`;
}

/** The width a `?w=` query names when it is one we make; anything else means the original. */
export function photoWidthFrom(value: string | undefined): PhotoWidth | null {
  return PHOTO_WIDTHS.find((width) => String(width) === value) ?? null;
}

/**
 * Our keys are "photos/<uuid>.<ext>" (under 60 characters); R2 refuses keys over 1,024 bytes with
 * an error, so anything longer is simply not one of ours.
 */
const MAX_PHOTO_KEY_LENGTH = 256;

/** Whether `key` names a stored photo (and cannot climb out of the photo folder). */
export function isPhotoKey(key: string): boolean {
  return (
    key.length <= MAX_PHOTO_KEY_LENGTH && key.startsWith(PHOTO_KEY_PREFIX) && !key.includes("..")
  );
}

/**
 * Stores image bytes under a fresh key and returns the key and the bytes stored. Identifying metadata (EXIF with GPS,
 * XMP, text chunks) is removed here, so no caller can store it by mistake.
 */
export async function storePhoto(
  bucket: R2Bucket,
  bytes: Uint8Array,
  contentType: keyof typeof EXTENSIONS | string,
  uploadedBy: string,
  options: { held?: boolean } = {},
): Promise<{ key: string; stored: Uint8Array }> {
  const key = `${PHOTO_KEY_PREFIX}${crypto.randomUUID()}.${EXTENSIONS[contentType] ?? "bin"}`;
  const stored =
    contentType in EXTENSIONS ? withoutMetadata(bytes, contentType as ImageType) : bytes;
  await bucket.put(key, stored, {
    httpMetadata: { contentType, cacheControl: PHOTO_CACHE_CONTROL },
    customMetadata: options.held ? { uploadedBy, review: HELD } : { uploadedBy },
  });
  return { key, stored };
}

/**
 * Held photos (waiting for an admin because the moderator could not judge them) carry
 * `review: "held"` in their R2 metadata, so serving one needs no database read.
 */
const HELD = "held";

export function isHeldPhoto(object: { customMetadata?: Record<string, string> }) {
  return object.customMetadata?.review === HELD;
}

/**
 * Approval: the same key and bytes without the held mark. Returns the bytes (for the photo's
 * smaller copies), or null when the object is gone.
 */
export async function releaseHeldPhoto(bucket: R2Bucket, key: string): Promise<ArrayBuffer | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const { review: _held, ...customMetadata } = object.customMetadata ?? {};
  const bytes = await object.arrayBuffer();
  await bucket.put(key, bytes, { httpMetadata: object.httpMetadata, customMetadata });
  return bytes;
}

/** Served instead of a held photo: says what it is, shows nothing of the image. */
export const HELD_PHOTO_PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="#1e293b"/><text x="320" y="235" fill="#e2e8f0" font-family="sans-serif" font-size="28" text-anchor="middle">Photo waiting for review</text><text x="320" y="275" fill="#94a3b8" font-family="sans-serif" font-size="18" text-anchor="middle">It appears here once a moderator approves it.</text></svg>`;

/** R2 deletes up to 1,000 keys in one call. */
const MAX_KEYS_PER_DELETE = 1000;

/** A stored file's R2 keys: a photo's with its smaller copies, any other file's alone. */
function keysOfFile(key: string): string[] {
  return isPhotoKey(key) ? [key, ...PHOTO_WIDTHS.map((width) => sizedPhotoKey(key, width))] : [key];
}

/** What `deleteMediaKeys` did: the files gone, and those R2 refused, with its error. */
export interface MediaKeysDeleted {
  deleted: string[];
  failed: Array<{ key: string; error: unknown }>;
}

/**
 * Deletes the given stored files (a photo with its smaller copies), many in one R2 call. R2 fails
 * such a call whole when it refuses one of its keys (a name over 1,024 bytes is "not valid"), so
 * the files of a failed call are deleted again one at a time: a file R2 refuses fails alone, and
 * the others go. `maxFailures` ends that one-at-a-time pass: that many refusals mean R2 itself is
 * failing, and the files not tried yet are in neither list, so the caller keeps them for later.
 */
export async function deleteMediaKeys(
  bucket: R2Bucket,
  keys: string[],
  { maxFailures = Number.POSITIVE_INFINITY }: { maxFailures?: number } = {},
): Promise<MediaKeysDeleted> {
  const done: MediaKeysDeleted = { deleted: [], failed: [] };
  // Each call holds whole files, so a photo and its copies go (or fail) together.
  const calls: string[][] = [];
  let callKeys = 0;
  for (const key of new Set(keys)) {
    const size = keysOfFile(key).length;
    if (calls.length === 0 || callKeys + size > MAX_KEYS_PER_DELETE) {
      calls.push([]);
      callKeys = 0;
    }
    calls[calls.length - 1]?.push(key);
    callKeys += size;
  }
  for (const files of calls) {
    try {
      await bucket.delete(files.flatMap(keysOfFile));
      done.deleted.push(...files);
      continue;
    } catch {
      // Which file R2 refused only a call of its own can tell.
    }
    for (const key of files) {
      if (done.failed.length >= maxFailures) return done;
      try {
        await bucket.delete(keysOfFile(key));
        done.deleted.push(key);
      } catch (error) {
        done.failed.push({ key, error });
      }
    }
  }
  return done;
}
