import { env } from "cloudflare:workers";
import { addedPhotoSchema } from "@contract/media";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller, PNG_DATA_URL, sseReader } from "./factories";

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
});
