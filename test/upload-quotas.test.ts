/**
 * Upload quotas and cleanup: a few unfinished uploads per person, attach only finished uploads,
 * no PATCH after completion, and the daily Cron Trigger removes stale uploads and unattached
 * photos (the scheduled handler is called like the runtime calls it).
 */
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, it } from "vitest";
import LIGHTS_JPEG from "../e2e/fixtures/lights.jpg?inline";
import worker from "../worker/index";
import {
  api,
  apiWithEnv,
  createHouse,
  failingWorkersAi,
  json,
  newCaller,
  PNG_DATA_URL,
  type TestCaller,
} from "./factories";

function mp4(length: number) {
  const out = new Uint8Array(length);
  out.set(new TextEncoder().encode("ftypisom"), 4);
  return out;
}

async function startUpload(caller: TestCaller, size: number) {
  return api("/api/get-upload-url", {
    method: "POST",
    token: caller.token,
    body: { fileSize: size, fileName: "lights.mp4" },
  });
}

function patch(uploadUrl: string, offset: number, body: Uint8Array) {
  return exports.default.fetch(
    new Request(`http://localhost${new URL(uploadUrl).pathname}`, {
      method: "PATCH",
      headers: {
        "Tus-Resumable": "1.0.0",
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
      },
      body,
    }),
  );
}

async function runDailyCleanup(at: number) {
  const ctx = createExecutionContext();
  worker.scheduled(createScheduledController({ scheduledTime: at, cron: "17 8 * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("video upload quota", () => {
  it("allows 3 unfinished uploads per person, then answers 429 with a clear message", async ({
    expect,
  }) => {
    const caller = newCaller();
    for (let i = 0; i < 3; i++) expect((await startUpload(caller, 100)).status).toBe(200);
    const fourth = await startUpload(caller, 100);
    expect(fourth.status).toBe(429);
    expect((await json(fourth)).message).toMatch(/already have 3 video uploads in progress/);
    // Someone else is not affected.
    expect((await startUpload(newCaller(), 100)).status).toBe(200);
  });

  it("a finished upload frees its place", async ({ expect }) => {
    const caller = newCaller();
    const first = await json<{ uploadUrl: string }>(await startUpload(caller, 16));
    for (let i = 0; i < 2; i++) await startUpload(caller, 16);
    expect((await startUpload(caller, 16)).status).toBe(429);
    expect((await patch(first.uploadUrl, 0, mp4(16))).status).toBe(204);
    expect((await startUpload(caller, 16)).status).toBe(200);
  });
});

describe("attaching videos", () => {
  it("only a finished upload can be attached, and a finished upload takes no more bytes", async ({
    expect,
  }) => {
    const caller = newCaller();
    const house = await createHouse();
    const { uploadUrl, streamId } = await json<{ uploadUrl: string; streamId: string }>(
      await startUpload(caller, 32),
    );
    const attach = () =>
      api(`/api/houses/${house.id}/videos`, {
        method: "POST",
        token: caller.token,
        body: { cloudflareStreamId: streamId },
      });
    const early = await attach();
    expect(early.status).toBe(409);
    expect((await json(early)).message).toMatch(/not finished uploading/);
    // Half the bytes: still not attachable.
    expect((await patch(uploadUrl, 0, mp4(16))).status).toBe(204);
    expect((await attach()).status).toBe(409);
    expect((await patch(uploadUrl, 16, new Uint8Array(16))).status).toBe(204);
    expect((await attach()).status).toBe(201);
    // Signed out, nobody can append to (or overwrite) the attached upload.
    expect((await patch(uploadUrl, 32, new Uint8Array(1))).status).toBe(409);
    expect((await patch(uploadUrl, 0, mp4(32))).status).toBe(409);
  });
});

describe("daily cleanup (Cron Trigger)", () => {
  it("removes unfinished uploads and unattached photos after a day, keeps what is in use", async ({
    expect,
  }) => {
    const caller = newCaller();
    const unfinished = await json<{ streamId: string }>(await startUpload(caller, 64));
    const finished = await json<{ uploadUrl: string; streamId: string }>(
      await startUpload(caller, 16),
    );
    await patch(finished.uploadUrl, 0, mp4(16));

    const uploadPhoto = async (imageData = PNG_DATA_URL) =>
      (
        await json<{ imageUrl: string }>(
          await api("/api/upload-image", {
            method: "POST",
            token: caller.token,
            body: { imageData },
          }),
        )
      ).imageUrl;
    // A real photo: it has smaller copies (outside photos/), which must go with it.
    const orphanUrl = await uploadPhoto(LIGHTS_JPEG);
    const orphanCopy = `photo-sizes/400/${orphanUrl.replace("/api/media/", "")}`;
    expect(await env.MEDIA.head(orphanCopy)).not.toBeNull();
    const mainUrl = await uploadPhoto();
    const galleryUrl = await uploadPhoto();
    const house = await createHouse();
    await env.DB.prepare("UPDATE houses SET main_image_url = ? WHERE id = ?")
      .bind(mainUrl, house.id)
      .run();
    const added = await api(`/api/houses/${house.id}/photos`, {
      method: "POST",
      token: caller.token,
      body: { imageUrl: galleryUrl },
    });
    expect(added.status).toBeLessThan(300);

    const rowOf = (id: string) =>
      env.DB.prepare("SELECT id FROM video_uploads WHERE id = ?").bind(id).first();
    const exists = async (url: string) => (await api(url)).status === 200;

    // Within the day nothing goes.
    await runDailyCleanup(Date.now());
    expect(await rowOf(unfinished.streamId)).not.toBeNull();
    expect(await exists(orphanUrl)).toBe(true);

    // A day and a bit later: the stale upload and the orphan photo are gone, the rest stays.
    await runDailyCleanup(Date.now() + 25 * 60 * 60 * 1000);
    expect(await rowOf(unfinished.streamId)).toBeNull();
    expect(await rowOf(finished.streamId)).not.toBeNull();
    expect(await exists(orphanUrl)).toBe(false);
    expect(await env.MEDIA.head(orphanCopy)).toBeNull();
    expect(await exists(mainUrl)).toBe(true);
    expect(await exists(galleryUrl)).toBe(true);
  });

  it("an unattached held image leaves storage and the admin review queue after a day", async ({
    expect,
  }) => {
    const caller = newCaller();
    const failingModel = { AI: failingWorkersAi("model down") };
    const upload = await apiWithEnv(failingModel, "/api/upload-image", {
      method: "POST",
      token: caller.token,
      body: { imageData: PNG_DATA_URL },
    });
    const { imageUrl } = await json<{ imageUrl: string }>(upload);
    const queued = () =>
      env.DB.prepare("SELECT id FROM held_images WHERE image_url = ?").bind(imageUrl).first();
    expect(await queued()).not.toBeNull();
    await runDailyCleanup(Date.now() + 25 * 60 * 60 * 1000);
    expect((await api(imageUrl)).status).toBe(404);
    expect(await queued()).toBeNull();
  });
});
