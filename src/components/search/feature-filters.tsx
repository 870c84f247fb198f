import { SlidersHorizontalIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { FeatureFilterList, type FilterProps } from "./feature-filter-list";

/**
 * Sidebar on large screens. Not rendered at all on smaller ones, where the sheet below offers the
 * same list: a dozen checkboxes a phone would render, lay out and style only to hide them.
 */
export function FeatureFilterSidebar({
  className,
  ...props
}: FilterProps & { className?: string }) {
  const isLargeScreen = useMediaQuery(LARGE_SCREEN);
  if (!isLargeScreen) return null;
  return (
    <aside aria-label="Feature filters" className={cn("w-60 shrink-0", className)}>
      <div className="sticky top-20 rounded-xl border bg-card p-4">
        <FeatureFilterList idPrefix="sidebar" {...props} />
      </div>
    </aside>
  );
}

/** The filter sheet (Radix Dialog: focus trap, scroll lock), loaded on the first sign of use. */
const filterSheetModule = lazyModule(() => import("./filter-sheet"));

/**
 * Bottom sheet on small screens, opened by a "Filters" button showing the count. The button is
 * drawn at once; the sheet's code loads when a finger or pointer comes near it, so the screen's
 * first JavaScript carries no dialog (docs/performance.md, "Every screen").
 */
export function FeatureFilterSheet(props: FilterProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [sheet, loadSheet] = useLazyModule(filterSheetModule);
  const count = props.selected.length + (props.litTonight ? 1 : 0);
  const load = () => void loadSheet();
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          setOpen(true);
          void loadSheet("press");
        }}
      >
        <SlidersHorizontalIcon aria-hidden="true" />
        Filters
        {count > 0 && <Badge className="ml-1">{count}</Badge>}
      </Button>
      {sheet && (
        <sheet.FilterSheet
          open={open}
          onOpenChange={setOpen}
          returnFocus={() => button.current?.focus()}
          {...props}
        />
      )}
    </>
  );
}
