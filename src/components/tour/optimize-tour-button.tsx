import { SparklesIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { afterNextPaint } from "@/lib/after-next-paint";

/**
 * The planner's Optimize button. Ordering 20 stops and drawing the list again in their new
 * order takes a phone a good part of a second, so a press first paints "Optimizing..." and runs
 * `onOptimize` after that frame: the button answers at once. The latest `onOptimize` runs (the
 * tour as it is then).
 *
 * While `waiting` (the start is My Location and the planner is still finding the position), a
 * press stays on "Optimizing..." until the position has arrived or could not be had, then orders
 * (decision 368); a second press meanwhile does nothing (the busy button takes no press).
 */
export function OptimizeTourButton({
  disabled,
  waiting,
  onOptimize,
}: {
  disabled: boolean;
  waiting: boolean;
  onOptimize(): void;
}) {
  /** Pressed, and the order not made yet. */
  const [optimizing, setOptimizing] = useState(false);
  const latest = useRef(onOptimize);
  latest.current = onOptimize;
  // Runs in the press's own task (React runs a click's effects before the frame), so the work
  // still follows the "Optimizing..." frame; after a wait, it follows the render that has the
  // position (or its failure), and `latest` is that render's.
  useEffect(() => {
    if (!optimizing || waiting) return;
    let calledOff = false;
    void afterNextPaint().then(() => {
      if (calledOff) return;
      try {
        latest.current();
      } finally {
        setOptimizing(false);
      }
    });
    return () => {
      calledOff = true;
    };
  }, [optimizing, waiting]);
  return (
    <Button
      variant="outline"
      onClick={() => setOptimizing(true)}
      disabled={disabled}
      busy={optimizing}
    >
      <SparklesIcon aria-hidden="true" />
      {optimizing ? "Optimizing..." : "Optimize"}
    </Button>
  );
}
