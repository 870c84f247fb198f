import { nextTask } from "./next-task";

/**
 * Resolves in a task after the next frame is painted: a tap's handler can show that it was heard
 * ("Optimizing...", a selected marker) and leave the heavy work to this, so the screen answers
 * the tap in its next frame instead of after the work. A hidden tab paints no frames, so there
 * it is the next task. (Apart from next-task.ts, which the landing loads, so only the screens
 * that use it load it.)
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return nextTask();
  // Frame callbacks run just before the frame is painted; a task they post runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}
