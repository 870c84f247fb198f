import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";

type Edges = { scrolls: boolean; before: boolean; after: boolean };

const FITS: Edges = { scrolls: false, before: false, after: false };

/**
 * A wide part (a table) that scrolls sideways inside the page when the screen is narrower than it
 * (decision 370). While it scrolls, it shows it: a shade on each edge with more beyond it, and the
 * box is a region, named by `label`, that Tab reaches and the arrow keys scroll, so a keyboard
 * reaches a column with nothing to focus in it. While everything fits it is a plain box, with no
 * shade and no extra stop for Tab.
 */
export function SideScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState(FITS);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const overflow = element.scrollWidth - element.clientWidth;
      // Whole pixels: a zoomed page's widths have fractions.
      const next: Edges = {
        scrolls: overflow > 1,
        before: overflow > 1 && element.scrollLeft > 1,
        after: overflow > 1 && element.scrollLeft < overflow - 1,
      };
      setEdges((current) =>
        current.scrolls === next.scrolls &&
        current.before === next.before &&
        current.after === next.after
          ? current
          : next,
      );
    };
    measure();
    // The box's width follows the screen's; its content's follows the rows shown.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, []);
  const shade =
    "pointer-events-none absolute inset-y-px w-6 from-foreground/15 to-transparent transition-opacity";
  return (
    <div className={cn("relative", className)}>
      <div
        ref={box}
        data-slot="side-scroll-region"
        // Only while it scrolls: a named region with a stop for Tab where there is nothing to
        // scroll would be noise.
        {...(edges.scrolls && { role: "region", "aria-label": label, tabIndex: 0 })}
        className="overflow-x-auto rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {children}
      </div>
      <div
        aria-hidden="true"
        data-slot="side-scroll-shade"
        data-edge="start"
        className={cn(
          shade,
          "left-px rounded-l-lg bg-linear-to-r",
          edges.before ? "opacity-100" : "opacity-0",
        )}
      />
      <div
        aria-hidden="true"
        data-slot="side-scroll-shade"
        data-edge="end"
        className={cn(
          shade,
          "right-px rounded-r-lg bg-linear-to-l",
          edges.after ? "opacity-100" : "opacity-0",
        )}
      />
    </div>
  );
}
