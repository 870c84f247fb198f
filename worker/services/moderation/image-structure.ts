/**
 * Container-level image handling, no decoding: an image must carry its pixel data (not only a
 * header), and what is stored keeps only what is needed to show it. Metadata that can identify
 * a person or place (EXIF with GPS, XMP, text chunks, comments) is removed from every stored
 * JPEG, PNG and WebP.
 *
 * Kept on purpose in JPEG: APP0 (JFIF), APP2 "ICC_PROFILE" (colours) and APP14 "Adobe" (colour
 * transform needed to decode CMYK/YCCK files); they hold no personal data.
 */
/** The image types accepted anywhere (judged by magic bytes). */
export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/gif";

export class IncompleteImage extends Error {}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

function jpeg(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  let sawFrame = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new IncompleteImage("JPEG segment marker expected");
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) throw new IncompleteImage("JPEG segment cut");
    const segment = bytes.subarray(at, at + 2 + length);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) sawFrame = true;
    if (marker === 0xda) {
      // Start of scan: entropy-coded data (and later scans) run to the end-of-image marker.
      const last = bytes.length - 2;
      let end = last;
      while (end > at && !(bytes[end] === 0xff && bytes[end + 1] === 0xd9)) end -= 1;
      if (!sawFrame || end <= at + 2 + length) throw new IncompleteImage("JPEG has no image data");
      kept.push(bytes.subarray(at, end + 2));
      return concat(kept);
    }
    const identifier = ascii(bytes, at + 4, Math.min(12, length - 2));
    const keep =
      !(marker >= 0xe1 && marker <= 0xef) && marker !== 0xfe
        ? true
        : (marker === 0xe2 && identifier.startsWith("ICC_PROFILE")) ||
          (marker === 0xee && identifier.startsWith("Adobe"));
    if (keep) kept.push(segment);
    at += 2 + length;
  }
  throw new IncompleteImage("JPEG has no image data");
}

const PNG_DROPPED = new Set(["eXIf", "tEXt", "iTXt", "zTXt"]);

function png(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  let sawData = false;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) throw new IncompleteImage("PNG chunk cut");
    if (first && type !== "IHDR") throw new IncompleteImage("PNG must start with IHDR");
    first = false;
    if (type === "IDAT") sawData = true;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    if (type === "IEND") {
      if (!sawData) throw new IncompleteImage("PNG has no image data");
      return concat(kept);
    }
    at = end;
  }
  throw new IncompleteImage("PNG has no image data");
}

const WEBP_DROPPED = new Set(["EXIF", "XMP "]);

function webp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [];
  let at = 12;
  let sawData = false;
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  while (at + 8 <= riffEnd) {
    const type = ascii(bytes, at, 4);
    const length = view.getUint32(at + 4, true);
    const end = at + 8 + length + (length % 2);
    if (at + 8 + length > riffEnd) throw new IncompleteImage("WebP chunk cut");
    if (["VP8 ", "VP8L", "ANMF"].includes(type) && length > 0) sawData = true;
    if (!WEBP_DROPPED.has(type)) {
      const chunk = bytes.slice(at, Math.min(end, riffEnd));
      // VP8X flags: clear "has EXIF" (bit 3) and "has XMP" (bit 2) once those chunks are gone.
      if (type === "VP8X" && chunk.length > 8) chunk[8] = chunk[8]! & ~0x0c;
      kept.push(chunk);
    }
    at = end;
  }
  if (!sawData) throw new IncompleteImage("WebP has no image data");
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, 4 + body.byteLength, true);
  return concat([header, body]);
}

function gif(bytes: Uint8Array): Uint8Array {
  // An image descriptor (0x2C) after the header, and the trailer (0x3B) at the end.
  if (bytes.length < 20 || bytes[bytes.length - 1] !== 0x3b || !bytes.subarray(13).includes(0x2c)) {
    throw new IncompleteImage("GIF has no image data");
  }
  return bytes;
}

/**
 * The bytes to store: the same image without identifying metadata. Throws IncompleteImage when
 * the file has no pixel data (a header alone) or its structure is cut.
 */
export function withoutMetadata(bytes: Uint8Array, type: ImageType): Uint8Array {
  switch (type) {
    case "image/jpeg":
      return jpeg(bytes);
    case "image/png":
      return png(bytes);
    case "image/webp":
      return webp(bytes);
    case "image/gif":
      return gif(bytes);
  }
}
