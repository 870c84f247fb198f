import { useSyncExternalStore } from "react";

/** How long a fresh upload is shown as "Processing video...". */
export const VIDEO_PROCESSING_MS = 30_000;

// The uploads of this page's session still flagged as processing, by stream id.
const processingUntil = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Flags a video just uploaded as processing for VIDEO_PROCESSING_MS. */
export function markProcessing(streamId: string) {
  processingUntil.set(streamId, Date.now() + VIDEO_PROCESSING_MS);
  changed();
  setTimeout(() => {
    processingUntil.delete(streamId);
    changed();
  }, VIDEO_PROCESSING_MS);
}

export function useIsProcessing(streamId: string | null) {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return streamId !== null && (processingUntil.get(streamId) ?? 0) > Date.now();
}
