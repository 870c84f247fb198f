import { SparklesIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { afterNextPaint } from "@/lib/after-next-paint";

/**
 * The planner's Optimize button. Ordering 20 stops and drawing the list again in their new
 * order takes a phone a good part of a second, so a press first paints "Optimizing..." and runs
 * `onOptimize` after that frame: the button answers at once. The latest `onOptimize` runs (the
 * tour as it is then).
 */
export function OptimizeTourButton({
  disabled,
  onOptimize,
}: {
  disabled: boolean;
  onOptimize(): void;
}) {
  const [optimizing, setOptimizing] = useState(false);
  const latest = useRef(onOptimize);
  latest.current = onOptimize;
  const optimize = () => {
    if (optimizing) return;
    setOptimizing(true);
    void afterNextPaint().then(() => {
      try {
        latest.current();
      } finally {
        setOptimizing(false);
      }
    });
  };
  return (
    <Button variant="outline" onClick={optimize} disabled={disabled} busy={optimizing}>
      <SparklesIcon aria-hidden="true" />
      {optimizing ? "Optimizing..." : "Optimize"}
    </Button>
  );
}
