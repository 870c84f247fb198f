/**
 * Hosted images belong to their uploader: nobody else can attach them to a house or a photo,
 * and deleting a house deletes only the images nothing else points at any more.
 */
import { env } from "cloudflare:workers";
import { describe, it } from "vitest";
import {
  api,
  createHouse,
  json,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  uniqueTownName,
} from "./factories";

async function upload(token: string): Promise<string> {
  const res = await api("/api/upload-image", {
    method: "POST",
    token,
    body: { imageData: PNG_DATA_URL, contentType: "image/png" },
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
  return (await json(res)).imageUrl;
}

function submission(mainImageUrl: string) {
  return {
    title: "The Candy Cane Lane House",
    address: `${Math.floor(Math.random() * 9000) + 100} ${uniqueTownName("Holly").replace(" ", "")} Street`,
    description: "Thousands of lights synced to music.",
    mainImageUrl,
    features: ["Music-Sync"],
    latitude: 40.6807,
    longitude: -73.4743,
    // A town the app knows (decision 419); the street makes the address this test's own.
    city: "Massapequa",
    state: "NY",
  };
}

const rowCount = async (table: "houses" | "photos") =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

describe("hosted images belong to their uploader", () => {
  it("another user cannot attach my upload to their house or as a photo", async ({ expect }) => {
    const owner = await signedIn(newCaller());
    const thief = await signedIn(newCaller());
    const imageUrl = await upload(owner.token);
    const target = await createHouse();

    const housesBefore = await rowCount("houses");
    const photosBefore = await rowCount("photos");
    const submitted = await api("/api/houses", {
      method: "POST",
      token: thief.token,
      body: submission(imageUrl),
    });
    expect(submitted.status).toBe(400);
    expect((await json(submitted)).message).toMatch(/only images you uploaded yourself/);
    const photo = await api(`/api/houses/${target.id}/photos`, {
      method: "POST",
      token: thief.token,
      body: { imageUrl },
    });
    expect(photo.status).toBe(400);
    expect((await json(photo)).message).toMatch(/only images you uploaded yourself/);
    expect(await rowCount("houses")).toBe(housesBefore);
    expect(await rowCount("photos")).toBe(photosBefore);

    // The uploader can.
    const mine = await api("/api/houses", {
      method: "POST",
      token: owner.token,
      body: submission(imageUrl),
    });
    expect(mine.status).toBe(201);
  });

  it("deleting a house keeps an image another house still shows (reference count)", async ({
    expect,
  }) => {
    const owner = await signedIn(newCaller());
    const admin = await newAdmin();
    const imageUrl = await upload(owner.token);
    const created = await api("/api/houses", {
      method: "POST",
      token: owner.token,
      body: submission(imageUrl),
    });
    expect(created.status).toBe(201);
    const houseA = (await json(created)).id as number;
    // House B and a photo on house C point at the same object (rows from before the
    // ownership rule, or the owner's own reuse).
    const houseB = await createHouse({ mainImageUrl: imageUrl });
    const houseC = await createHouse();
    await env.DB.prepare("INSERT INTO photos (house_id, image_url, uploaded_by) VALUES (?, ?, ?)")
      .bind(houseC.id, imageUrl, owner.uid)
      .run();

    const path = imageUrl.replace(/^https?:\/\/[^/]+/, "");
    for (const id of [houseB.id, houseA]) {
      const res = await api(`/api/admin/houses/${id}`, { method: "DELETE", token: admin.token });
      expect(res.status).toBe(200);
      expect((await api(path)).status, `after deleting house ${id}`).toBe(200);
    }
    const res = await api(`/api/admin/houses/${houseC.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(res.status).toBe(200);
    // Nothing points at it any more: storage is gone.
    expect((await api(path)).status).toBe(404);
  });
});
