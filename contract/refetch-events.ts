/**
 * Which live events make an open house page refetch the house (zod-free: the house page's first
 * load carries it, docs/performance.md).
 */
import type { LiveEventType } from "./live-events";

/** Events after which an open house page refetches the house. */
export const REFETCH_EVENTS = [
  "description-updated",
  "photo-added",
  "photo-deleted",
  "house-updated",
] as const satisfies readonly LiveEventType[];
