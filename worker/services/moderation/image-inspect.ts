/**
 * Structural image checks (docs/product.md, Media and moderation): the type comes from the magic
 * bytes, never from the declared type; only JPEG, PNG, WebP and GIF; at most 10 MB; sane
 * dimensions.
 */
import { MAX_IMAGE_BYTES, MAX_IMAGE_DIMENSION_SERVER, MAX_IMAGE_PIXELS } from "@contract/media";
import { type ImageType, IncompleteImage, withoutMetadata } from "./image-structure";

export const IMAGE_TOO_LARGE_MESSAGE = "Image is larger than 10 MB";

export type { ImageType };

export class ImageRejected extends Error {}

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 6 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) return "image/gif";
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

function dimensions(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (type) {
      case "image/png":
        return { width: view.getUint32(16), height: view.getUint32(20) };
      case "image/gif":
        return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
      case "image/webp": {
        const chunk = String.fromCharCode(...bytes.subarray(12, 16));
        if (chunk === "VP8 ")
          return {
            width: view.getUint16(26, true) & 0x3fff,
            height: view.getUint16(28, true) & 0x3fff,
          };
        if (chunk === "VP8L") {
          const bits = view.getUint32(21, true);
          return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
        }
        if (chunk === "VP8X") {
          const w = bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16);
          const h = bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16);
          return { width: w + 1, height: h + 1 };
        }
        return null;
      }
      case "image/jpeg": {
        let at = 2;
        while (at + 9 < bytes.length) {
          if (bytes[at] !== 0xff) return null;
          const marker = bytes[at + 1]!;
          if (marker === 0xff) {
            at += 1;
            continue;
          }
          const length = view.getUint16(at + 2);
          // SOF0..SOF15 except DHT (C4), JPG (C8), DAC (CC)
          if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
            return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
          }
          at += 2 + length;
        }
        return null;
      }
    }
  } catch {
    return null;
  }
}

/** Decodes a data URL (data:<type>;base64,<data>) or throws ImageRejected. */
export function decodeDataUrl(dataUrl: string): Uint8Array {
  const match = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w=.+-]+)*;base64,(.*)$/s.exec(dataUrl.trim());
  if (!match) throw new ImageRejected("Image must be inline image data (a base64 data URL)");
  const base64 = (match[2] ?? "").replace(/\s+/g, "");
  // Reject before decoding anything far above the limit.
  if ((base64.length * 3) / 4 > MAX_IMAGE_BYTES + 4) {
    throw new ImageRejected(IMAGE_TOO_LARGE_MESSAGE);
  }
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw new ImageRejected("Image data is not valid base64");
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Type, size and dimension checks; returns the sniffed type and dimensions. */
export function inspectImage(bytes: Uint8Array) {
  if (bytes.byteLength === 0) throw new ImageRejected("Image is empty");
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected(IMAGE_TOO_LARGE_MESSAGE);
  const type = sniffImageType(bytes);
  if (!type) throw new ImageRejected("Only JPEG, PNG, WebP and GIF images are accepted");
  const size = dimensions(bytes, type);
  if (!size || size.width < 1 || size.height < 1) {
    throw new ImageRejected("Image could not be read");
  }
  if (size.width > MAX_IMAGE_DIMENSION_SERVER || size.height > MAX_IMAGE_DIMENSION_SERVER) {
    throw new ImageRejected(
      `Image is too large: at most ${MAX_IMAGE_DIMENSION_SERVER} pixels per side`,
    );
  }
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejected(
      `Image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    );
  }
  let cleaned: Uint8Array;
  try {
    cleaned = withoutMetadata(bytes, type);
  } catch (error) {
    if (error instanceof IncompleteImage) throw new ImageRejected("Image could not be read");
    throw error;
  }
  /** `bytes` without identifying metadata (EXIF/GPS, XMP, text): what gets stored. */
  return { type, ...size, bytes: cleaned };
}
