/**
 * Stored images keep no identifying metadata (EXIF/GPS, XMP, text chunks, comments), and files
 * without pixel data or above the pixel limit are refused. Images are built byte by byte here.
 */
import { describe, it } from "vitest";
import { api, JPEG_DATA_URL, json, newCaller, PNG_DATA_URL } from "./factories";

const bytesOf = (dataUrl: string) =>
  Uint8Array.from(atob(dataUrl.split(",")[1]!), (c) => c.charCodeAt(0));
const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;
const text = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const contains = (haystack: Uint8Array, needle: Uint8Array) => {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

/** An EXIF APP1 segment whose IFD0 points to a GPS IFD with latitude 40 deg 39 min N. */
function exifWithGps() {
  const tiff = new Uint8Array(64);
  const v = new DataView(tiff.buffer);
  tiff.set(text("MM"), 0);
  v.setUint16(2, 42);
  v.setUint32(4, 8);
  v.setUint16(8, 1); // IFD0: one entry
  v.setUint16(10, 0x8825); // GPSInfo pointer
  v.setUint16(12, 4);
  v.setUint32(14, 1);
  v.setUint32(18, 26);
  v.setUint32(22, 0);
  v.setUint16(26, 2); // GPS IFD: two entries
  v.setUint16(28, 1); // GPSLatitudeRef "N"
  v.setUint16(30, 2);
  v.setUint32(32, 2);
  tiff.set(text("N\0"), 36);
  v.setUint16(40, 2); // GPSLatitude, 3 rationals at offset 56 (truncated set is fine here)
  v.setUint16(42, 5);
  v.setUint32(44, 1);
  v.setUint32(48, 56);
  v.setUint32(52, 0);
  v.setUint32(56, 40);
  v.setUint32(60, 1);
  const body = concat(text("Exif\0\0"), tiff);
  const segment = new Uint8Array(4 + body.length);
  segment.set([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  segment.set(body, 4);
  return segment;
}

function comSegment(comment: string) {
  const body = text(comment);
  return concat(
    new Uint8Array([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]),
    body,
  );
}

function crc32(bytes: Uint8Array) {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}
function pngChunk(type: string, data: Uint8Array) {
  const out = new Uint8Array(12 + data.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, data.length);
  out.set(text(type), 4);
  out.set(data, 8);
  v.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function upload(imageData: string) {
  const caller = newCaller();
  return api("/api/upload-image", { method: "POST", token: caller.token, body: { imageData } });
}
async function storedBytes(imageData: string) {
  const res = await upload(imageData);
  expect(res.status).toBe(201);
  const { imageUrl } = await json<{ imageUrl: string }>(res);
  return new Uint8Array(await (await api(imageUrl)).arrayBuffer());
}
let expect: import("vitest").ExpectStatic;

describe("metadata is stripped from stored images", () => {
  it("JPEG: EXIF with GPS tags and comments are gone, the image data stays", async (ctx) => {
    expect = ctx.expect;
    const original = bytesOf(JPEG_DATA_URL);
    // SOI, our EXIF (GPS) and a comment, then the rest of a real JPEG after its own SOI.
    const jpeg = concat(
      original.subarray(0, 2),
      exifWithGps(),
      comSegment("shot at 12 Elm St"),
      original.subarray(2),
    );
    expect(contains(jpeg, text("Exif"))).toBe(true);
    const stored = await storedBytes(dataUrl("image/jpeg", jpeg));
    expect(contains(stored, text("Exif"))).toBe(false);
    expect(contains(stored, text("12 Elm St"))).toBe(false);
    expect(contains(stored, new Uint8Array([0xff, 0xe1]))).toBe(false);
    expect([...stored.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(contains(stored, new Uint8Array([0xff, 0xda]))).toBe(true);
    expect([...stored.subarray(-2)]).toEqual([0xff, 0xd9]);
  });

  it("PNG: eXIf and text chunks are gone", async (ctx) => {
    expect = ctx.expect;
    const original = bytesOf(PNG_DATA_URL);
    const png = concat(
      original.subarray(0, 33),
      pngChunk("tEXt", text("Location\0GPS 40.65 -73.58")),
      pngChunk("eXIf", exifWithGps().subarray(10)),
      original.subarray(33),
    );
    const stored = await storedBytes(dataUrl("image/png", png));
    expect(contains(stored, text("tEXt"))).toBe(false);
    expect(contains(stored, text("eXIf"))).toBe(false);
    expect(contains(stored, text("IDAT"))).toBe(true);
    expect(stored).toEqual(original);
  });

  it("WebP: EXIF and XMP chunks are gone and the VP8X flags say so", async (ctx) => {
    expect = ctx.expect;
    const vp8x = new Uint8Array(18);
    vp8x.set(text("VP8X"));
    new DataView(vp8x.buffer).setUint32(4, 10, true);
    vp8x[8] = 0x0c; // has EXIF + XMP
    const vp8l = concat(text("VP8L"), new Uint8Array([5, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0]));
    const exif = concat(text("EXIF"), new Uint8Array([8, 0, 0, 0]), text("GPS40.65"));
    const xmp = concat(text("XMP "), new Uint8Array([4, 0, 0, 0]), text("<x/>"));
    const body = concat(text("WEBP"), vp8x, vp8l, exif, xmp);
    const riff = concat(text("RIFF"), new Uint8Array(4), body);
    new DataView(riff.buffer).setUint32(4, body.length, true);
    const stored = await storedBytes(dataUrl("image/webp", riff));
    expect(contains(stored, text("GPS40.65"))).toBe(false);
    expect(contains(stored, text("XMP "))).toBe(false);
    expect(contains(stored, text("VP8L"))).toBe(true);
    expect(stored[20]! & 0x0c).toBe(0);
    expect(new DataView(stored.buffer).getUint32(4, true)).toBe(stored.length - 8);
  });
});

describe("files that are not whole images are refused", () => {
  it("a header-only PNG (24 bytes, or signature + IHDR) is refused", async (ctx) => {
    expect = ctx.expect;
    const original = bytesOf(PNG_DATA_URL);
    for (const cut of [24, 33, original.length - 12]) {
      const res = await upload(dataUrl("image/png", original.subarray(0, cut)));
      expect(res.status, `${cut} bytes`).toBe(400);
      expect((await json(res)).message, `${cut} bytes`).toBe("Image could not be read");
    }
  });

  it("a JPEG without scan data is refused", async (ctx) => {
    expect = ctx.expect;
    const original = bytesOf(JPEG_DATA_URL);
    const sos = original.findIndex((b, i) => b === 0xff && original[i + 1] === 0xda);
    const res = await upload(dataUrl("image/jpeg", original.subarray(0, sos)));
    expect(res.status).toBe(400);
  });

  it("an 8000 x 8000 PNG (64 megapixels) is refused", async (ctx) => {
    expect = ctx.expect;
    const original = bytesOf(PNG_DATA_URL);
    const png = original.slice();
    new DataView(png.buffer).setUint32(16, 8000);
    new DataView(png.buffer).setUint32(20, 8000);
    const res = await upload(dataUrl("image/png", png));
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("Image is too large: at most 40 megapixels");
  });
});
