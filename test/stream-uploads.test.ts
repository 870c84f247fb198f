/**
 * Uploads on production's video host, Cloudflare Stream (decision 327): recorded in D1 when the
 * worker asks Stream for them, so they hold one of a person's 3 places until a house has them,
 * their uploader can delete them, and the nightly cleanup deletes at Stream those a day old on no
 * house. This file runs in the `worker-stream` project (vitest.config.ts): its bindings select
 * the Stream adapter, and every request leaving workerd reaches a stand-in of Stream's API
 * (test/stand-ins/cloudflare-stream-api.ts) instead of the network. The test plays the browser
 * too: it sends the bytes to the one-time tus URL Stream gave out.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { uploadUrlResponseSchema } from "@contract/media";
import { UNDO_WINDOW_MS } from "@contract/media-undo";
import { scheduledJobRunsSchema } from "@contract/operations";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  apiWithEnv,
  createHouse,
  json,
  newAdmin,
  newCaller,
  type TestCaller,
} from "./factories";
import { NEXT_NIGHT, runNightlyJobs } from "./nightly-jobs";
import { STREAM_STAND_IN } from "./stand-ins/cloudflare-stream-api";

const STREAM_API = `https://api.cloudflare.com/client/v4/accounts/${STREAM_STAND_IN.accountId}/stream`;
/** A video's API path, as the stand-in lists its calls. */
const videoPath = (streamId: string) =>
  `/client/v4/accounts/${STREAM_STAND_IN.accountId}/stream/${streamId}`;
const HOUR_MS = 60 * 60 * 1000;
const streamAuth = { Authorization: `Bearer ${STREAM_STAND_IN.apiToken}` };
const TOO_MANY =
  "You already have 3 video uploads in progress or waiting to be added to a house. Add them or delete them before starting another (uploads not added to a house are removed after a day).";

beforeEach(() => {
  // Expected failures (a refusing host) are logged; they would bury the test output.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The Stream API calls the stand-in answered so far, as "METHOD /path". */
async function streamCalls(): Promise<string[]> {
  return (await fetch(STREAM_STAND_IN.callsUrl)).json();
}

/** Asks Stream about a video directly, as an operator would (not counted by the app). */
async function atStream(streamId: string) {
  return fetch(`${STREAM_API}/${streamId}`, {
    headers: { Authorization: `Bearer ${STREAM_STAND_IN.apiToken}` },
  });
}

function startUpload(caller: TestCaller, size = 16, fileName = "lights.mp4") {
  return api("/api/get-upload-url", {
    method: "POST",
    token: caller.token,
    body: { fileSize: size, fileName },
  });
}

async function startedUpload(caller: TestCaller, size = 16) {
  const started = await startUpload(caller, size);
  expect(started.status).toBe(200);
  return expectJson(started, uploadUrlResponseSchema);
}

/** The browser's part: every byte to Stream's one-time tus URL. */
async function sendBytes(uploadUrl: string, size = 16) {
  const sent = await fetch(uploadUrl, {
    method: "PATCH",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": "0",
      "Content-Type": "application/offset+octet-stream",
    },
    body: new Uint8Array(size),
  });
  expect(sent.status).toBe(204);
}

function attach(caller: TestCaller, houseId: number, streamId: string) {
  return api(`/api/houses/${houseId}/videos`, {
    method: "POST",
    token: caller.token,
    body: { cloudflareStreamId: streamId },
  });
}

function deleteUpload(streamId: string, token?: string) {
  return api(`/api/video-uploads/${streamId}`, { method: "DELETE", token });
}

async function uploadRecord(streamId: string) {
  return env.DB.prepare("SELECT host, user_id FROM video_uploads WHERE id = ?")
    .bind(streamId)
    .first<{ host: string; user_id: string }>();
}

/** As if the upload had been started `ms` ago (a long upload on a slow line). */
async function startedAgo(streamId: string, ms: number) {
  await env.DB.prepare("UPDATE video_uploads SET created_at = created_at - ? WHERE id = ?")
    .bind(ms, streamId)
    .run();
}

/** As if the video had been removed from its house `ms` ago (its Undo's time, decision 373). */
async function removedAgo(videoId: number, ms: number) {
  await env.DB.prepare(
    "UPDATE media_removals SET removed_at = removed_at - ? WHERE kind = 'video' AND media_id = ?",
  )
    .bind(ms, videoId)
    .run();
}

/** A Stream video's delete waiting for the nightly cleanup to try again (decision 355). */
async function waitingDelete(streamId: string) {
  return env.DB.prepare("SELECT storage, attempts, last_error FROM media_deletions WHERE key = ?")
    .bind(streamId)
    .first<{ storage: string; attempts: number; last_error: string | null }>();
}

/** The nightly cleanup's lines about one retried Stream delete, oldest first. */
function retryLines(
  output: MockInstance<typeof console.log> | MockInstance<typeof console.error>,
  streamId: string,
) {
  return output.mock.calls
    .map(([line]) => line)
    .filter((line) => line?.event === "stream-delete-retried" && line.streamId === streamId);
}

async function lastCleanup() {
  const admin = await newAdmin();
  const runs = await expectJson(
    await api("/api/admin/scheduled-jobs", { token: admin.token }),
    scheduledJobRunsSchema,
  );
  return runs.cleanup;
}

describe("a Stream upload is recorded when the worker asks Stream for it", () => {
  it("asks for a direct creator upload over tus, hands out Stream's URL and id, and records the upload", async () => {
    const caller = newCaller();
    const before = (await streamCalls()).length;
    const { uploadUrl, streamId } = await expectJson(
      await startUpload(caller, 123456, "Front yard.mp4"),
      uploadUrlResponseSchema,
    );
    expect(uploadUrl).toBe(`https://upload.videodelivery.net/tus/${streamId}?tusv2=true`);
    expect((await streamCalls()).slice(before)).toEqual([
      `POST /client/v4/accounts/${STREAM_STAND_IN.accountId}/stream`,
    ]);
    // What Stream was told: the uploader, the file's name and size, the longest video.
    const video = (await json(await atStream(streamId))).result;
    expect(video).toMatchObject({
      creator: caller.uid,
      meta: { name: "Front yard.mp4" },
      size: 123456,
      maxDurationSeconds: 3600,
      status: { state: "pendingupload" },
    });
    expect(await uploadRecord(streamId)).toEqual({ host: "cloudflare", user_id: caller.uid });
  });

  it("a refusing Stream is a 502 in our words, and the upload takes no place", async () => {
    const caller = newCaller();
    const revoked = { CLOUDFLARE_STREAM_API_TOKEN: "a-revoked-token" };
    for (let i = 0; i < 3; i++) {
      const refused = await apiWithEnv(revoked, "/api/get-upload-url", {
        method: "POST",
        token: caller.token,
        body: { fileSize: 16, fileName: "lights.mp4" },
      });
      expect(refused.status).toBe(502);
      expect(await json(refused)).toEqual({
        message: "The video host is not answering. Please try again in a minute.",
      });
    }
    const records = await env.DB.prepare(
      "SELECT count(*) AS n FROM video_uploads WHERE user_id = ?",
    )
      .bind(caller.uid)
      .first<{ n: number }>();
    expect(records?.n).toBe(0);
    await startedUpload(caller);
  });
});

describe("a Stream upload holds one of 3 places until it is on a house or deleted", () => {
  it("a 4th is a 429 without a call to Stream; attaching one frees its place", async () => {
    const caller = newCaller();
    const first = await startedUpload(caller);
    await startedUpload(caller);
    await startedUpload(caller);

    const before = (await streamCalls()).length;
    const fourth = await startUpload(caller);
    expect(fourth.status).toBe(429);
    expect(await json(fourth)).toEqual({ message: TOO_MANY });
    expect((await streamCalls()).slice(before)).toEqual([]);
    // Someone else is not affected.
    await startedUpload(newCaller());

    // Sent to Stream and put on a house, the first no longer counts.
    await sendBytes(first.uploadUrl);
    const house = await createHouse();
    expect((await attach(caller, house.id, first.streamId)).status).toBe(201);
    await startedUpload(caller);
    expect((await startUpload(caller)).status).toBe(429);
  });

  it("its uploader's delete deletes it at Stream and frees its place; one on a house stays", async () => {
    const caller = newCaller();
    const onHouse = await startedUpload(caller);
    const second = await startedUpload(caller);
    const third = await startedUpload(caller);
    await sendBytes(onHouse.uploadUrl);
    const house = await createHouse();
    expect((await attach(caller, house.id, onHouse.streamId)).status).toBe(201);
    expect((await startUpload(caller)).status).toBe(200);
    expect((await startUpload(caller)).status).toBe(429);

    expect((await deleteUpload(second.streamId)).status).toBe(401);
    const stranger = await deleteUpload(second.streamId, newCaller().token);
    expect(stranger.status).toBe(403);
    expect(await json(stranger)).toEqual({ message: "You can only delete videos you uploaded" });

    const before = (await streamCalls()).length;
    expect((await deleteUpload(second.streamId, caller.token)).status).toBe(200);
    // One call: the owner comes from the record, the delete is Stream's.
    expect((await streamCalls()).slice(before)).toEqual([
      `DELETE /client/v4/accounts/${STREAM_STAND_IN.accountId}/stream/${second.streamId}`,
    ]);
    expect((await atStream(second.streamId)).status).toBe(404);
    expect(await uploadRecord(second.streamId)).toBeNull();
    expect((await deleteUpload(second.streamId, caller.token)).status).toBe(404);
    expect((await startUpload(caller)).status).toBe(200);

    const attached = await deleteUpload(onHouse.streamId, caller.token);
    expect(attached.status).toBe(409);
    expect(await json(attached)).toEqual({
      message: "This video is on a house. Remove it from the house instead.",
    });
    expect((await atStream(onHouse.streamId)).status).toBe(200);
    expect((await atStream(third.streamId)).status).toBe(200);
  });
});

describe("a video removed from its house", () => {
  it("stays at Stream while its Undo can be pressed, plays again once put back, and is deleted there when the window ends (decision 373)", async () => {
    const caller = newCaller();
    const { uploadUrl, streamId } = await startedUpload(caller);
    await sendBytes(uploadUrl);
    const house = await createHouse();
    const added = await attach(caller, house.id, streamId);
    expect(added.status).toBe(201);
    const { id: videoId } = await json(added);
    const remove = () =>
      api(`/api/houses/${house.id}/videos/${videoId}`, { method: "DELETE", token: caller.token });

    const before = (await streamCalls()).length;
    expect((await remove()).status).toBe(200);
    // No call to Stream: the video waits there, gone for people (only attached videos play).
    expect((await streamCalls()).slice(before)).toEqual([]);
    expect((await atStream(streamId)).status).toBe(200);
    expect((await api(`/api/videos/${streamId}/playback`)).status).toBe(404);

    const undone = await api(`/api/houses/${house.id}/videos/${videoId}/restore`, {
      method: "POST",
      token: caller.token,
    });
    expect(undone.status).toBe(200);
    expect((await api(`/api/videos/${streamId}/playback`)).status).toBe(200);

    // Removed again, and the window ends: the house's Durable Object deletes it at Stream.
    expect((await remove()).status).toBe(200);
    await removedAgo(videoId, UNDO_WINDOW_MS + 1000);
    const houseEvents = env.HOUSE_EVENTS.get(env.HOUSE_EVENTS.idFromName(String(house.id)));
    const atEnd = (await streamCalls()).length;
    expect(await runDurableObjectAlarm(houseEvents)).toBe(true);
    expect((await streamCalls()).slice(atEnd)).toEqual([`DELETE ${videoPath(streamId)}`]);
    expect((await atStream(streamId)).status).toBe(404);
    expect(await waitingDelete(streamId)).toBeNull();
    const late = await api(`/api/houses/${house.id}/videos/${videoId}/restore`, {
      method: "POST",
      token: caller.token,
    });
    expect(late.status).toBe(410);
  });

  it("when Stream refuses its delete at the end of the Undo's time, one error line names the video, and the next night deletes it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const caller = newCaller();
    const { uploadUrl, streamId } = await startedUpload(caller);
    await sendBytes(uploadUrl);
    const house = await createHouse();
    const added = await attach(caller, house.id, streamId);
    expect(added.status).toBe(201);
    const { id: videoId } = await json(added);

    const removed = await api(`/api/houses/${house.id}/videos/${videoId}`, {
      method: "DELETE",
      token: caller.token,
    });
    expect(removed.status).toBe(200);
    // The window ends while Stream refuses: the night that ends it (the alarm missed) is refused.
    await removedAgo(videoId, UNDO_WINDOW_MS + 1000);
    await runNightlyJobs({ ...env, CLOUDFLARE_STREAM_API_TOKEN: "a-revoked-token" }, Date.now());
    const lines = errors.mock.calls
      .map(([line]) => line)
      .filter((line) => line?.event === "house-media-cleanup-failed" && line.streamId === streamId);
    expect(lines).toEqual([
      expect.objectContaining({
        houseId: house.id,
        media: "video",
        attempt: 1,
        retried: true,
        errorMessage: expect.stringContaining("403"),
      }),
    ]);
    // Still at Stream: written down for the next night.
    expect((await atStream(streamId)).status).toBe(200);
    expect(await waitingDelete(streamId)).toEqual({
      storage: "stream",
      attempts: 1,
      last_error: "Stream delete failed: 403",
    });
    // Gone for people meanwhile: it cannot be put on a house again.
    const again = await attach(caller, house.id, streamId);
    expect(again.status).toBe(400);
    expect(await json(again)).toEqual({ message: "cloudflareStreamId: unknown video" });

    // The next night's cleanup (Stream answering again) deletes it, one line saying so.
    const logs = vi.spyOn(console, "log");
    const before = (await streamCalls()).length;
    await runNightlyJobs(env, Date.now());
    expect((await streamCalls()).slice(before).filter((call) => call.endsWith(streamId))).toEqual([
      `DELETE ${videoPath(streamId)}`,
    ]);
    expect((await atStream(streamId)).status).toBe(404);
    expect(await waitingDelete(streamId)).toBeNull();
    expect(retryLines(logs, streamId)).toEqual([
      expect.objectContaining({ provider: "cloudflare", attempt: 2, outcome: "deleted" }),
    ]);
    expect((await lastCleanup())?.summary).toContain(
      "; 1 video whose delete Stream had refused deleted there",
    );
  });

  it("deleted with its house while Stream refuses, is tried each night until its 5th refusal, then left and named", async () => {
    const caller = newCaller();
    const { uploadUrl, streamId } = await startedUpload(caller);
    await sendBytes(uploadUrl);
    const house = await createHouse();
    expect((await attach(caller, house.id, streamId)).status).toBe(201);
    const admin = await newAdmin();
    const revoked = { CLOUDFLARE_STREAM_API_TOKEN: "a-revoked-token" };
    const deleted = await apiWithEnv(revoked, `/api/admin/houses/${house.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect(await waitingDelete(streamId)).toMatchObject({ storage: "stream", attempts: 1 });

    // Four nights Stream still refuses: one call a night, each attempt logged with the error.
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refusing = { ...env, ...revoked };
    const deletesOf = async () =>
      (await streamCalls()).filter((call) => call === `DELETE ${videoPath(streamId)}`);
    for (let night = 0; night < 4; night++) await runNightlyJobs(refusing, Date.now());
    expect(await deletesOf()).toHaveLength(5);
    expect(retryLines(errors, streamId)).toEqual(
      [2, 3, 4, 5].map((attempt) =>
        expect.objectContaining({
          provider: "cloudflare",
          attempt,
          maxAttempts: 5,
          outcome: attempt === 5 ? "given-up" : "failed",
          errorMessage: "Stream delete failed: 403",
        }),
      ),
    );
    expect(await waitingDelete(streamId)).toMatchObject({ attempts: 5 });
    expect((await lastCleanup())?.summary).toContain(
      "; 1 video left at Stream after 5 refused deletes: delete it there",
    );

    // Then no night asks again, even with Stream answering: the operator has it.
    await runNightlyJobs(env, Date.now());
    expect(await deletesOf()).toHaveLength(5);
    expect((await atStream(streamId)).status).toBe(200);
    expect(await waitingDelete(streamId)).toMatchObject({ attempts: 5 });
  });

  it("whose delete Stream refused is never deleted once a house has it again", async () => {
    const caller = newCaller();
    const { uploadUrl, streamId } = await startedUpload(caller);
    await sendBytes(uploadUrl);
    const house = await createHouse();
    const added = await attach(caller, house.id, streamId);
    expect(added.status).toBe(201);
    const { id: videoId } = await json(added);
    const removed = await api(`/api/houses/${house.id}/videos/${videoId}`, {
      method: "DELETE",
      token: caller.token,
    });
    expect(removed.status).toBe(200);
    // Stream refuses the delete made when the Undo's time ends.
    await removedAgo(videoId, UNDO_WINDOW_MS + 1000);
    await runNightlyJobs({ ...env, CLOUDFLARE_STREAM_API_TOKEN: "a-revoked-token" }, Date.now());
    expect(await waitingDelete(streamId)).toMatchObject({ attempts: 1 });
    // Removed by mistake, its row is put back by hand before the night.
    await env.DB.prepare(
      "INSERT INTO videos (house_id, cloudflare_stream_id, uploaded_by, stream_state) VALUES (?, ?, ?, 'ready')",
    )
      .bind(house.id, streamId, caller.uid)
      .run();

    const logs = vi.spyOn(console, "log");
    const before = (await streamCalls()).length;
    await runNightlyJobs(env, Date.now());
    expect((await streamCalls()).slice(before).filter((call) => call.endsWith(streamId))).toEqual(
      [],
    );
    expect((await atStream(streamId)).status).toBe(200);
    expect((await api(`/api/videos/${streamId}/playback`)).status).toBe(200);
    expect(await waitingDelete(streamId)).toBeNull();
    expect(retryLines(logs, streamId)).toEqual([
      expect.objectContaining({ outcome: "kept", refusedAttempts: 1 }),
    ]);
    expect((await lastCleanup())?.summary).toContain(
      "; 1 video whose delete Stream had refused kept: a house has it again",
    );
  });
});

describe("the nightly cleanup on Stream", () => {
  it("deletes at Stream the uploads a day old on no house, and keeps the attached", async () => {
    const caller = newCaller();
    const leftOver = await startedUpload(caller);
    const finishedLeftOver = await startedUpload(caller);
    await sendBytes(finishedLeftOver.uploadUrl);
    const onHouse = await startedUpload(caller);
    await sendBytes(onHouse.uploadUrl);
    const house = await createHouse();
    expect((await attach(caller, house.id, onHouse.streamId)).status).toBe(201);
    const deletesOf = async (streamId: string) =>
      (await streamCalls()).filter((call) => call.startsWith("DELETE") && call.endsWith(streamId));

    // Within their day they wait for a house (a submit form not sent yet).
    await runNightlyJobs(env, Date.now());
    expect(await deletesOf(leftOver.streamId)).toEqual([]);
    expect(await uploadRecord(leftOver.streamId)).not.toBeNull();

    await runNightlyJobs(env, NEXT_NIGHT());
    for (const gone of [leftOver, finishedLeftOver]) {
      expect(await deletesOf(gone.streamId)).toHaveLength(1);
      expect((await atStream(gone.streamId)).status).toBe(404);
      expect(await uploadRecord(gone.streamId)).toBeNull();
    }
    expect(await deletesOf(onHouse.streamId)).toEqual([]);
    expect((await atStream(onHouse.streamId)).status).toBe(200);
    expect((await api(`/api/videos/${onHouse.streamId}/playback`)).status).toBe(200);
    const cleanup = await lastCleanup();
    expect(cleanup).toMatchObject({ ok: true });
    // Stream said which had all their bytes: one read each, before the delete.
    expect(cleanup?.summary).toMatch(
      /^\d+ unfinished video uploads?, \d+ unattached videos? and 0 unattached photos removed$/,
    );
  });

  it("never deletes a video that went on a house, even when its house's video row is lost", async () => {
    const caller = newCaller();
    const upload = await startedUpload(caller);
    await sendBytes(upload.uploadUrl);
    const house = await createHouse();
    expect((await attach(caller, house.id, upload.streamId)).status).toBe(201);
    // Its record only held a place: a house has it now.
    expect(await uploadRecord(upload.streamId)).toBeNull();
    // Rows lost by accident (a bad db-sync): Stream keeps no copy of a deleted video.
    await env.DB.prepare("DELETE FROM videos WHERE cloudflare_stream_id = ?")
      .bind(upload.streamId)
      .run();

    await runNightlyJobs(env, NEXT_NIGHT());
    expect((await atStream(upload.streamId)).status).toBe(200);
  });

  it("stops at a call Stream refuses, and keeps the upload for the next night", async () => {
    const caller = newCaller();
    const leftOver = await startedUpload(caller);
    const refusing = { ...env, CLOUDFLARE_STREAM_API_TOKEN: "a-revoked-token" };

    await runNightlyJobs(refusing, NEXT_NIGHT());
    expect(await uploadRecord(leftOver.streamId)).not.toBeNull();
    expect((await atStream(leftOver.streamId)).status).toBe(200);
    expect((await lastCleanup())?.summary).toBe(
      "0 unfinished video uploads and 0 unattached photos removed; the video host failed a call, the rest wait for the next night",
    );

    await runNightlyJobs(env, NEXT_NIGHT());
    expect(await uploadRecord(leftOver.streamId)).toBeNull();
    expect((await atStream(leftOver.streamId)).status).toBe(404);
  });
});

describe("an upload that finishes late in its day on Stream", () => {
  it("is kept until a day from its end, at one read of its details, and can still be attached", async () => {
    const caller = newCaller();
    const attachedLater = await startedUpload(caller);
    const neverAttached = await startedUpload(caller);
    for (const upload of [attachedLater, neverAttached]) {
      await sendBytes(upload.uploadUrl);
      // Started 23 hours ago on a slow line: its last byte arrived just now.
      await startedAgo(upload.streamId, 23 * HOUR_MS);
    }

    // Two hours on, a day from their start has passed, but not from their end.
    const before = (await streamCalls()).length;
    await runNightlyJobs(env, Date.now() + 2 * HOUR_MS);
    const night = (await streamCalls()).slice(before);
    for (const upload of [attachedLater, neverAttached]) {
      expect(night.filter((call) => call.endsWith(upload.streamId))).toEqual([
        `GET ${videoPath(upload.streamId)}`,
      ]);
      expect((await atStream(upload.streamId)).status).toBe(200);
      expect(await uploadRecord(upload.streamId)).not.toBeNull();
    }
    expect((await lastCleanup())?.summary).toMatch(
      /; \d+ video uploads that finished less than a day ago kept$/,
    );

    // Its uploader sends the submit form an hour later: the video goes on the house.
    const house = await createHouse();
    expect((await attach(caller, house.id, attachedLater.streamId)).status).toBe(201);

    // A day after its end, the one no house took goes: its end is known, so only the delete.
    const later = (await streamCalls()).length;
    await runNightlyJobs(env, NEXT_NIGHT());
    const nextNight = (await streamCalls()).slice(later);
    expect(nextNight.filter((call) => call.endsWith(neverAttached.streamId))).toEqual([
      `DELETE ${videoPath(neverAttached.streamId)}`,
    ]);
    expect((await atStream(neverAttached.streamId)).status).toBe(404);
    expect(await uploadRecord(neverAttached.streamId)).toBeNull();
    expect(nextNight.filter((call) => call.endsWith(attachedLater.streamId))).toEqual([]);
    expect((await atStream(attachedLater.streamId)).status).toBe(200);
  });

  it("forgets, at one read and no delete, an upload already deleted at Stream", async () => {
    const caller = newCaller();
    const upload = await startedUpload(caller);
    await startedAgo(upload.streamId, 25 * HOUR_MS);
    // Deleted in Stream's dashboard.
    const deleted = await fetch(`${STREAM_API}/${upload.streamId}`, {
      method: "DELETE",
      headers: streamAuth,
    });
    expect(deleted.status).toBe(200);

    const before = (await streamCalls()).length;
    await runNightlyJobs(env, Date.now());
    const night = (await streamCalls()).slice(before);
    expect(night.filter((call) => call.endsWith(upload.streamId))).toEqual([
      `GET ${videoPath(upload.streamId)}`,
    ]);
    expect(await uploadRecord(upload.streamId)).toBeNull();
  });

  it("spends at most 200 Stream calls a night, the reads included", async () => {
    const caller = newCaller();
    await startedUpload(caller);
    // A backlog (nights the host refused): 120 uploads started two days ago that never got their
    // bytes, a read and a delete each, 240 calls in all.
    const backlog: string[] = [];
    for (let i = 0; i < 120; i++) {
      const created = await fetch(`${STREAM_API}?direct_user=true`, {
        method: "POST",
        headers: {
          ...streamAuth,
          "Tus-Resumable": "1.0.0",
          "Upload-Length": "16",
          "Upload-Metadata": `maxDurationSeconds ${btoa("3600")}`,
        },
      });
      backlog.push(created.headers.get("stream-media-id") ?? "");
    }
    const startedAt = Date.now() - 48 * HOUR_MS;
    await env.DB.batch(
      backlog.map((id) =>
        env.DB.prepare(
          "INSERT INTO video_uploads (id, host, user_id, file_name, upload_length, created_at) VALUES (?, 'cloudflare', ?, 'lights.mp4', 16, ?)",
        ).bind(id, caller.uid, startedAt),
      ),
    );
    const left = async () =>
      (
        await env.DB.prepare(
          "SELECT count(*) AS n FROM video_uploads WHERE user_id = ? AND created_at = ?",
        )
          .bind(caller.uid, startedAt)
          .first<{ n: number }>()
      )?.n;

    const before = (await streamCalls()).length;
    await runNightlyJobs(env, Date.now());
    const night = (await streamCalls()).slice(before);
    expect(night.length).toBeLessThanOrEqual(200);
    // Each delete follows the read that found the upload unfinished.
    for (const id of backlog) {
      const calls = night.filter((call) => call.endsWith(id));
      if (calls.length > 0)
        expect(calls).toEqual([`GET ${videoPath(id)}`, `DELETE ${videoPath(id)}`]);
    }
    expect(await left()).toBeGreaterThan(0);

    await runNightlyJobs(env, Date.now());
    expect(await left()).toBe(0);
  });
});

describe("playback of a ready Stream video", () => {
  it("asks Stream again after a day, when someone views it, and shows a video deleted there as missing", async () => {
    const caller = newCaller();
    const upload = await startedUpload(caller);
    await sendBytes(upload.uploadUrl);
    const house = await createHouse();
    expect((await attach(caller, house.id, upload.streamId)).status).toBe(201);
    const playbackPath = `/api/videos/${upload.streamId}/playback`;
    const lookupsSince = async (since: number) =>
      (await streamCalls()).slice(since).filter((call) => call.endsWith(upload.streamId));
    /** As if Stream had last been asked about it `ms` ago. */
    const lastAskedAgo = async (ms: number) => {
      await env.DB.prepare(
        "UPDATE videos SET stream_checked_at = stream_checked_at - ? WHERE cloudflare_stream_id = ?",
      )
        .bind(ms, upload.streamId)
        .run();
    };
    const ready = {
      kind: "iframe",
      src: `https://iframe.videodelivery.net/${upload.streamId}`,
      ready: true,
    };

    // Ready when attached: within its day no viewer costs a call.
    let before = (await streamCalls()).length;
    expect(await json(await api(playbackPath))).toEqual(ready);
    expect(await lookupsSince(before)).toEqual([]);

    // A day later Stream refuses the check (out of budget): the video still plays meanwhile.
    await lastAskedAgo(25 * HOUR_MS);
    const refusing = { CLOUDFLARE_STREAM_API_TOKEN: "a-revoked-token" };
    before = (await streamCalls()).length;
    expect(await json(await apiWithEnv(refusing, playbackPath))).toEqual(ready);
    expect(await lookupsSince(before)).toEqual([`GET ${videoPath(upload.streamId)}`]);

    // Deleted in Stream's dashboard. Viewers a day after the last check: one of them asks.
    const deleted = await fetch(`${STREAM_API}/${upload.streamId}`, {
      method: "DELETE",
      headers: streamAuth,
    });
    expect(deleted.status).toBe(200);
    await lastAskedAgo(25 * HOUR_MS);
    before = (await streamCalls()).length;
    const together = await Promise.all(Array.from({ length: 6 }, () => api(playbackPath)));
    expect(together.map((answer) => answer.status)).toContain(404);
    expect(await lookupsSince(before)).toEqual([`GET ${videoPath(upload.streamId)}`]);

    // What a missing video answers (the page shows "Video unavailable"), at no further call.
    before = (await streamCalls()).length;
    const missing = await api(playbackPath);
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ message: "Video not found" });
    expect(await lookupsSince(before)).toEqual([]);
  });
});
