import { env } from "cloudflare:workers";
import { uploadImageResponseSchema } from "@contract/media";
import { errorSchema } from "@contract/user";
import { describe, expect, it } from "vitest";
import LIGHTS_JPEG from "../e2e/fixtures/lights.jpg?inline";
import { createCloudflareStreamProvider } from "../worker/services/video/cloudflare-stream";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  GIF_DATA_URL,
  JPEG_DATA_URL,
  json,
  newCaller,
  PNG_DATA_URL,
  SVG_DATA_URL,
} from "./factories";

describe("POST /api/upload-image", () => {
  it("stores the bytes in R2 under the sniffed type and answers the URL", async ({ expect }) => {
    const caller = newCaller();
    for (const [dataUrl, type, ext] of [
      [PNG_DATA_URL, "image/png", "png"],
      [JPEG_DATA_URL, "image/jpeg", "jpg"],
      [GIF_DATA_URL, "image/gif", "gif"],
    ] as const) {
      const res = await api("/api/upload-image", {
        method: "POST",
        token: caller.token,
        body: { imageData: dataUrl, contentType: type },
      });
      expect(res.status).toBe(201);
      const { imageUrl } = await expectJson(res, uploadImageResponseSchema);
      expect(imageUrl).toMatch(new RegExp(`^/api/media/photos/[0-9a-f-]+\\.${ext}$`));
      const object = await env.MEDIA.head(imageUrl.replace("/api/media/", ""));
      expect(object?.httpMetadata?.contentType).toBe(type);
      expect(object?.customMetadata?.uploadedBy).toBe(caller.uid);
    }
  });

  it("accepts raw base64 with a contentType, but judges the type by magic bytes", async ({
    expect,
  }) => {
    const caller = newCaller();
    const raw = PNG_DATA_URL.split(",")[1];
    const res = await api("/api/upload-image", {
      method: "POST",
      token: caller.token,
      body: { imageData: raw, contentType: "image/jpeg" },
    });
    expect(res.status).toBe(201);
    expect((await expectJson(res, uploadImageResponseSchema)).imageUrl).toMatch(/\.png$/);
  });

  it("rejects SVG, text posing as PNG, oversize images, anonymous callers", async ({ expect }) => {
    const caller = newCaller();
    const cases = [
      SVG_DATA_URL,
      `data:image/png;base64,${btoa("this is not an image at all")}`,
      "not a data url",
    ];
    for (const imageData of cases) {
      const res = await api("/api/upload-image", {
        method: "POST",
        token: caller.token,
        body: { imageData },
      });
      expect(res.status, imageData.slice(0, 30)).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toBeTruthy();
    }
    const big = new Uint8Array(10 * 1024 * 1024 + 100);
    big.set([0xff, 0xd8, 0xff]);
    let binary = "";
    for (let i = 0; i < big.length; i += 0x8000) {
      binary += String.fromCharCode(...big.subarray(i, i + 0x8000));
    }
    const tooBig = await api("/api/upload-image", {
      method: "POST",
      token: caller.token,
      body: { imageData: `data:image/jpeg;base64,${btoa(binary)}` },
    });
    expect(tooBig.status).toBe(400);
    expect((await expectJson(tooBig, errorSchema)).message).toBe("Image is larger than 10 MB");
    const anon = await api("/api/upload-image", {
      method: "POST",
      body: { imageData: PNG_DATA_URL },
    });
    expect(anon.status).toBe(401);
    const missing = await api("/api/upload-image", {
      method: "POST",
      token: caller.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect((await expectJson(missing, errorSchema)).message).toMatch(/imageData/);
  });
});

describe("GET /api/media/*", () => {
  it("serves R2 objects with their type and short revalidated caching", async ({ expect }) => {
    const caller = newCaller();
    const { imageUrl } = await expectJson(
      await api("/api/upload-image", {
        method: "POST",
        token: caller.token,
        body: { imageData: PNG_DATA_URL },
      }),
      uploadImageResponseSchema,
    );
    const res = await api(imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=600, must-revalidate");
    const etag = res.headers.get("ETag");
    expect(etag).toBeTruthy();
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.slice(1, 4)).toEqual(new TextEncoder().encode("PNG"));

    const again = await api(imageUrl, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);

    expect((await api("/api/media/photos/missing.png")).status).toBe(404);
    expect((await api("/api/media/videos/anything")).status).toBe(404);
  });
});

describe("Cloudflare Stream adapter (production)", () => {
  it("asks for a direct creator upload over tus and reads URL and id from the headers", async ({
    expect,
  }) => {
    const calls: Request[] = [];
    // Recorded answer of POST /accounts/{id}/stream?direct_user=true (no network in tests).
    const recorded = new Response(null, {
      status: 201,
      headers: {
        Location:
          "https://upload.videodelivery.net/tus/90c68cb5cd4fd5350b1962279c90bec0?tusv2=true",
        "stream-media-id": "90c68cb5cd4fd5350b1962279c90bec0",
        "Tus-Resumable": "1.0.0",
      },
    });
    const provider = createCloudflareStreamProvider({
      accountId: "acc123",
      apiToken: "token-xyz",
      fetch: async (input, init) => {
        calls.push(new Request(input, init));
        return recorded;
      },
    });
    const answer = await provider.createUpload({
      fileSize: 123456,
      fileName: "Front yard.mp4",
      userId: "user-1",
    });
    expect(answer).toEqual({
      uploadUrl: "https://upload.videodelivery.net/tus/90c68cb5cd4fd5350b1962279c90bec0?tusv2=true",
      streamId: "90c68cb5cd4fd5350b1962279c90bec0",
    });
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.method).toBe("POST");
    expect(call.url).toBe(
      "https://api.cloudflare.com/client/v4/accounts/acc123/stream?direct_user=true",
    );
    expect(call.headers.get("Authorization")).toBe("Bearer token-xyz");
    expect(call.headers.get("Tus-Resumable")).toBe("1.0.0");
    expect(call.headers.get("Upload-Length")).toBe("123456");
    expect(call.headers.get("Upload-Creator")).toBe("user-1");
    const metadata = Object.fromEntries(
      call.headers
        .get("Upload-Metadata")!
        .split(",")
        .map((pair) => pair.split(" "))
        .map(([k, v]) => [k, atob(v!)]),
    );
    expect(metadata).toEqual({ name: "Front yard.mp4", maxDurationSeconds: "3600" });
  });

  it("fails clearly when Stream answers without the headers", async ({ expect }) => {
    const provider = createCloudflareStreamProvider({
      accountId: "acc",
      apiToken: "t",
      fetch: async () => Response.json({ success: false }, { status: 403 }),
    });
    await expect(
      provider.createUpload({ fileSize: 1, fileName: "a.mp4", userId: "u" }),
    ).rejects.toThrow("Stream direct upload failed: 403");
  });
});

describe("photo sizes", () => {
  /** Width and height from a JPEG's start-of-frame segment. */
  function jpegSize(bytes: Uint8Array) {
    let at = 2;
    while (at < bytes.length) {
      const marker = bytes[at + 1]!;
      const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
      if (marker >= 0xc0 && marker <= 0xc3) {
        return {
          height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
          width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
        };
      }
      at += 2 + length;
    }
    throw new Error("no JPEG frame");
  }

  async function fetchSize(url: string) {
    const res = await api(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=600, must-revalidate");
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { ...jpegSize(bytes), bytes: bytes.byteLength };
  }

  it("an upload is served 400 and 800 px wide on ?w=, whole otherwise; deleted together", async () => {
    const caller = newCaller();
    const { imageUrl } = await expectJson(
      await api("/api/upload-image", {
        method: "POST",
        token: caller.token,
        body: { imageData: LIGHTS_JPEG },
      }),
      uploadImageResponseSchema,
    );
    const original = await fetchSize(imageUrl);
    expect(original).toMatchObject({ width: 1200, height: 900 });
    const small = await fetchSize(`${imageUrl}?w=400`);
    expect(small).toMatchObject({ width: 400, height: 300 });
    expect(small.bytes).toBeLessThan(original.bytes / 4);
    expect(await fetchSize(`${imageUrl}?w=800`)).toMatchObject({ width: 800, height: 600 });
    // Any other width is the original, not an error.
    expect(await fetchSize(`${imageUrl}?w=123`)).toMatchObject({ width: 1200 });

    const house = await createHouse();
    const photo = await json<{ id: number }>(
      await api(`/api/houses/${house.id}/photos`, {
        method: "POST",
        token: caller.token,
        body: { imageUrl },
      }),
    );
    const removed = await api(`/api/houses/${house.id}/photos/${photo.id}`, {
      method: "DELETE",
      token: caller.token,
    });
    expect(removed.status).toBe(200);
    for (const url of [imageUrl, `${imageUrl}?w=400`, `${imageUrl}?w=800`]) {
      expect((await api(url)).status).toBe(404);
    }
    const key = imageUrl.replace("/api/media/", "");
    expect(await env.MEDIA.head(`photo-sizes/400/${key}`)).toBeNull();
    expect(await env.MEDIA.head(`photo-sizes/800/${key}`)).toBeNull();
  });

  it("a photo narrower than a size is served whole at that size", async () => {
    const caller = newCaller();
    const { imageUrl } = await expectJson(
      await api("/api/upload-image", {
        method: "POST",
        token: caller.token,
        body: { imageData: JPEG_DATA_URL },
      }),
      uploadImageResponseSchema,
    );
    const whole = await api(imageUrl);
    const asked = await api(`${imageUrl}?w=400`);
    expect(asked.status).toBe(200);
    expect(new Uint8Array(await asked.arrayBuffer())).toEqual(
      new Uint8Array(await whole.arrayBuffer()),
    );
  });
});
