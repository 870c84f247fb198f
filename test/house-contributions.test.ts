import { env } from "cloudflare:workers";
import { addedPhotoSchema, uploadImageResponseSchema } from "@contract/media";
import { featuresResponseSchema } from "@contract/reviews";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  countHouseRows,
  createHouse,
  GIF_DATA_URL,
  JPEG_DATA_URL,
  newCaller,
  PNG_DATA_URL,
  SVG_DATA_URL,
  signedIn,
} from "./factories";

const CLEAN_MESSAGE = "This content must be family-friendly. Inappropriate content is not allowed.";

async function features(houseId: number) {
  const { results } = await env.DB.prepare(
    "SELECT feature FROM house_features WHERE house_id = ? ORDER BY feature",
  )
    .bind(houseId)
    .all<{ feature: string }>();
  return results.map((r) => r.feature);
}

describe("features", () => {
  it("adds catalogue ids only; 400 for others, nothing written", async ({ expect }) => {
    const house = await createHouse({ features: ["Blow-Ups"] });
    const caller = newCaller();
    const anon = await api(`/api/houses/${house.id}/features`, {
      method: "PUT",
      body: { features: ["Animatronics"] },
    });
    expect(anon.status).toBe(401);

    const bad = await api(`/api/houses/${house.id}/features`, {
      method: "PUT",
      token: caller.token,
      body: { features: ["Animatronics", "Flying Reindeer"] },
    });
    expect(bad.status).toBe(400);
    expect((await expectJson(bad, errorSchema)).message).toContain("Flying Reindeer");
    const empty = await api(`/api/houses/${house.id}/features`, {
      method: "PUT",
      token: caller.token,
      body: { features: [] },
    });
    expect(empty.status).toBe(400);
    expect((await expectJson(empty, errorSchema)).message).toMatch(/^features/);
    expect(await features(house.id)).toEqual(["Blow-Ups"]);

    const ok = await api(`/api/houses/${house.id}/features`, {
      method: "PUT",
      token: caller.token,
      body: { features: ["Animatronics", "Music-Sync", "Blow-Ups"] },
    });
    expect(ok.status).toBe(200);
    expect((await expectJson(ok, featuresResponseSchema)).features).toEqual([
      "Animatronics",
      "Blow-Ups",
      "Music-Sync",
    ]);
  });

  it("removes one at a time and never the last one (409)", async ({ expect }) => {
    const house = await createHouse({ features: ["Blow-Ups", "Interactive"] });
    const caller = newCaller();
    const missing = await api(`/api/houses/${house.id}/features/Charity`, {
      method: "DELETE",
      token: caller.token,
    });
    expect(missing.status).toBe(404);
    const removed = await api(`/api/houses/${house.id}/features/Blow-Ups`, {
      method: "DELETE",
      token: caller.token,
    });
    expect(removed.status).toBe(200);
    expect((await expectJson(removed, featuresResponseSchema)).features).toEqual(["Interactive"]);
    const last = await api(`/api/houses/${house.id}/features/Interactive`, {
      method: "DELETE",
      token: caller.token,
    });
    expect(last.status).toBe(409);
    expect((await expectJson(last, errorSchema)).message).toBe(
      "A house must keep at least one feature",
    );
    expect(await features(house.id)).toEqual(["Interactive"]);
  });

  it("feature ids with spaces work in the path", async ({ expect }) => {
    const house = await createHouse({ features: ["Lights Only", "Charity"] });
    const res = await api(`/api/houses/${house.id}/features/${encodeURIComponent("Lights Only")}`, {
      method: "DELETE",
      token: newCaller().token,
    });
    expect(res.status).toBe(200);
    expect(await features(house.id)).toEqual(["Charity"]);
  });
});

describe("description", () => {
  it("records the editor and the time; blank and profane text are 400", async ({ expect }) => {
    const house = await createHouse({ description: "Old words" });
    const editor = await signedIn(newCaller({ name: "Carol Singer" }));
    const blank = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: editor.token,
      body: { description: "   " },
    });
    expect(blank.status).toBe(400);
    expect((await expectJson(blank, errorSchema)).message).toMatch(/^description/);
    const dirty = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: editor.token,
      body: { description: "This display is bullshit" },
    });
    expect(dirty.status).toBe(400);
    expect((await expectJson(dirty, errorSchema)).message).toBe(CLEAN_MESSAGE);
    const anon = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      body: { description: "Anon" },
    });
    expect(anon.status).toBe(401);
    let row = await env.DB.prepare("SELECT description FROM houses WHERE id = ?")
      .bind(house.id)
      .first();
    expect(row).toEqual({ description: "Old words" });

    const before = Date.now();
    const ok = await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: editor.token,
      body: { description: "  Forty thousand lights synced to music.  " },
    });
    expect(ok.status).toBe(200);
    row = await env.DB.prepare(
      "SELECT description, last_description_edit_at AS at, last_description_edit_user_id AS who FROM houses WHERE id = ?",
    )
      .bind(house.id)
      .first();
    expect(row).toMatchObject({
      description: "Forty thousand lights synced to music.",
      who: editor.uid,
    });
    expect(Number(row?.at)).toBeGreaterThanOrEqual(before - 1000);

    const missing = await api("/api/houses/999999/description", {
      method: "PUT",
      token: editor.token,
      body: { description: "Hello" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("photos", () => {
  it("stores inline data in R2 and only the URL in D1; serves it back", async ({ expect }) => {
    const house = await createHouse();
    const caller = newCaller();
    const res = await api(`/api/houses/${house.id}/photos`, {
      method: "POST",
      token: caller.token,
      body: { imageUrl: JPEG_DATA_URL },
    });
    expect(res.status).toBe(201);
    const photo = await expectJson(res, addedPhotoSchema);
    expect(photo.imageUrl).toMatch(/^\/api\/media\/photos\/[0-9a-f-]+\.jpg$/);
    expect(photo.uploadedBy).toBe(caller.uid);
    const stored = await env.DB.prepare("SELECT image_url FROM photos WHERE id = ?")
      .bind(photo.id)
      .first<{ image_url: string }>();
    expect(stored?.image_url).toBe(photo.imageUrl);
    expect(stored?.image_url.startsWith("data:")).toBe(false);
    const object = await env.MEDIA.get(photo.imageUrl.replace("/api/media/", ""));
    expect(object?.httpMetadata?.contentType).toBe("image/jpeg");

    const served = await api(photo.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(new Uint8Array(await served.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff]),
    );
  });

  it("accepts a URL from /api/upload-image; rejects SVG, foreign URLs and anonymous", async ({
    expect,
  }) => {
    const house = await createHouse();
    const caller = newCaller();
    const uploaded = await expectJson(
      await api("/api/upload-image", {
        method: "POST",
        token: caller.token,
        body: { imageData: PNG_DATA_URL, contentType: "image/png" },
      }),
      uploadImageResponseSchema,
    );
    const viaUrl = await api(`/api/houses/${house.id}/photos`, {
      method: "POST",
      token: caller.token,
      body: { imageUrl: uploaded.imageUrl },
    });
    expect(viaUrl.status).toBe(201);

    for (const imageUrl of [
      SVG_DATA_URL,
      "https://example.com/x.jpg",
      "/api/media/photos/nope.jpg",
      "",
    ]) {
      const res = await api(`/api/houses/${house.id}/photos`, {
        method: "POST",
        token: caller.token,
        body: { imageUrl },
      });
      expect(res.status, imageUrl).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toBeTruthy();
    }
    const anon = await api(`/api/houses/${house.id}/photos`, {
      method: "POST",
      body: { imageUrl: GIF_DATA_URL },
    });
    expect(anon.status).toBe(401);
    expect(await countHouseRows("photos", house.id)).toBe(1);
  });

  it("only the uploader deletes; the photo is then served no more", async ({ expect }) => {
    const house = await createHouse();
    const owner = newCaller();
    const other = newCaller();
    const photo = await expectJson(
      await api(`/api/houses/${house.id}/photos`, {
        method: "POST",
        token: owner.token,
        body: { imageUrl: PNG_DATA_URL },
      }),
      addedPhotoSchema,
    );
    const key = photo.imageUrl.replace("/api/media/", "");
    const path = `/api/houses/${house.id}/photos/${photo.id}`;
    expect((await api(path, { method: "DELETE" })).status).toBe(401);
    expect((await api(path, { method: "DELETE", token: other.token })).status).toBe(403);
    const wrongHouse = await createHouse();
    expect(
      (
        await api(`/api/houses/${wrongHouse.id}/photos/${photo.id}`, {
          method: "DELETE",
          token: owner.token,
        })
      ).status,
    ).toBe(404);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    const del = await api(path, { method: "DELETE", token: owner.token });
    expect(del.status).toBe(200);
    expect(await countHouseRows("photos", house.id)).toBe(0);
    expect((await api(photo.imageUrl)).status).toBe(404);
    // Its file waits out the restore window (decision 338).
    expect(await env.MEDIA.head(key)).not.toBeNull();
  });
});

describe("videos (links)", () => {
  it("a house carries at most 3 videos: the fourth is refused and nothing is added", async ({
    expect,
  }) => {
    const house = await createHouse();
    const owner = newCaller();
    // Four different videos: the same one twice is refused for being there already (decision 335).
    const add = (videoId: string) =>
      api(`/api/houses/${house.id}/videos`, {
        method: "POST",
        token: owner.token,
        body: { videoUrl: `https://youtu.be/${videoId}` },
      });
    for (const videoId of ["dQw4w9WgXcQ", "9bZkp7q19f0", "kJQP7kiw5Fk"]) {
      expect((await add(videoId)).status).toBe(201);
    }
    const fourth = await add("JGwWNGJdvx8");
    expect(fourth.status).toBe(409);
    expect((await expectJson(fourth, errorSchema)).message).toBe(
      "You can upload up to 3 videos per house",
    );
    expect(await countHouseRows("videos", house.id)).toBe(3);
  });

  it("adds YouTube and Vimeo links; others are 400; only the adder removes", async ({ expect }) => {
    const house = await createHouse();
    const owner = newCaller();
    const other = newCaller();
    for (const videoUrl of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/9bZkp7q19f0",
      "https://vimeo.com/76979871",
    ]) {
      const res = await api(`/api/houses/${house.id}/videos`, {
        method: "POST",
        token: owner.token,
        body: { videoUrl },
      });
      expect(res.status, videoUrl).toBe(201);
    }
    const bad = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: owner.token,
      body: { videoUrl: "https://www.dailymotion.com/video/x7xyz" },
    });
    expect(bad.status).toBe(400);
    expect((await expectJson(bad, errorSchema)).message).toBe(
      "videoUrl: Please enter a valid YouTube or Vimeo URL",
    );
    const notUrl = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: owner.token,
      body: { videoUrl: "not a url" },
    });
    expect(notUrl.status).toBe(400);
    const unknownStream = await api(`/api/houses/${house.id}/videos`, {
      method: "POST",
      token: owner.token,
      body: { cloudflareStreamId: "abcdef0123456789abcdef0123456789" },
    });
    expect(unknownStream.status).toBe(400);
    expect(await countHouseRows("videos", house.id)).toBe(3);

    const { results } = await env.DB.prepare("SELECT id FROM videos WHERE house_id = ?")
      .bind(house.id)
      .all<{ id: number }>();
    const path = `/api/houses/${house.id}/videos/${results[0]!.id}`;
    expect((await api(path, { method: "DELETE" })).status).toBe(401);
    expect((await api(path, { method: "DELETE", token: other.token })).status).toBe(403);
    expect((await api(path, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect(await countHouseRows("videos", house.id)).toBe(2);
  });
});
