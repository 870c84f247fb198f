import { env, exports } from "cloudflare:workers";
import { addedVideoSchema, uploadUrlResponseSchema, videoPlaybackSchema } from "@contract/media";
import { errorSchema } from "@contract/user";
import { describe, expect, it } from "vitest";
import { localHostLookups } from "../worker/services/video";
import { expectJson } from "./expect-json";
import { api, apiWithEnv, createHouse, json, newCaller } from "./factories";

const MiB = 1024 * 1024;
const PART = 5 * MiB;

/** A fake video: an MP4 "ftyp" box header, then patterned bytes. */
function bytes(length: number, seed = 7) {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (i * 31 + seed) & 0xff;
  if (length >= 12) out.set(new TextEncoder().encode("ftypisom"), 4);
  return out;
}

/** Binary PATCH straight into the worker (the JSON helper would stringify the bytes). */
function patch(
  url: string,
  offset: number,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return exports.default.fetch(
    new Request(`http://localhost${new URL(url).pathname}`, {
      method: "PATCH",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Content-Type": "application/offset+octet-stream",
        "Upload-Offset": String(offset),
        ...headers,
      },
      body,
    }),
  );
}

async function head(url: string) {
  const res = await api(new URL(url).pathname, {
    method: "HEAD",
    headers: { "Tus-Resumable": "1.0.0" },
  });
  return { status: res.status, offset: Number(res.headers.get("Upload-Offset")), res };
}

/** A body that delivers `part` and then breaks, like a connection dropped mid-PATCH. */
function brokenBody(part: Uint8Array) {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        // Several chunks, as a network would deliver them.
        for (let at = 0; at < part.length; at += 256 * 1024) {
          controller.enqueue(part.slice(at, at + 256 * 1024));
        }
        return;
      }
      controller.error(new Error("connection reset"));
    },
  });
}

/** Puts the caller's finished upload on a new house: only videos on a house are served. */
async function attachToNewHouse(caller: { token: string }, streamId: string) {
  const house = await createHouse();
  const attached = await api(`/api/houses/${house.id}/videos`, {
    method: "POST",
    token: caller.token,
    body: { cloudflareStreamId: streamId },
  });
  expect(attached.status).toBe(201);
}

async function startUpload(size: number, fileName = "lights.mp4") {
  const caller = newCaller();
  const res = await api("/api/get-upload-url", {
    method: "POST",
    token: caller.token,
    body: { fileSize: size, fileName },
  });
  expect(res.status).toBe(200);
  const answer = await expectJson(res, uploadUrlResponseSchema);
  return { caller, ...answer };
}

describe("POST /api/get-upload-url", () => {
  it("needs sign-in and checks the 10 GB limit", async ({ expect }) => {
    const anon = await api("/api/get-upload-url", {
      method: "POST",
      body: { fileSize: 10, fileName: "a.mp4" },
    });
    expect(anon.status).toBe(401);
    const caller = newCaller();
    const tooBig = await api("/api/get-upload-url", {
      method: "POST",
      token: caller.token,
      body: { fileSize: 10 * 1024 ** 3 + 1, fileName: "huge.mp4" },
    });
    expect(tooBig.status).toBe(400);
    expect((await expectJson(tooBig, errorSchema)).message).toBe(
      "fileSize: Video files must be under 10GB",
    );
    // 10 GB is the last size taken, at every door; one byte more is refused there too.
    const tenGB = 10 * 1024 ** 3;
    const exactly = await api("/api/get-upload-url", {
      method: "POST",
      token: caller.token,
      body: { fileSize: tenGB, fileName: "exactly.mp4" },
    });
    expect(exactly.status).toBe(200);
    const tusOver = await api("/api/video-uploads", {
      method: "POST",
      token: caller.token,
      headers: { "Tus-Resumable": "1.0.0", "Upload-Length": String(tenGB + 1) },
    });
    expect(tusOver.status).toBe(413);
    expect(await json(tusOver)).toEqual({ message: "Video files must be under 10GB" });
    const options = await api("/api/video-uploads/x", { method: "OPTIONS" });
    expect(options.headers.get("Tus-Max-Size")).toBe(String(tenGB));
    const noName = await api("/api/get-upload-url", {
      method: "POST",
      token: caller.token,
      body: { fileSize: 10 },
    });
    expect(noName.status).toBe(400);
    expect((await expectJson(noName, errorSchema)).message).toMatch(/fileName/);
  });
});

describe("local tus endpoint", () => {
  it("creation through the tus POST gives a Location", async ({ expect }) => {
    const caller = newCaller();
    const res = await api("/api/video-uploads", {
      method: "POST",
      token: caller.token,
      headers: {
        "Tus-Resumable": "1.0.0",
        "Upload-Length": "1000",
        "Upload-Metadata": `filename ${btoa("clip.mov")}`,
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("Location")).toMatch(/\/api\/video-uploads\/[0-9a-f]{32}$/);
    const status = await head(res.headers.get("Location")!);
    expect(status.offset).toBe(0);
    expect(status.res.headers.get("Upload-Length")).toBe("1000");
    const anon = await api("/api/video-uploads", {
      method: "POST",
      headers: { "Upload-Length": "1000" },
    });
    expect(anon.status).toBe(401);
  });

  it("rejects a wrong offset (409), a wrong content type (415), extra bytes (413)", async ({
    expect,
  }) => {
    const { uploadUrl } = await startUpload(100);
    expect((await patch(uploadUrl, 5, bytes(10))).status).toBe(409);
    expect(
      (await patch(uploadUrl, 0, bytes(10), { "Content-Type": "application/octet-stream" })).status,
    ).toBe(415);
    expect((await patch(uploadUrl, 0, bytes(101))).status).toBe(413);
    expect((await head(uploadUrl)).offset).toBe(0);
    expect(
      (await head(`${new URL(uploadUrl).origin}/api/video-uploads/${"0".repeat(32)}`)).status,
    ).toBe(404);
  });

  // Moves 13 MiB through R2 multipart: give it room on a busy 2-core machine.
  it("resumes after an interrupted PATCH; R2 parts are equal but the last", {
    timeout: 90_000,
  }, async ({ expect }) => {
    const size = 2 * PART + 3 * MiB + 123;
    const file = bytes(size);
    const { uploadUrl, streamId, caller } = await startUpload(size);

    // First PATCH breaks after 7 MiB: one full part goes to R2, 2 MiB wait as pending.
    await patch(uploadUrl, 0, brokenBody(file.slice(0, 7 * MiB))).catch(() => undefined);
    const afterDrop = await head(uploadUrl);
    expect(afterDrop.offset).toBe(7 * MiB);

    // A small PATCH that does not fill a part.
    const small = await patch(uploadUrl, 7 * MiB, file.slice(7 * MiB, 8 * MiB));
    expect(small.status).toBe(204);
    expect(small.headers.get("Upload-Offset")).toBe(String(8 * MiB));

    // Not playable yet; nor can it be attached.
    expect((await api(`/api/videos/${streamId}`)).status).toBe(404);
    const house = await createHouse();
    const early = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: caller.token,
      body: { cloudflareStreamId: streamId },
    });
    expect(early.status).toBe(409);

    const rest = await patch(uploadUrl, 8 * MiB, file.slice(8 * MiB));
    expect(rest.status).toBe(204);
    expect(rest.headers.get("Upload-Offset")).toBe(String(size));

    const row = await env.DB.prepare("SELECT parts, completed_at FROM video_uploads WHERE id = ?")
      .bind(streamId)
      .first<{ parts: string; completed_at: number | null }>();
    expect(JSON.parse(row!.parts)).toHaveLength(3);
    expect(row!.completed_at).not.toBeNull();

    const object = await env.MEDIA.get(`videos/${streamId}`);
    expect(object?.size).toBe(size);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(file);
    expect(await env.MEDIA.head(`videos/${streamId}.pending`)).toBeNull();

    // Completed uploads take no more bytes.
    expect((await patch(uploadUrl, size, bytes(1))).status).toBe(409);

    // The uploader attaches it to a house; nobody else can.
    const other = newCaller();
    const stolen = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: other.token,
      body: { cloudflareStreamId: streamId },
    });
    expect(stolen.status).toBe(403);
    const attached = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: caller.token,
      body: { cloudflareStreamId: streamId },
    });
    expect(attached.status).toBe(201);
    const video = await expectJson(attached, addedVideoSchema);
    const ready = await expectJson(
      await api(`/api/videos/${streamId}/playback`),
      videoPlaybackSchema,
    );
    expect(ready).toEqual({ kind: "file", src: `/api/videos/${streamId}`, ready: true });

    // Removing the video: it plays no more at once; the file waits out the restore window
    // (decision 338; test/scheduled-jobs.test.ts sees the nightly cleanup delete it).
    const del = await api(`/api/houses/${house.id}/videos/${video.id}`, {
      method: "DELETE",
      token: caller.token,
    });
    expect(del.status).toBe(200);
    expect((await api(`/api/videos/${streamId}`)).status).toBe(404);
    expect(await env.MEDIA.head(`videos/${streamId}`)).not.toBeNull();
  });

  it("plays back with Range requests", async ({ expect }) => {
    const file = bytes(5000, 3);
    const { uploadUrl, streamId, caller } = await startUpload(file.length, "clip.mp4");
    expect((await patch(uploadUrl, 0, file)).status).toBe(204);
    await attachToNewHouse(caller, streamId);

    const whole = await api(`/api/videos/${streamId}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Content-Type")).toBe("video/mp4");
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(file);

    const part = await api(`/api/videos/${streamId}`, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe("bytes 100-199/5000");
    expect(part.headers.get("Content-Length")).toBe("100");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(file.slice(100, 200));

    const open = await api(`/api/videos/${streamId}`, { headers: { Range: "bytes=4990-" } });
    expect(open.status).toBe(206);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(file.slice(4990));

    const suffix = await api(`/api/videos/${streamId}`, { headers: { Range: "bytes=-10" } });
    expect(suffix.headers.get("Content-Range")).toBe("bytes 4990-4999/5000");
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(file.slice(4990));

    const beyond = await api(`/api/videos/${streamId}`, { headers: { Range: "bytes=6000-7000" } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("Content-Range")).toBe("bytes */5000");
  });

  it("answers whole for a Range it ignores, and 304 for the copy a browser has", async ({
    expect,
  }) => {
    const file = bytes(5000, 5);
    const { uploadUrl, streamId, caller } = await startUpload(file.length, "clip.mp4");
    expect((await patch(uploadUrl, 0, file)).status).toBe(204);
    await attachToNewHouse(caller, streamId);

    // Not a valid range (RFC 9110: ignored), or several ranges (may be answered whole).
    for (const range of ["bytes=abc", "items=0-10", "bytes=200-100", "bytes=0-1,5-6"]) {
      const whole = await api(`/api/videos/${streamId}`, { headers: { Range: range } });
      expect(whole.status, range).toBe(200);
      expect(whole.headers.get("Content-Range"), range).toBeNull();
      expect(new Uint8Array(await whole.arrayBuffer()), range).toEqual(file);
    }

    // Cached as photos are: a removed video stops playing within minutes.
    const first = await api(`/api/videos/${streamId}`);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=600, must-revalidate");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"/);
    await first.body?.cancel();
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await api(`/api/videos/${streamId}`, {
        headers: { "If-None-Match": ifNoneMatch, Range: "bytes=0-99" },
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get("ETag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    const changed = await api(`/api/videos/${streamId}`, {
      headers: { "If-None-Match": '"other"' },
    });
    expect(changed.status).toBe(200);
    await changed.body?.cancel();
  });

  it("serves no upload that is on no house", async ({ expect }) => {
    const file = bytes(3000);
    const { uploadUrl, streamId } = await startUpload(file.length);
    expect((await patch(uploadUrl, 0, file)).status).toBe(204);
    const unattached = await api(`/api/videos/${streamId}`);
    expect(unattached.status).toBe(404);
    expect(await json(unattached)).toEqual({ message: "Video not found or still processing" });
  });
});

describe("only videos are stored and served", () => {
  it("refuses an HTML page uploaded as a video, and serves videos as video with nosniff", async ({
    expect,
  }) => {
    const html = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    const { uploadUrl, streamId } = await startUpload(html.length);
    const refused = await patch(uploadUrl, 0, html);
    expect(refused.status).toBe(415);
    expect(await json(refused)).toEqual({ message: "Only video files can be uploaded" });
    // Refused for good: the upload is gone.
    expect((await head(uploadUrl)).status).toBe(404);
    expect((await api(`/api/videos/${streamId}`)).status).toBe(404);

    const file = bytes(5000);
    const video = await startUpload(file.length);
    expect((await patch(video.uploadUrl, 0, file)).status).toBe(204);
    await attachToNewHouse(video.caller, video.streamId);
    const served = await api(`/api/videos/${video.streamId}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toMatch(/^video\//);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Disposition")).toMatch(/^inline; filename=/);
  });
});

/**
 * On Stream every question about a video is an API call from the account's shared budget, and the
 * playback endpoint is public and polled every 5 s by each viewer of a processing video. The local
 * host counts the questions it is asked (localHostLookups) as Stream would bill them.
 */
describe("playback asks the video host sparingly", () => {
  /** Local uploads stay "processing" for an hour under this configuration. */
  const processing = { LOCAL_VIDEO_PROCESSING_SECONDS: "3600" };

  /** A finished upload attached to a new house, as its uploader does it. */
  async function attachedVideo(attachEnv: Partial<Env> = {}) {
    const file = bytes(3000);
    const { uploadUrl, streamId, caller } = await startUpload(file.length);
    expect((await patch(uploadUrl, 0, file)).status).toBe(204);
    const house = await createHouse();
    const attached = await apiWithEnv(attachEnv, `/api/houses/${house.id}/videos`, {
      method: "POST",
      token: caller.token,
      body: { cloudflareStreamId: streamId },
    });
    expect(attached.status).toBe(201);
    return streamId;
  }

  /** As if the host was last asked a minute ago: past every cache window. */
  async function lastAskedLongAgo(streamId: string) {
    await env.DB.prepare(
      "UPDATE videos SET stream_checked_at = stream_checked_at - 60000 WHERE cloudflare_stream_id = ?",
    )
      .bind(streamId)
      .run();
  }

  const playback = (streamId: string, overrides: Partial<Env> = {}) =>
    apiWithEnv(overrides, `/api/videos/${streamId}/playback`);

  it("answers 404 for an id no house has, without asking the host", async ({ expect }) => {
    const madeUp = `nope${crypto.randomUUID().replaceAll("-", "")}`;
    const unknown = await playback(madeUp);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: "Video not found" });
    expect(localHostLookups(madeUp)).toBe(0);

    // A finished upload the host knows, but that no house shows, is no different.
    const file = bytes(3000);
    const { uploadUrl, streamId } = await startUpload(file.length);
    expect((await patch(uploadUrl, 0, file)).status).toBe(204);
    expect((await playback(streamId)).status).toBe(404);
    expect(localHostLookups(streamId)).toBe(0);
  });

  it("lets the polls of many viewers of a processing video share one lookup", async ({
    expect,
  }) => {
    const streamId = await attachedVideo(processing);
    await lastAskedLongAgo(streamId);
    const before = localHostLookups(streamId);

    // Viewers polling at the same moment, then again within the window.
    const together = await Promise.all(
      Array.from({ length: 8 }, () => playback(streamId, processing)),
    );
    for (const answer of together) {
      expect(await expectJson(answer, videoPlaybackSchema)).toEqual({
        kind: "file",
        src: `/api/videos/${streamId}`,
        ready: false,
      });
    }
    for (let poll = 0; poll < 4; poll++) {
      expect((await json(await playback(streamId, processing))).ready).toBe(false);
    }
    expect(localHostLookups(streamId) - before).toBe(1);

    // Once the window has passed the host is asked again; once ready, never more.
    await lastAskedLongAgo(streamId);
    expect((await json(await playback(streamId))).ready).toBe(true);
    expect(localHostLookups(streamId) - before).toBe(2);
    await lastAskedLongAgo(streamId);
    for (let poll = 0; poll < 4; poll++) {
      expect((await json(await playback(streamId))).ready).toBe(true);
    }
    expect(localHostLookups(streamId) - before).toBe(2);
  });

  it("plays a video that was ready when attached without asking the host again", async ({
    expect,
  }) => {
    const streamId = await attachedVideo();
    await lastAskedLongAgo(streamId);
    const before = localHostLookups(streamId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => playback(streamId)));
    for (const answer of answers) {
      expect(await expectJson(answer, videoPlaybackSchema)).toEqual({
        kind: "file",
        src: `/api/videos/${streamId}`,
        ready: true,
      });
    }
    expect(localHostLookups(streamId)).toBe(before);
  });

  it("keeps a video the host no longer has as 404 for a while, asking once", async ({ expect }) => {
    const streamId = await attachedVideo(processing);
    // Gone from the host behind the app's back (as a video deleted in Stream's dashboard).
    await env.DB.prepare("DELETE FROM video_uploads WHERE id = ?").bind(streamId).run();
    await lastAskedLongAgo(streamId);
    const before = localHostLookups(streamId);
    for (let poll = 0; poll < 4; poll++) {
      const gone = await playback(streamId, processing);
      expect(gone.status).toBe(404);
      expect(await json(gone)).toEqual({ message: "Video not found" });
    }
    expect(localHostLookups(streamId) - before).toBe(1);
  });
});
