/**
 * Live events of one house (docs/product.md, House page and contributions; GET
 * /api/houses/{id}/stream). The Durable Object broadcasts them over WebSockets; the worker relays
 * each as one SSE message. Shared by the Durable Object, the worker and the browser.
 * Beside the product's four, "house-updated" stands for every other edit of the house (its
 * schedule, its owner's season answer, its videos, ...) so an open page sees those too
 * (decision 339).
 */
import { z } from "zod";

export const liveEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("connected"), houseId: z.number() }),
  z.object({ type: z.literal("description-updated"), houseId: z.number() }),
  z.object({ type: z.literal("photo-added"), houseId: z.number(), photoId: z.number() }),
  z.object({ type: z.literal("photo-deleted"), houseId: z.number(), photoId: z.number() }),
  z.object({ type: z.literal("house-updated"), houseId: z.number() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent["type"];

export function connectedEvent(houseId: number) {
  return { type: "connected", houseId } satisfies LiveEvent;
}

/** Parses one SSE data line; null for anything that is not a known event. */
export function parseLiveEvent(data: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
