/**
 * Live events of one house as server-sent events (GET /api/houses/:id/stream). The stateless
 * worker holds the browser's stream; the house's Durable Object only holds a hibernatable
 * WebSocket to this relay.
 */

import { connectedEvent, type LiveEvent } from "@contract/live-events";
import { houseIdParamSchema } from "@contract/params";
import { connectHouseEvents } from "../../durable-objects/house-events";
import { factory } from "../../factory";
import { requireHouse } from "../../lib/http/require-house";
import { validate } from "../../lib/http/validate";

/** Keep-alive comment for proxies, and the moment a gone browser is noticed at the latest. */
const SSE_HEARTBEAT_MS = 20_000;

function sseFrame(event: LiveEvent) {
  // "connected" is the plain `message` event; the others are named after their type.
  const name = event.type === "connected" ? "" : `event: ${event.type}\n`;
  return `${name}data: ${JSON.stringify(event)}\n\n`;
}

export const houseLiveEventRoutes = factory
  .createApp()
  .get("/:id{[0-9]+}/stream", validate("param", houseIdParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireHouse(c.var.db, id);
    const socket = await connectHouseEvents(c.env, id);
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    let open = true;

    const cleanup = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      try {
        socket.close(1000, "browser left");
      } catch {
        // Already closed.
      }
      writer.close().catch(() => undefined);
    };
    const send = (text: string) => {
      if (!open) return;
      writer.write(encoder.encode(text)).catch(cleanup);
    };

    const heartbeat = setInterval(() => send(": keep-alive\n\n"), SSE_HEARTBEAT_MS);
    socket.addEventListener("message", (message) => {
      if (typeof message.data !== "string" || message.data === "pong") return;
      try {
        send(sseFrame(JSON.parse(message.data) as LiveEvent));
      } catch {
        // Not an event.
      }
    });
    socket.addEventListener("close", cleanup);
    socket.addEventListener("error", cleanup);
    // The browser went away: the readable side is cancelled, so the writer errors.
    writer.closed.catch(cleanup);
    c.req.raw.signal?.addEventListener("abort", cleanup);

    send("retry: 3000\n\n");
    send(sseFrame(connectedEvent(id)));
    return new Response(readable, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  });
