/**
 * One instance per house (named by the house id): fans out live events to the browsers that
 * watch that house (docs/product.md, House page and contributions).
 *
 * It uses the WebSocket Hibernation API: the worker route GET /api/houses/{id}/stream opens a
 * WebSocket to this object and relays each message to the browser as server-sent events. The
 * object accepts those sockets with ctx.acceptWebSocket, so between events it can be evicted from
 * memory (no duration billing) while the sockets stay connected. Holding the SSE streams here
 * instead would keep the object awake for as long as any page is open.
 *
 * It also wakes (an alarm) when the Undo's window of an uploaded video removed from the house
 * ends, to delete the video at its host then (decision 373, lib/media-undo.ts).
 */

import { DurableObject } from "cloudflare:workers";
import { type LiveEvent, liveEventSchema } from "@contract/live-events";
import { UNDO_WINDOW_MS } from "@contract/media-undo";
import { z } from "zod";
import { createDb } from "../db/client";
import { endHouseRemovals } from "../lib/media-undo";
import { logError } from "../lib/structured-log";

/** A removal's window is over a moment after it ends (the end itself is still within it). */
const AFTER_THE_END_MS = 1000;

/** POST /removal: wake at `at` (ms) for the house's removals. */
const removalEndSchema = z.object({
  houseId: z.number().int().positive(),
  at: z.number().int().positive(),
});

export class HouseEvents extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() === "websocket") {
      const pair = new WebSocketPair();
      const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
      this.ctx.acceptWebSocket(server);
      return new Response(null, { status: 101, webSocket: client });
    }
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/broadcast") {
      const parsed = liveEventSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return Response.json({ message: "Invalid event" }, { status: 400 });
      return Response.json({ delivered: this.broadcast(parsed.data) });
    }
    if (request.method === "POST" && url.pathname === "/removal") {
      const parsed = removalEndSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return Response.json({ message: "Invalid removal" }, { status: 400 });
      await this.ctx.storage.put("houseId", parsed.data.houseId);
      const alarm = await this.ctx.storage.getAlarm();
      if (alarm === null || alarm > parsed.data.at) await this.ctx.storage.setAlarm(parsed.data.at);
      return Response.json({ at: parsed.data.at });
    }
    if (request.method === "GET" && url.pathname === "/connections") {
      return Response.json({ connections: this.ctx.getWebSockets().length });
    }
    return Response.json({ message: "Not found" }, { status: 404 });
  }

  /**
   * The end of an Undo's window: the house's held videos are deleted at their host, and the
   * alarm is set again for the next one. A failure throws, and Cloudflare runs the alarm again.
   */
  async alarm() {
    const houseId = await this.ctx.storage.get<number>("houseId");
    if (houseId === undefined) return;
    const next = await endHouseRemovals(this.env, createDb(this.env.DB), houseId, new Date());
    if (next) {
      await this.ctx.storage.setAlarm(Math.max(next.getTime(), Date.now()) + AFTER_THE_END_MS);
    }
  }

  private broadcast(event: LiveEvent) {
    const data = JSON.stringify(event);
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(data);
        delivered += 1;
      } catch {
        // Socket already closing: webSocketClose cleans it up.
      }
    }
    return delivered;
  }

  /** Relays may send "ping" to keep intermediaries from timing the socket out. */
  async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    if (message === "ping") socket.send("pong");
  }

  async webSocketClose(socket: WebSocket, code: number) {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
    } catch {
      // Already closed (auto-reply to close).
    }
  }

  async webSocketError(socket: WebSocket) {
    try {
      socket.close(1011, "error");
    } catch {
      // Already closed.
    }
  }
}

function stubFor(env: Env, houseId: number) {
  return env.HOUSE_EVENTS.get(env.HOUSE_EVENTS.idFromName(String(houseId)));
}

/**
 * Asks the house's object to wake when the Undo's window of a removal made at `removedAt` ends,
 * to delete the held video at its host then. Never throws: without the alarm the nightly cleanup
 * deletes it.
 */
export async function scheduleRemovalEnd(env: Env, houseId: number, removedAt: Date) {
  try {
    const response = await stubFor(env, houseId).fetch("https://house-events/removal", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        houseId,
        at: removedAt.getTime() + UNDO_WINDOW_MS + AFTER_THE_END_MS,
      }),
    });
    if (!response.ok) throw new Error(`HouseEvents answered ${response.status}`);
  } catch (error) {
    logError("removal-end-not-scheduled", error, { houseId });
  }
}

/** Sends one event to everyone watching the house. Never throws: live updates are best-effort. */
export async function broadcastHouseEvent(env: Env, event: LiveEvent) {
  try {
    const response = await stubFor(env, event.houseId).fetch("https://house-events/broadcast", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(event),
    });
    const body = (await response.json()) as { delivered?: number };
    return body.delivered ?? 0;
  } catch (error) {
    logError("live-event-not-sent", error, { houseId: event.houseId, type: event.type });
    return 0;
  }
}

/** Opens a WebSocket to the house's object (the worker side of the SSE relay). */
export async function connectHouseEvents(env: Env, houseId: number) {
  const response = await stubFor(env, houseId).fetch("https://house-events/connect", {
    headers: { Upgrade: "websocket" },
  });
  const socket = response.webSocket;
  if (!socket) throw new Error(`HouseEvents did not upgrade (${response.status})`);
  socket.accept();
  return socket;
}
