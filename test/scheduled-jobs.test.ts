/**
 * Scheduled job runs (docs/operations.md, Scheduled jobs): every run of the nightly backup and
 * cleanup is recorded, a failing job is recorded with its error and does not stop the next, and
 * the admin dashboard's route answers each job's newest run to admins only. Then the cleanup
 * itself: stale uploads and unattached photos go after a day, what is in use stays, and a mass of
 * unreferenced photos (rows lost by accident) is left alone until an operator approves it; files
 * deleted in the app wait out the restore window. It counts every photo in the bucket, so it lives
 * in this file with a runtime of its own.
 */

import { env } from "cloudflare:workers";
import { scheduledJobRunsSchema } from "@contract/operations";
import { afterEach, beforeEach, describe, it, type MockInstance, vi } from "vitest";
import LIGHTS_JPEG from "../e2e/fixtures/lights.jpg?inline";
import { DELETED_MEDIA_KEPT_DAYS, PHOTO_CLEANUP_APPROVAL_KEY } from "../worker/jobs/daily-cleanup";
import { expectJson } from "./expect-json";
import {
  api,
  apiWithEnv,
  createHouse,
  failingWorkersAi,
  json,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  type TestCaller,
} from "./factories";
import { NEXT_NIGHT, runNightlyJobs } from "./nightly-jobs";
import { mp4, patch, startUpload } from "./video-upload-requests";

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function lastRuns() {
  const admin = await newAdmin();
  return expectJson(
    await api("/api/admin/scheduled-jobs", { token: admin.token }),
    scheduledJobRunsSchema,
  );
}

describe("scheduled job runs", () => {
  it("answers no run for a job that never ran, to admins only", async ({ expect }) => {
    const user = await signedIn(newCaller());
    expect((await api("/api/admin/scheduled-jobs")).status).toBe(401);
    expect((await api("/api/admin/scheduled-jobs", { token: user.token })).status).toBe(403);
    expect(await lastRuns()).toEqual({ backup: null, cleanup: null });
  });

  it("records a failing job with its error, logs its stack, and still runs the next job", async ({
    expect,
  }) => {
    // The backups' bucket refuses writes: the backup cannot store its files; the cleanup runs.
    const refusingBucket = new Proxy(env.BACKUPS, {
      get(target, property) {
        if (property === "put") return () => Promise.reject(new Error("R2 refused the write"));
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await runNightlyJobs({ ...env, BACKUPS: refusingBucket });
    const runs = await lastRuns();
    expect(runs.backup).toMatchObject({
      job: "backup",
      ok: false,
      summary: null,
      error: "R2 refused the write",
      finishedAt: expect.any(String),
    });
    expect(runs.cleanup).toMatchObject({ job: "cleanup", ok: true, error: null });
    expect(runs.cleanup?.summary).toMatch(
      /^\d+ unfinished video uploads? and \d+ unattached photos? removed$/,
    );
    const failure = errors.mock.calls
      .map(([line]) => line as Record<string, unknown>)
      .find((line) => line?.event === "scheduled-job-failed");
    expect(failure).toMatchObject({
      job: "backup",
      errorMessage: "R2 refused the write",
      stack: expect.stringContaining("R2 refused the write"),
    });
  });

  it("answers the newest run of each job", async ({ expect }) => {
    await runNightlyJobs(env);
    const runs = await lastRuns();
    expect(runs.backup).toMatchObject({ ok: true, error: null });
    expect(runs.backup?.summary).toMatch(
      /^[\d,]+ rows? of \d+ tables and \d+ media keys? in backups\/\d{4}-\d{2}-\d{2}\/$/,
    );
    expect(runs.cleanup).toMatchObject({ ok: true });
    expect(Date.parse(runs.backup!.finishedAt!)).toBeGreaterThanOrEqual(
      Date.parse(runs.backup!.startedAt),
    );
  });
});

describe("nightly cleanup", () => {
  it("forgets the address of earlier days' page views, keeping today's (decision 389)", async ({
    expect,
  }) => {
    const house = await createHouse();
    const user = await signedIn(newCaller());
    const view = (init: { token?: string; ip: string }) =>
      api(`/api/houses/${house.id}/page-view`, {
        method: "POST",
        token: init.token,
        headers: { "CF-Connecting-IP": init.ip },
      });
    expect((await view({ token: user.token, ip: "203.0.113.40" })).status).toBe(200);
    expect((await view({ ip: "203.0.113.41" })).status).toBe(200);
    const addresses = () =>
      env.DB.prepare("SELECT viewer_key, view_day, ip_key FROM page_views WHERE house_id = ?")
        .bind(house.id)
        .all<{ viewer_key: string; view_day: string; ip_key: string | null }>()
        .then((r) => r.results);
    const today = await addresses();
    expect(today.map((row) => row.ip_key)).toEqual([
      expect.stringMatching(/^ip:/),
      expect.stringMatching(/^ip:/),
    ]);

    // The night after: both rows are from an earlier day; the count and the views stay.
    await runNightlyJobs(env, NEXT_NIGHT());
    const after = await addresses();
    expect(after).toEqual(today.map((row) => ({ ...row, ip_key: null })));
    // A view of the new day keeps its address until its own night.
    await env.DB.prepare(
      "INSERT INTO page_views (house_id, viewer_key, view_day, ip_key) VALUES (?, 'ip:later', '2999-12-31', 'ip:later')",
    )
      .bind(house.id)
      .run();
    await runNightlyJobs(env, NEXT_NIGHT());
    expect((await addresses()).filter((row) => row.ip_key !== null)).toEqual([
      { viewer_key: "ip:later", view_day: "2999-12-31", ip_key: "ip:later" },
    ]);
  });

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
    // The finished video is on the house: in use, so it stays.
    const attached = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: caller.token,
      body: { cloudflareStreamId: finished.streamId },
    });
    expect(attached.status).toBe(201);

    const rowOf = (id: string) =>
      env.DB.prepare("SELECT id FROM video_uploads WHERE id = ?").bind(id).first();
    const exists = async (url: string) => (await api(url)).status === 200;

    // Within the day nothing goes.
    await runNightlyJobs(env);
    expect(await rowOf(unfinished.streamId)).not.toBeNull();
    expect(await exists(orphanUrl)).toBe(true);

    // A day and a bit later: the stale upload and the orphan photo are gone, the rest stays.
    await runNightlyJobs(env, NEXT_NIGHT());
    expect(await rowOf(unfinished.streamId)).toBeNull();
    expect(await rowOf(finished.streamId)).not.toBeNull();
    expect(await exists(orphanUrl)).toBe(false);
    expect(await env.MEDIA.head(orphanCopy)).toBeNull();
    expect(await exists(mainUrl)).toBe(true);
    expect(await exists(galleryUrl)).toBe(true);
    expect((await lastRuns()).cleanup).toMatchObject({
      ok: true,
      summary: "1 unfinished video upload and 1 unattached photo removed",
    });
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
    await runNightlyJobs(env, NEXT_NIGHT());
    expect((await api(imageUrl)).status).toBe(404);
    expect(await queued()).toBeNull();
  });

  let photographer: TestCaller | undefined;

  /**
   * A house with this many stored photos, each a photo row; the accident is a DELETE of the rows
   * (a bad db-sync or a bulk delete looks the same to the cleanup). Answers the photos' URLs.
   */
  async function houseWithPhotos(photos: number) {
    photographer ??= await signedIn(newCaller());
    const house = await createHouse();
    const keys = Array.from({ length: photos }, () => `photos/${crypto.randomUUID()}.png`);
    await Promise.all(
      keys.map((key) =>
        env.MEDIA.put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          customMetadata: { uploadedBy: photographer!.uid },
        }),
      ),
    );
    const urls = keys.map((key) => `/api/media/${key}`);
    await env.DB.prepare(
      `INSERT INTO photos (house_id, image_url, uploaded_by)
       SELECT ?, value, ? FROM json_each(?)`,
    )
      .bind(house.id, photographer.uid, JSON.stringify(urls))
      .run();
    return { house, keys };
  }

  const loseRows = (houseId: number) =>
    env.DB.prepare("DELETE FROM photos WHERE house_id = ?").bind(houseId).run();
  const stored = async (keys: string[]) =>
    (await Promise.all(keys.map((key) => env.MEDIA.head(key)))).filter(Boolean).length;

  it("a mass of photos whose rows are gone is left alone, and the run says why", async ({
    expect,
  }) => {
    const { house, keys } = await houseWithPhotos(51);
    await loseRows(house.id);
    await runNightlyJobs(env, NEXT_NIGHT());

    expect(await stored(keys)).toBe(51);
    const { cleanup } = await lastRuns();
    expect(cleanup).toMatchObject({ ok: false, summary: null });
    expect(cleanup?.error).toMatch(
      /^Photo cleanup held back: 51 photos older than a day have no row pointing at them, more than a run may delete \(50: .*\)\. None were deleted\. If rows were lost, restore the database first/,
    );
    const logged = errors.mock.calls
      .map(([line]) => line as Record<string, unknown>)
      .find((line) => line?.event === "scheduled-job-failed" && line.job === "cleanup");
    expect(logged).toMatchObject({ errorName: "PhotoCleanupHeld" });

    // Restored (the rows are back): the next night deletes nothing and succeeds.
    await env.DB.prepare(
      `INSERT INTO photos (house_id, image_url, uploaded_by)
       SELECT ?, '/api/media/' || value, ? FROM json_each(?)`,
    )
      .bind(house.id, photographer!.uid, JSON.stringify(keys))
      .run();
    await runNightlyJobs(env, NEXT_NIGHT());
    expect(await stored(keys)).toBe(51);
    expect((await lastRuns()).cleanup).toMatchObject({
      ok: true,
      summary: "0 unfinished video uploads and 0 unattached photos removed",
    });
  });

  it("an operator's approval lets one large cleanup through, for the next run only", async ({
    expect,
  }) => {
    const { house, keys } = await houseWithPhotos(60);
    await loseRows(house.id);

    // Approved fewer than there are: still held, and the approval is used up.
    await env.MEDIA.put(PHOTO_CLEANUP_APPROVAL_KEY, "59\n");
    await runNightlyJobs(env, NEXT_NIGHT());
    expect(await stored(keys)).toBe(60);
    expect((await lastRuns()).cleanup?.error).toMatch(
      /None were deleted\. The approval of 59 was too small and is used up\./,
    );
    expect(await env.MEDIA.head(PHOTO_CLEANUP_APPROVAL_KEY)).toBeNull();

    await env.MEDIA.put(PHOTO_CLEANUP_APPROVAL_KEY, "60\n");
    await runNightlyJobs(env, NEXT_NIGHT());
    expect(await stored(keys)).toBe(0);
    expect((await lastRuns()).cleanup).toMatchObject({
      ok: true,
      summary: "0 unfinished video uploads and 60 unattached photos removed",
    });
    expect(await env.MEDIA.head(PHOTO_CLEANUP_APPROVAL_KEY)).toBeNull();
  });

  it("a night's ordinary leftovers go without approval: 50, or 2 % of the photos in use", async ({
    expect,
  }) => {
    const few = await houseWithPhotos(50);
    await loseRows(few.house.id);
    await runNightlyJobs(env, NEXT_NIGHT());
    expect(await stored(few.keys)).toBe(0);
    expect((await lastRuns()).cleanup).toMatchObject({ ok: true });

    // With 2,600 photos in use, 52 leftovers are 2 %: still an ordinary night. (Rows are what
    // count, so the photos in use need no stored files here.)
    const busy = await createHouse();
    await env.DB.prepare(
      `INSERT INTO photos (house_id, image_url, uploaded_by)
       SELECT ?, '/api/media/photos/in-use-' || value || '.png', ? FROM json_each(?)`,
    )
      .bind(busy.id, photographer!.uid, JSON.stringify(Array.from({ length: 2_600 }, (_, i) => i)))
      .run();
    const more = await houseWithPhotos(52);
    await loseRows(more.house.id);
    await runNightlyJobs(env, NEXT_NIGHT());
    expect(await stored(more.keys)).toBe(0);
    expect((await lastRuns()).cleanup).toMatchObject({
      ok: true,
      summary: "0 unfinished video uploads and 52 unattached photos removed",
    });
  });
});

describe("nightly cleanup of finished video uploads", () => {
  it("removes a finished upload no house took within a day of finishing; a video on a house stays", async ({
    expect,
  }) => {
    const caller = newCaller();
    const finishedUpload = async () => {
      const upload = await json<{ uploadUrl: string; streamId: string }>(
        await startUpload(caller, 16),
      );
      expect((await patch(upload.uploadUrl, 0, mp4(16))).status).toBe(204);
      return upload.streamId;
    };
    const leftOver = await finishedUpload();
    const onHouse = await finishedUpload();
    const house = await createHouse();
    const attached = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: caller.token,
      body: { cloudflareStreamId: onHouse },
    });
    expect(attached.status).toBe(201);
    const kept = async (streamId: string) =>
      Boolean(
        (await env.DB.prepare("SELECT id FROM video_uploads WHERE id = ?")
          .bind(streamId)
          .first()) && (await env.MEDIA.head(`videos/${streamId}`)),
      );

    // Within its day it waits for its house (a submit form not sent yet).
    await runNightlyJobs(env);
    expect(await kept(leftOver)).toBe(true);

    await runNightlyJobs(env, NEXT_NIGHT());
    expect(await kept(leftOver)).toBe(false);
    expect(await kept(onHouse)).toBe(true);
    expect((await api(`/api/videos/${onHouse}`)).status).toBe(200);
    const { cleanup } = await lastRuns();
    expect(cleanup).toMatchObject({ ok: true });
    expect(cleanup?.summary).toMatch(
      /^0 unfinished video uploads, 1 unattached video and \d+ unattached photos? removed$/,
    );
  });
});

describe("files deleted in the app wait out the restore window (decision 338)", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  /** A night this many days from now: deletions asked until now are that old then. */
  const nightIn = (days: number) => Date.now() + days * DAY_MS;
  const storedCount = async (keys: string[]) =>
    (await Promise.all(keys.map((key) => env.MEDIA.head(key)))).filter(Boolean).length;

  /** A real photo (it has smaller copies) on a new house, uploaded and attached by `caller`. */
  async function photoOnHouse(caller: TestCaller) {
    const { imageUrl } = await json<{ imageUrl: string }>(
      await api("/api/upload-image", {
        method: "POST",
        token: caller.token,
        body: { imageData: LIGHTS_JPEG },
      }),
    );
    const house = await createHouse();
    const photo = await json<{ id: number }>(
      await api(`/api/houses/${house.id}/photos`, {
        method: "POST",
        token: caller.token,
        body: { imageUrl },
      }),
    );
    const key = imageUrl.replace("/api/media/", "");
    const files = [key, `photo-sizes/400/${key}`, `photo-sizes/800/${key}`];
    const remove = () =>
      api(`/api/houses/${house.id}/photos/${photo.id}`, { method: "DELETE", token: caller.token });
    return { house, imageUrl, files, remove };
  }

  it("a deleted photo is served no more, stays in R2 for the window, then goes with its copies", async ({
    expect,
  }) => {
    const caller = newCaller();
    const { house, imageUrl, files, remove } = await photoOnHouse(caller);
    expect(await storedCount(files)).toBe(3);
    expect((await remove()).status).toBe(200);
    expect((await api(imageUrl)).status).toBe(404);
    // Gone for its uploader too: it cannot be attached again.
    const again = await api(`/api/houses/${house.id}/photos`, {
      method: "POST",
      token: caller.token,
      body: { imageUrl },
    });
    expect(again.status).toBe(400);

    // No orphan for the nightly cleanup (no row points at it), and kept until the window ends.
    await runNightlyJobs(env, NEXT_NIGHT());
    await runNightlyJobs(env, nightIn(DELETED_MEDIA_KEPT_DAYS - 1));
    expect(await storedCount(files)).toBe(3);
    expect((await api(imageUrl)).status).toBe(404);

    await runNightlyJobs(env, nightIn(DELETED_MEDIA_KEPT_DAYS + 1));
    expect(await storedCount(files)).toBe(0);
    expect((await lastRuns()).cleanup).toMatchObject({
      ok: true,
      summary: `0 unfinished video uploads and 0 unattached photos removed; 1 file deleted over ${DELETED_MEDIA_KEPT_DAYS} days ago removed`,
    });
  });

  it("a photo whose row is put back keeps its file, and is served again after the window", async ({
    expect,
  }) => {
    const { house, imageUrl, files, remove } = await photoOnHouse(newCaller());
    expect((await remove()).status).toBe(200);
    // An operator puts the row back by hand (a restore of the database would also have brought
    // back media_deletions as it was, without the deletion).
    await env.DB.prepare("INSERT INTO photos (house_id, image_url) VALUES (?, ?)")
      .bind(house.id, imageUrl)
      .run();

    await runNightlyJobs(env, nightIn(DELETED_MEDIA_KEPT_DAYS + 1));
    expect(await storedCount(files)).toBe(3);
    expect((await api(imageUrl)).status).toBe(200);
    expect((await lastRuns()).cleanup?.summary).toContain(
      `; 1 file deleted over ${DELETED_MEDIA_KEPT_DAYS} days ago kept: rows point at it again`,
    );
  });

  /** A local video file `caller` uploaded onto a new house: `remove` takes it off the house. */
  async function videoOnHouse(caller: TestCaller) {
    const upload = await json<{ uploadUrl: string; streamId: string }>(
      await startUpload(caller, 16),
    );
    const sent = await patch(upload.uploadUrl, 0, mp4(16));
    if (sent.status !== 204) throw new Error(`upload answered ${sent.status}`);
    const house = await createHouse();
    const added = await json<{ id: number }>(
      await api(`/api/houses/${house.id}/videos`, {
        method: "POST",
        token: caller.token,
        body: { cloudflareStreamId: upload.streamId },
      }),
    );
    const remove = () =>
      api(`/api/houses/${house.id}/videos/${added.id}`, { method: "DELETE", token: caller.token });
    return { streamId: upload.streamId, file: `videos/${upload.streamId}`, remove };
  }

  it("a local video removed from its house plays no more, and its file goes after the window", async ({
    expect,
  }) => {
    const { streamId, file, remove } = await videoOnHouse(newCaller());
    expect((await remove()).status).toBe(200);
    expect((await api(`/api/videos/${streamId}`)).status).toBe(404);

    await runNightlyJobs(env, nightIn(DELETED_MEDIA_KEPT_DAYS - 1));
    expect(await env.MEDIA.head(file)).not.toBeNull();
    await runNightlyJobs(env, nightIn(DELETED_MEDIA_KEPT_DAYS + 1));
    expect(await env.MEDIA.head(file)).toBeNull();
  });
  it("a file R2 refuses to delete fails alone, the others go that night, and it stops after 5 nights (decision 355)", async ({
    expect,
  }) => {
    const caller = newCaller();
    const photo = await photoOnHouse(caller);
    const video = await videoOnHouse(caller);
    expect((await photo.remove()).status).toBe(200);
    expect((await video.remove()).status).toBe(200);
    // R2 refuses a name over 1,024 bytes ("The specified object name is not valid"), alone or
    // among other keys. No route records such a key, so its row is written as the app writes one.
    const refused = `videos/${"x".repeat(1100)}`;
    await env.DB.prepare("INSERT INTO media_deletions (key, asked_at) VALUES (?, ?)")
      .bind(refused, Date.now())
      .run();
    const waiting = (key: string) =>
      env.DB.prepare("SELECT attempts, last_error FROM media_deletions WHERE key = ?")
        .bind(key)
        .first<{ attempts: number; last_error: string | null }>();
    const retryLines = () =>
      errors.mock.calls
        .map(([line]) => line)
        .filter((line) => line?.event === "r2-delete-retried" && line.key === refused);

    // The first night past the window: the good files go, in spite of the refused one.
    await runNightlyJobs(env, nightIn(DELETED_MEDIA_KEPT_DAYS + 1));
    expect(await storedCount([...photo.files, video.file])).toBe(0);
    expect(await waiting(photo.files[0] ?? "")).toBeNull();
    expect(await waiting(video.file)).toBeNull();
    expect(await waiting(refused)).toMatchObject({
      attempts: 1,
      last_error: expect.stringContaining("The specified object name is not valid"),
    });
    expect((await lastRuns()).cleanup).toMatchObject({ ok: true });
    expect((await lastRuns()).cleanup?.summary).toContain(
      "; 1 file R2 failed to delete: tried again the next night",
    );

    // Four more nights it fails, each attempt counted and logged; the fifth is the last.
    for (let night = 2; night <= 5; night++) {
      await runNightlyJobs(env, nightIn(DELETED_MEDIA_KEPT_DAYS + night));
    }
    expect(retryLines()).toEqual(
      [1, 2, 3, 4, 5].map((attempt) =>
        expect.objectContaining({
          attempt,
          maxAttempts: 5,
          outcome: attempt === 5 ? "given-up" : "failed",
          errorMessage: expect.stringContaining("The specified object name is not valid"),
        }),
      ),
    );
    expect(await waiting(refused)).toMatchObject({ attempts: 5 });
    expect((await lastRuns()).cleanup?.summary).toContain(
      "; 1 file left in R2 after 5 failed deletes: see its row in media_deletions",
    );

    // Then no night tries it again: the row stays, with R2's answer, for an operator.
    await runNightlyJobs(env, nightIn(DELETED_MEDIA_KEPT_DAYS + 6));
    expect(retryLines()).toHaveLength(5);
    expect(await waiting(refused)).toMatchObject({
      attempts: 5,
      last_error: expect.stringContaining("The specified object name is not valid"),
    });
    expect((await lastRuns()).cleanup).toMatchObject({ ok: true });
  });
});
