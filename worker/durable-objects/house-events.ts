/**
 * One instance per house (named by the house id): fans out live events to the browsers that
 * watch that house (docs/product.md, House page and contributions).
 *
 * It uses the WebSocket Hibernation API: the worker route GET /api/houses/{id}/stream opens a
 * WebSocket to this object and relays each message to the browser as server-sent events. The
 * object accepts those sockets with ctx.acceptWebSocket, so between events it can be evicted from
 * memory (no duration billing) while the sockets stay connected. Holding the SSE streams here
 * instead would keep the object awake for as long as any page is open.
 */

import { DurableObject } from "cloudflare:workers";
import { type LiveEvent, liveEventSchema } from "@contract/live-events";
import { logError } from "../lib/structured-log";

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
    if (request.method === "GET" && url.pathname === "/connections") {
      return Response.json({ connections: this.ctx.getWebSockets().length });
    }
    return Response.json({ message: "Not found" }, { status: 404 });
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
