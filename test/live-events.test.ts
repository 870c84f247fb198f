import { env } from "cloudflare:workers";
import { homeownerRequestCreatedSchema } from "@contract/homeowners";
import { addedPhotoSchema, addedVideoSchema } from "@contract/media";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  newAdmin,
  newCaller,
  PNG_DATA_URL,
  signedIn,
  sseReader,
} from "./factories";

/** How many relays (browsers) hold a WebSocket to the house's Durable Object. */
async function connections(houseId: number) {
  const stub = env.HOUSE_EVENTS.get(env.HOUSE_EVENTS.idFromName(String(houseId)));
  const res = await stub.fetch("https://house-events/connections");
  return ((await res.json()) as { connections: number }).connections;
}

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("GET /api/houses/:id/stream", () => {
  it("404 for a missing house", async ({ expect }) => {
    const res = await api("/api/houses/999999/stream");
    expect(res.status).toBe(404);
  });

  it("delivers connected, description-updated, photo-added and photo-deleted to every watcher", async ({
    expect,
  }) => {
    const house = await createHouse();
    const first = await api(`/api/houses/${house.id}/stream`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    const a = sseReader(first);
    const b = sseReader(await api(`/api/houses/${house.id}/stream`));
    expect(await a.next()).toEqual({
      event: "message",
      data: { type: "connected", houseId: house.id },
    });
    expect((await b.next()).data).toEqual({ type: "connected", houseId: house.id });
    expect(await connections(house.id)).toBe(2);

    const editor = newCaller();
    await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: editor.token,
      body: { description: "Now with a singing tree" },
    });
    const expected = { type: "description-updated", houseId: house.id };
    expect(await a.next()).toEqual({ event: "description-updated", data: expected });
    expect(await b.next()).toEqual({ event: "description-updated", data: expected });

    const photo = await expectJson(
      await api(`/api/houses/${house.id}/photos`, {
        method: "POST",
        token: editor.token,
        body: { imageUrl: PNG_DATA_URL },
      }),
      addedPhotoSchema,
    );
    expect(await a.next()).toEqual({
      event: "photo-added",
      data: { type: "photo-added", houseId: house.id, photoId: photo.id },
    });
    await api(`/api/houses/${house.id}/photos/${photo.id}`, {
      method: "DELETE",
      token: editor.token,
    });
    expect((await a.next()).event).toBe("photo-deleted");

    // Events of another house do not leak in.
    const other = await createHouse();
    await api(`/api/houses/${other.id}/description`, {
      method: "PUT",
      token: editor.token,
      body: { description: "Elsewhere" },
    });
    await api(`/api/houses/${house.id}/description`, {
      method: "PUT",
      token: editor.token,
      body: { description: "Back here" },
    });
    expect((await b.next()).event).toBe("photo-added");
    expect((await b.next()).event).toBe("photo-deleted");
    expect(await b.next()).toEqual({ event: "description-updated", data: expected });

    // A browser leaving closes its socket to the Durable Object.
    await a.cancel();
    await until(async () => (await connections(house.id)) === 1);
    await b.cancel();
    await until(async () => (await connections(house.id)) === 0);
  });

  it("tells watchers of every other edit as house-updated: hours, the owner's season answer, a video added and removed", async ({
    expect,
  }) => {
    const house = await createHouse();
    const watcher = sseReader(await api(`/api/houses/${house.id}/stream`));
    expect((await watcher.next()).data).toEqual({ type: "connected", houseId: house.id });
    const updated = { event: "house-updated", data: { type: "house-updated", houseId: house.id } };
    /** The next frame, or a clear failure instead of the test's whole timeout. */
    const nextFrame = async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        return await Promise.race([
          watcher.next(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("no live event within 5 s")), 5000);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    };

    const owner = await signedIn(newCaller());
    const schedule = await api(`/api/houses/${house.id}/schedule`, {
      method: "PUT",
      token: owner.token,
      body: { litFrom: "17:00", litUntil: "22:00" },
    });
    expect(schedule.status).toBe(200);
    expect(await nextFrame()).toEqual(updated);

    // The owner's season answer needs an approved claim (approving it is an edit of its own).
    const claim = await expectJson(
      await api(`/api/houses/${house.id}/claim`, {
        method: "POST",
        token: owner.token,
        body: {
          note: "I live here and put the lights up every year.",
          latitude: house.latitude,
          longitude: house.longitude,
          accuracy: 10,
        },
      }),
      homeownerRequestCreatedSchema,
    );
    const admin = await newAdmin();
    const approved = await api(`/api/admin/homeowner-requests/${claim.id}/approve`, {
      method: "POST",
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    expect(await nextFrame()).toEqual(updated);
    const plan = await api(`/api/houses/${house.id}/season-plan`, {
      method: "PUT",
      token: owner.token,
      body: { plan: "not-this-year" },
    });
    expect(plan.status).toBe(200);
    expect(await nextFrame()).toEqual(updated);

    const video = await expectJson(
      await api(`/api/houses/${house.id}/videos`, {
        method: "POST",
        token: owner.token,
        body: { videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      }),
      addedVideoSchema,
    );
    expect(await nextFrame()).toEqual(updated);
    const removed = await api(`/api/houses/${house.id}/videos/${video.id}`, {
      method: "DELETE",
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(await nextFrame()).toEqual(updated);

    await watcher.cancel();
    await until(async () => (await connections(house.id)) === 0);
  });
});
