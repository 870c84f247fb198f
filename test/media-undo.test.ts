/**
 * The Undo after removing one's own photo or video (decision 373), through HTTP: the remover (or
 * an admin) puts it back as it was within UNDO_WINDOW_MS, anyone else is refused, a late Undo
 * hears that it is too late, and a second Undo changes nothing. The file of a photo put back is
 * served again and no night deletes it; an uploaded video's delete at its host waits for the
 * window's end (the house's Durable Object's alarm). Runs the nightly cleanup, so it has a
 * database of its own (vitest.config.ts).
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { addedPhotoSchema, addedVideoSchema, restoredPhotoSchema } from "@contract/media";
import { UNDO_WINDOW_MS } from "@contract/media-undo";
import { errorSchema } from "@contract/user";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../worker/db/client";
import { findVideoRemoval, putVideoBack } from "../worker/db/media-removals";
import { insertVideoWithinLimit, linkedVideosOfHouse } from "../worker/db/videos";
import { expectJson } from "./expect-json";
import {
  api,
  apiWithEnv,
  countHouseRows,
  createHouse,
  failingWorkersAi,
  JPEG_DATA_URL,
  json,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  type TestCaller,
} from "./factories";
import { runNightlyJobs } from "./nightly-jobs";
import { mp4, patch, startUpload } from "./video-upload-requests";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A moderation model that fails: the upload is stored held for an admin's review. */
const brokenModel = { AI: failingWorkersAi("3040: Capacity temporarily exceeded") };

async function addPhoto(caller: TestCaller, houseId: number, imageUrl: string, caption?: string) {
  const added = await api(`/api/houses/${houseId}/photos`, {
    method: "POST",
    token: caller.token,
    body: { imageUrl, caption },
  });
  expect(added.status).toBe(201);
  return expectJson(added, addedPhotoSchema);
}

function removePhoto(caller: TestCaller, houseId: number, photoId: number) {
  return api(`/api/houses/${houseId}/photos/${photoId}`, { method: "DELETE", token: caller.token });
}

/** A GET's status, its body let go (a photo's or video's bytes are not read). */
async function statusOf(path: string) {
  const response = await api(path);
  await response.body?.cancel();
  return response.status;
}

function undoPhoto(houseId: number, photoId: number, token?: string) {
  return api(`/api/houses/${houseId}/photos/${photoId}/restore`, { method: "POST", token });
}

function undoVideo(houseId: number, videoId: number, token?: string) {
  return api(`/api/houses/${houseId}/videos/${videoId}/restore`, { method: "POST", token });
}

/** The house's photos as its page reads them (gallery order). */
async function housePhotos(houseId: number) {
  const detail = await json(await api(`/api/houses/${houseId}`));
  return detail.photos as Array<{ id: number; caption: string | null; createdAt: string }>;
}

/** As if the removal had been made `ms` ago. */
async function removedAgo(kind: "photo" | "video", id: number, ms: number) {
  await env.DB.prepare(
    "UPDATE media_removals SET removed_at = removed_at - ? WHERE kind = ? AND media_id = ?",
  )
    .bind(ms, kind, id)
    .run();
}

async function waitingDeletion(key: string) {
  return env.DB.prepare("SELECT key FROM media_deletions WHERE key = ?").bind(key).first();
}

afterEach(() => vi.restoreAllMocks());

const keyOf = (imageUrl: string) => imageUrl.replace("/api/media/", "");

describe("the Undo of a removed photo", () => {
  it("puts it back as it was, in its place, served again, and the night keeps its file", async () => {
    const house = await createHouse();
    const owner = await signedIn(newCaller());
    const first = await addPhoto(owner, house.id, JPEG_DATA_URL);
    const middle = await addPhoto(owner, house.id, PNG_DATA_URL, "Our inflatable reindeer");
    const last = await addPhoto(owner, house.id, JPEG_DATA_URL);
    const before = await housePhotos(house.id);
    expect(before.map((p) => p.id)).toEqual([first.id, middle.id, last.id]);

    expect((await removePhoto(owner, house.id, middle.id)).status).toBe(200);
    expect((await housePhotos(house.id)).map((p) => p.id)).toEqual([first.id, last.id]);
    expect(await statusOf(middle.imageUrl)).toBe(404);

    const undone = await undoPhoto(house.id, middle.id, owner.token);
    expect(undone.status).toBe(200);
    const restored = await expectJson(undone, restoredPhotoSchema);
    const { pendingReview: _, ...asAdded } = middle;
    expect(restored).toEqual(asAdded);
    // The same place in the gallery, caption and time included; served again.
    expect(await housePhotos(house.id)).toEqual(before);
    expect(await statusOf(middle.imageUrl)).toBe(200);
    expect(await waitingDeletion(keyOf(middle.imageUrl))).toBeNull();

    // Another photo removed and not put back, for the night to delete beside it.
    expect((await removePhoto(owner, house.id, last.id)).status).toBe(200);

    // A night past the 30 days a deleted file is kept (decision 338): the photo put back keeps
    // its file, the one removed for good loses it.
    await runNightlyJobs(env, Date.now() + 31 * DAY_MS);
    expect(await env.MEDIA.head(keyOf(middle.imageUrl))).not.toBeNull();
    expect(await statusOf(middle.imageUrl)).toBe(200);
    expect(await env.MEDIA.head(keyOf(last.imageUrl))).toBeNull();
    expect((await housePhotos(house.id)).map((p) => p.id)).toEqual([first.id, middle.id]);
  });

  it("is the remover's or an admin's; anyone else gets a 403, signed out a 401", async () => {
    const house = await createHouse();
    const owner = await signedIn(newCaller());
    const other = await signedIn(newCaller());
    const photo = await addPhoto(owner, house.id, PNG_DATA_URL);
    expect((await removePhoto(owner, house.id, photo.id)).status).toBe(200);

    expect((await undoPhoto(house.id, photo.id)).status).toBe(401);
    const refused = await undoPhoto(house.id, photo.id, other.token);
    expect(refused.status).toBe(403);
    expect(await expectJson(refused, errorSchema)).toEqual({
      message: "You can only put back photos you removed",
    });
    expect(await countHouseRows("photos", house.id)).toBe(0);
    // Not on another house, even by its remover.
    const elsewhere = await createHouse();
    const wrongHouse = await undoPhoto(elsewhere.id, photo.id, owner.token);
    expect(wrongHouse.status).toBe(404);
    expect(await json(wrongHouse)).toEqual({ message: "Photo not found" });

    const admin = await newAdmin();
    expect((await undoPhoto(house.id, photo.id, admin.token)).status).toBe(200);
    expect((await housePhotos(house.id)).map((p) => p.id)).toEqual([photo.id]);
    // Back, it is still its uploader's: another user's Undo is refused as before.
    expect((await undoPhoto(house.id, photo.id, other.token)).status).toBe(403);
  });

  it("twice is harmless: the second answers the photo again and adds nothing", async () => {
    const house = await createHouse();
    const owner = await signedIn(newCaller());
    const photo = await addPhoto(owner, house.id, PNG_DATA_URL);
    expect((await removePhoto(owner, house.id, photo.id)).status).toBe(200);
    const [once, twice] = await Promise.all([
      undoPhoto(house.id, photo.id, owner.token),
      undoPhoto(house.id, photo.id, owner.token),
    ]);
    expect([once.status, twice.status]).toEqual([200, 200]);
    expect(await json(twice)).toEqual(await json(once));
    const third = await undoPhoto(house.id, photo.id, owner.token);
    expect(third.status).toBe(200);
    expect(await countHouseRows("photos", house.id)).toBe(1);
  });

  it("too late is a 410 that says so, and nothing comes back", async () => {
    const house = await createHouse();
    const owner = await signedIn(newCaller());
    const photo = await addPhoto(owner, house.id, PNG_DATA_URL);
    expect((await removePhoto(owner, house.id, photo.id)).status).toBe(200);
    await removedAgo("photo", photo.id, UNDO_WINDOW_MS + 1000);

    const late = await undoPhoto(house.id, photo.id, owner.token);
    expect(late.status).toBe(410);
    expect(await expectJson(late, errorSchema)).toEqual({
      message:
        "Too late to undo: a removed photo can be put back for 3 minutes after it was removed.",
    });
    expect(await countHouseRows("photos", house.id)).toBe(0);
    expect(await statusOf(photo.imageUrl)).toBe(404);
    expect(await waitingDeletion(keyOf(photo.imageUrl))).not.toBeNull();
  });

  it("a photo waiting for review that a moderator turned down meanwhile stays down; one let through comes back", async () => {
    // The failing model is logged; expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const house = await createHouse();
    const owner = await signedIn(newCaller());
    const admin = await newAdmin();
    const heldPhoto = async () => {
      const upload = await apiWithEnv(brokenModel, "/api/upload-image", {
        method: "POST",
        token: owner.token,
        body: { imageData: PNG_DATA_URL },
      });
      expect(upload.status).toBe(201);
      const { imageUrl } = await json(upload);
      const photo = await addPhoto(owner, house.id, imageUrl);
      expect(photo.pendingReview).toBe(true);
      const queue = await json(await api("/api/admin/held-images", { token: admin.token }));
      const entry = queue.images.find((i: { imageUrl: string }) => i.imageUrl === imageUrl);
      return { photo, entryId: entry.id as number };
    };
    const judge = (entryId: number, verdict: "approve" | "reject") =>
      api(`/api/admin/held-images/${entryId}/${verdict}`, { method: "POST", token: admin.token });

    const turnedDown = await heldPhoto();
    expect((await removePhoto(owner, house.id, turnedDown.photo.id)).status).toBe(200);
    expect((await judge(turnedDown.entryId, "reject")).status).toBe(200);
    const refused = await undoPhoto(house.id, turnedDown.photo.id, owner.token);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      message: "A moderator turned this photo down while it was removed, so it cannot be put back.",
    });

    const letThrough = await heldPhoto();
    expect((await removePhoto(owner, house.id, letThrough.photo.id)).status).toBe(200);
    expect((await judge(letThrough.entryId, "approve")).status).toBe(200);
    expect((await undoPhoto(house.id, letThrough.photo.id, owner.token)).status).toBe(200);
    expect((await housePhotos(house.id)).map((p) => p.id)).toEqual([letThrough.photo.id]);
  });

  it("a photo never removed, or of another house, is a 404; a house gone is its 404", async () => {
    const house = await createHouse();
    const owner = await signedIn(newCaller());
    const never = await undoPhoto(house.id, 987654321, owner.token);
    expect(never.status).toBe(404);
    expect(await json(never)).toEqual({ message: "Photo not found" });

    const photo = await addPhoto(owner, house.id, PNG_DATA_URL);
    expect((await removePhoto(owner, house.id, photo.id)).status).toBe(200);
    const admin = await newAdmin();
    expect(
      (await api(`/api/admin/houses/${house.id}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(200);
    const gone = await undoPhoto(house.id, photo.id, owner.token);
    expect(gone.status).toBe(404);
    expect(await json(gone)).toMatchObject({ message: "House not found", houseId: house.id });
  });
});

describe("the Undo of a removed video", () => {
  it("puts a link back; a house that took 3 videos or the same link since says why not", async () => {
    const house = await createHouse();
    const owner = await signedIn(newCaller());
    const add = (videoUrl: string) =>
      api(`/api/houses/${house.id}/videos`, {
        method: "POST",
        token: owner.token,
        body: { videoUrl },
      });
    const added = [];
    for (const id of ["dQw4w9WgXcQ", "9bZkp7q19f0", "kJQP7kiw5Fk"]) {
      const res = await add(`https://youtu.be/${id}`);
      expect(res.status).toBe(201);
      added.push(await expectJson(res, addedVideoSchema));
    }
    const [first, second] = added as [(typeof added)[0], (typeof added)[0]];
    const remove = (videoId: number) =>
      api(`/api/houses/${house.id}/videos/${videoId}`, { method: "DELETE", token: owner.token });

    expect((await remove(first.id)).status).toBe(200);
    const other = await signedIn(newCaller());
    const refused = await undoVideo(house.id, first.id, other.token);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ message: "You can only put back videos you removed" });
    const undone = await undoVideo(house.id, first.id, owner.token);
    expect(undone.status).toBe(200);
    expect(await expectJson(undone, addedVideoSchema)).toEqual(first);
    expect((await undoVideo(house.id, first.id, owner.token)).status).toBe(200);
    expect(await countHouseRows("videos", house.id)).toBe(3);

    // Removed, and the house takes another video meanwhile: full again.
    expect((await remove(first.id)).status).toBe(200);
    expect((await add("https://youtu.be/JGwWNGJdvx8")).status).toBe(201);
    const full = await undoVideo(house.id, first.id, owner.token);
    expect(full.status).toBe(409);
    expect(await json(full)).toEqual({
      message: "This house has 3 videos now, so this one cannot be put back.",
    });

    // Removed, and the same video added again meanwhile (another form of its link).
    expect((await remove(second.id)).status).toBe(200);
    expect((await add("https://www.youtube.com/watch?v=9bZkp7q19f0")).status).toBe(201);
    const twice = await undoVideo(house.id, second.id, owner.token);
    expect(twice.status).toBe(409);
    expect(await json(twice)).toEqual({ message: "This video is already on this house." });
    expect(await countHouseRows("videos", house.id)).toBe(3);

    await removedAgo("video", first.id, UNDO_WINDOW_MS + 1000);
    const late = await undoVideo(house.id, first.id, owner.token);
    expect(late.status).toBe(410);
    expect(await json(late)).toEqual({
      message:
        "Too late to undo: a removed video can be put back for 3 minutes after it was removed.",
    });
  });

  it("a link comes back only while the house does not have the same video under any form of its link", async () => {
    const house = await createHouse();
    const owner = await signedIn(newCaller());
    const add = (videoUrl: string) =>
      api(`/api/houses/${house.id}/videos`, {
        method: "POST",
        token: owner.token,
        body: { videoUrl },
      });
    const first = await add("https://youtu.be/dQw4w9WgXcQ");
    expect(first.status).toBe(201);
    const video = await expectJson(first, addedVideoSchema);
    const removed = await api(`/api/houses/${house.id}/videos/${video.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    // The same video again, as its long link: the house has room, but shows a video once.
    expect((await add("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).status).toBe(201);
    const twice = await undoVideo(house.id, video.id, owner.token);
    expect(twice.status).toBe(409);
    expect(await json(twice)).toEqual({ message: "This video is already on this house." });
    const detail = await json(await api(`/api/houses/${house.id}`));
    expect(detail.videos.map((v: { videoUrl: string }) => v.videoUrl)).toEqual([
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    ]);
  });

  it("the write itself refuses a link the house took after the route read its links, for an Undo as for an add", async () => {
    const db = createDb(env.DB);
    const house = await createHouse();
    const owner = await signedIn(newCaller());
    const add = (videoUrl: string) =>
      api(`/api/houses/${house.id}/videos`, {
        method: "POST",
        token: owner.token,
        body: { videoUrl },
      });
    const added = await add("https://youtu.be/dQw4w9WgXcQ");
    const video = await expectJson(added, addedVideoSchema);
    expect(
      (
        await api(`/api/houses/${house.id}/videos/${video.id}`, {
          method: "DELETE",
          token: owner.token,
        })
      ).status,
    ).toBe(200);
    const removal = await findVideoRemoval(db, video.id, house.id);
    if (!removal) throw new Error("no removal");
    const since = new Date(Date.now() - UNDO_WINDOW_MS);
    // What an Undo's route read: no link on the house.
    const seen = (await linkedVideosOfHouse(db, house.id)).map(({ id }) => id);
    expect(seen).toEqual([]);
    // Between that read and the write, the same video comes again under another link.
    expect((await add("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42")).status).toBe(201);
    expect(await putVideoBack(db, video.id, removal, since, 3, seen)).toBe(false);
    // And an add that read before the Undo's write is refused by its own insert.
    const other = await add("https://vimeo.com/76979871");
    const otherVideo = await expectJson(other, addedVideoSchema);
    const beforeOther = (await linkedVideosOfHouse(db, house.id))
      .map(({ id }) => id)
      .filter((id) => id !== otherVideo.id);
    expect(
      await insertVideoWithinLimit(
        db,
        {
          houseId: house.id,
          videoUrl: "https://player.vimeo.com/video/76979871",
          uploadedBy: owner.uid,
          linksSeen: beforeOther,
        },
        3,
      ),
    ).toBeUndefined();
    expect(await countHouseRows("videos", house.id)).toBe(2);
  });

  it("an uploaded video stays at its host until the window ends, plays again once put back, and the alarm deletes it after", async () => {
    const owner = await signedIn(newCaller());
    const bytes = mp4(4096);
    const started = await json(await startUpload(owner, bytes.length));
    const streamId: string = started.streamId;
    expect((await patch(started.uploadUrl, 0, bytes)).status).toBe(204);
    const house = await createHouse();
    const attached = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: owner.token,
      body: { cloudflareStreamId: streamId },
    });
    expect(attached.status).toBe(201);
    const video = await expectJson(attached, addedVideoSchema);
    const remove = () =>
      api(`/api/houses/${house.id}/videos/${video.id}`, { method: "DELETE", token: owner.token });
    const record = () =>
      env.DB.prepare("SELECT id FROM video_uploads WHERE id = ?").bind(streamId).first();

    expect((await remove()).status).toBe(200);
    // Gone for people at once, but its upload and file wait for the Undo.
    expect(await statusOf(`/api/videos/${streamId}`)).toBe(404);
    expect(await record()).not.toBeNull();
    expect(await waitingDeletion(`videos/${streamId}`)).toBeNull();

    const undone = await undoVideo(house.id, video.id, owner.token);
    expect(undone.status).toBe(200);
    expect(await expectJson(undone, addedVideoSchema)).toEqual(video);
    const playing = await api(`/api/videos/${streamId}`);
    expect(playing.status).toBe(200);
    expect(new Uint8Array(await playing.arrayBuffer())).toEqual(bytes);

    // Removed again: the house's Durable Object wakes when the window is over.
    expect((await remove()).status).toBe(200);
    const houseEvents = env.HOUSE_EVENTS.get(env.HOUSE_EVENTS.idFromName(String(house.id)));
    // Woken early, it deletes nothing and waits for the window's end.
    expect(await runDurableObjectAlarm(houseEvents)).toBe(true);
    expect(await record()).not.toBeNull();
    await removedAgo("video", video.id, UNDO_WINDOW_MS + 1000);
    expect(await runDurableObjectAlarm(houseEvents)).toBe(true);
    // The local host's delete: the record goes, the file waits out the restore window.
    expect(await record()).toBeNull();
    expect(await waitingDeletion(`videos/${streamId}`)).not.toBeNull();
    expect(await runDurableObjectAlarm(houseEvents)).toBe(false);
    expect((await undoVideo(house.id, video.id, owner.token)).status).toBe(410);
  });
});
