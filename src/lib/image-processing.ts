/**
 * Client-side photo preparation, shared by the house page and the submit page. (docs/product.md,
 * Media and moderation) Longest side 1920 px, JPEG quality 0.85, HEIC/HEIF converted in the
 * browser. Both heavy libraries are imported lazily, on first use.
 */
import { HOUSE_PAGE_IMAGE_ERROR } from "@contract/media-messages";

export const MAX_PHOTOS_PER_SELECTION = 5;
export const MAX_IMAGE_DIMENSION = 1920;
export const JPEG_QUALITY = 0.85;

/** Kept beside the other photo texts, zod- and library-free, for the screens' first load. */
export { HOUSE_PAGE_IMAGE_ERROR, SUBMIT_PAGE_IMAGE_ERROR } from "@contract/media-messages";

/** The internal causes; `message` is the user-facing text of the house page. */
export type ImageProcessingCause =
  | "Could not get canvas context"
  | "Could not compress image"
  | "Could not load image"
  | "Could not read file";

export class ImageProcessingError extends Error {
  constructor(
    readonly reason: ImageProcessingCause,
    readonly fileName: string,
    options?: { cause?: unknown },
  ) {
    super(HOUSE_PAGE_IMAGE_ERROR, options);
    this.name = "ImageProcessingError";
  }
}

/** HEIC/HEIF, also when the browser leaves the type empty (Chrome does for .heic). */
export function isHeic(file: File): boolean {
  const type = file.type.toLowerCase();
  if (type === "image/heic" || type === "image/heif") return true;
  return /\.(heic|heif)$/i.test(file.name);
}

/** Whether the picker should accept this file: images of any kind, HEIC/HEIF included. */
export function isAcceptedImage(file: File): boolean {
  return file.type.startsWith("image/") || isHeic(file);
}

function readAsDataUrl(blob: Blob, fileName: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") resolve(reader.result);
      else reject(new ImageProcessingError("Could not read file", fileName));
    };
    reader.onerror = () =>
      reject(new ImageProcessingError("Could not read file", fileName, { cause: reader.error }));
    reader.readAsDataURL(blob);
  });
}

async function heicToJpeg(file: File): Promise<File> {
  // The CSP build: its decoder never builds code from strings, so the page policy needs no
  // 'unsafe-eval' (docs/security.md).
  const { heicTo } = await import("heic-to/csp");
  let blob: Blob;
  try {
    blob = await heicTo({ blob: file, type: "image/jpeg", quality: JPEG_QUALITY });
  } catch (cause) {
    throw new ImageProcessingError("Could not load image", file.name, { cause });
  }
  return new File([blob], file.name.replace(/\.(heic|heif)$/i, ".jpg"), { type: "image/jpeg" });
}

function classify(error: unknown): ImageProcessingCause {
  const text = error instanceof Error ? error.message : String(error);
  if (/context/i.test(text)) return "Could not get canvas context";
  if (/load|decode|image given|not an image|source image/i.test(text))
    return "Could not load image";
  return "Could not compress image";
}

/**
 * One photo -> a JPEG data URL, longest side at most 1920 px, quality 0.85.
 * Throws ImageProcessingError (message = the house page's text; `reason` = the cause).
 */
export async function processImage(file: File): Promise<string> {
  const source = isHeic(file) ? await heicToJpeg(file) : file;
  const { default: imageCompression } = await import("browser-image-compression");
  let compressed: Blob;
  try {
    compressed = await imageCompression(source, {
      maxWidthOrHeight: MAX_IMAGE_DIMENSION,
      initialQuality: JPEG_QUALITY,
      fileType: "image/jpeg",
      // The worker variant fetches the library from a CDN: keep it in this thread (offline-safe).
      useWebWorker: false,
    });
  } catch (cause) {
    throw new ImageProcessingError(classify(cause), file.name, { cause });
  }
  return readAsDataUrl(compressed, file.name);
}

/** Several photos in order; the first failure rejects (callers show one toast). */
export async function processImages(files: readonly File[]): Promise<string[]> {
  const results: string[] = [];
  for (const file of files) results.push(await processImage(file));
  return results;
}
