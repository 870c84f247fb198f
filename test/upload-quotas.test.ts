/**
 * Upload quotas: a few uploads in progress or waiting for a house per person (a refused file, an
 * attached video and a deleted upload free their place), attach only finished uploads, each to
 * one house, no PATCH after completion. The nightly cleanup of stale uploads and unattached photos is tested in
 * test/scheduled-jobs.test.ts: it counts every photo in the bucket, so it needs a runtime of its
 * own.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { UNDO_WINDOW_MS } from "@contract/media-undo";
import { describe, it } from "vitest";
import { api, createHouse, json, newCaller } from "./factories";
import { mp4, patch, startUpload } from "./video-upload-requests";

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

  it("a file refused as no video frees its place at once, and nothing of it is kept", async ({
    expect,
  }) => {
    const caller = newCaller();
    const page = new TextEncoder().encode("<!doctype html><title>not a video</title>");
    for (let i = 0; i < 3; i++) {
      const { uploadUrl, streamId } = await json<{ uploadUrl: string; streamId: string }>(
        await startUpload(caller, page.length),
      );
      const refused = await patch(uploadUrl, 0, page);
      expect(refused.status).toBe(415);
      expect(await json(refused)).toEqual({ message: "Only video files can be uploaded" });
      const status = await exports.default.fetch(
        new Request(`http://localhost${new URL(uploadUrl).pathname}`, {
          method: "HEAD",
          headers: { "Tus-Resumable": "1.0.0" },
        }),
      );
      expect(status.status).toBe(404);
      expect(await env.MEDIA.head(`videos/${streamId}`)).toBeNull();
    }
    expect((await startUpload(caller, 16)).status).toBe(200);
  });

  it("a finished upload holds its place until it is on a house or its uploader deletes it", async ({
    expect,
  }) => {
    const caller = newCaller();
    const finished: Array<{ streamId: string }> = [];
    for (let i = 0; i < 3; i++) {
      const upload = await json<{ uploadUrl: string; streamId: string }>(
        await startUpload(caller, 16),
      );
      expect((await patch(upload.uploadUrl, 0, mp4(16))).status).toBe(204);
      finished.push(upload);
    }
    // Three finished videos on no house (a submit form not sent yet): no fourth.
    const fourth = await startUpload(caller, 16);
    expect(fourth.status).toBe(429);
    expect((await json(fourth)).message).toBe(
      "You already have 3 video uploads in progress or waiting to be added to a house. Add them or delete them before starting another (uploads not added to a house are removed after a day).",
    );

    // On a house, a video no longer counts.
    const house = await createHouse();
    const attached = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: caller.token,
      body: { cloudflareStreamId: finished[0]!.streamId },
    });
    expect(attached.status).toBe(201);
    expect((await startUpload(caller, 16)).status).toBe(200);
    expect((await startUpload(caller, 16)).status).toBe(429);

    // Deleted by its uploader (and only by them), it no longer counts either.
    const deleteUpload = (streamId: string, token?: string) =>
      api(`/api/video-uploads/${streamId}`, { method: "DELETE", token });
    expect((await deleteUpload(finished[1]!.streamId)).status).toBe(401);
    const stranger = await deleteUpload(finished[1]!.streamId, newCaller().token);
    expect(stranger.status).toBe(403);
    expect((await json(stranger)).message).toBe("You can only delete videos you uploaded");
    const onHouse = await deleteUpload(finished[0]!.streamId, caller.token);
    expect(onHouse.status).toBe(409);
    expect((await json(onHouse)).message).toBe(
      "This video is on a house. Remove it from the house instead.",
    );
    expect((await deleteUpload(finished[1]!.streamId, caller.token)).status).toBe(200);
    expect(await env.MEDIA.head(`videos/${finished[1]!.streamId}`)).toBeNull();
    expect((await deleteUpload(finished[1]!.streamId, caller.token)).status).toBe(404);
    expect((await startUpload(caller, 16)).status).toBe(200);
    // The attached one still plays.
    expect((await api(`/api/videos/${finished[0]!.streamId}`)).status).toBe(200);
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

  it("an upload goes on one house: sent again it is the same video, elsewhere a 409", async ({
    expect,
  }) => {
    const caller = newCaller();
    const { uploadUrl, streamId } = await json<{ uploadUrl: string; streamId: string }>(
      await startUpload(caller, 16),
    );
    expect((await patch(uploadUrl, 0, mp4(16))).status).toBe(204);
    const house = await createHouse();
    const attach = (houseId: number) =>
      api(`/api/houses/${houseId}/videos`, {
        method: "POST",
        token: caller.token,
        body: { cloudflareStreamId: streamId },
      });
    const first = await attach(house.id);
    expect(first.status).toBe(201);
    const added = await json<{ id: number }>(first);
    // A retried submission whose answer was lost sends it again: the same video, nothing added.
    const again = await attach(house.id);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(await json(await attach(house.id)));
    expect((await json<{ id: number }>(await attach(house.id))).id).toBe(added.id);
    const elsewhere = await attach((await createHouse()).id);
    expect(elsewhere.status).toBe(409);
    expect((await json(elsewhere)).message).toBe("This video is already on another house.");
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM videos WHERE cloudflare_stream_id = ?",
    )
      .bind(streamId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);

    // Removing it from its house: it plays no more; its record stays while the Undo can put it
    // back (decision 373), and goes when that time ends (the file waits out the restore window,
    // decision 338).
    const removed = await api(`/api/houses/${house.id}/videos/${added.id}`, {
      method: "DELETE",
      token: caller.token,
    });
    expect(removed.status).toBe(200);
    expect((await api(`/api/videos/${streamId}`)).status).toBe(404);
    const record = () =>
      env.DB.prepare("SELECT id FROM video_uploads WHERE id = ?").bind(streamId).first();
    expect(await record()).not.toBeNull();
    await env.DB.prepare(
      "UPDATE media_removals SET removed_at = removed_at - ? WHERE kind = 'video' AND media_id = ?",
    )
      .bind(UNDO_WINDOW_MS + 1000, added.id)
      .run();
    await runDurableObjectAlarm(
      env.HOUSE_EVENTS.get(env.HOUSE_EVENTS.idFromName(String(house.id))),
    );
    expect(await record()).toBeNull();
  });
});
