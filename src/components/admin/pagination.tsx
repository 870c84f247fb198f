import { ChevronLeft, ChevronRight } from "lucide-react";
import { type FocusEvent, useLayoutEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { focusPageHeading } from "@/components/ui/focus-in-list-when-removed";

/**
 * Previous / Next with "Page X of Y" (docs/product.md, Admin). While the page asked for loads
 * (`loading`: the rows shown are still the page before, decision 402), the line says "Loading
 * page X of Y..." for the page asked for; it is a live region, so a screen reader hears that, and
 * then "Page X of Y" when the page arrives (decision 416). The button pressed keeps the focus
 * while busy (decision 340); when the page that arrives disables it (Next on the last page), the
 * focus goes to the other button, or to the screen's heading when both are disabled, never to the
 * page's body.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  busy,
  loading = false,
}: {
  /** The page asked for (the address's), which is the page shown unless `loading`. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** A read under way: Previous and Next keep the focus (decision 340). */
  busy?: boolean;
  /** The page asked for is not shown yet: the rows are the page before's. */
  loading?: boolean;
}) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  /** The pager's button that had the focus last, while the focus is still on it. */
  const focused = useRef<HTMLButtonElement | null>(null);
  // While a page loads neither button is disabled (a disabled button drops the focus): both are
  // busy, and pressing them does nothing.
  const previousDisabled = !loading && page <= 1;
  const nextDisabled = !loading && page >= totalPages;

  // biome-ignore lint/correctness/useExhaustiveDependencies: run as either button is disabled.
  useLayoutEffect(() => {
    const had = focused.current;
    if (!had?.disabled) return;
    const active = document.activeElement;
    // The browser may have moved the focus to the body already, or not yet.
    if (active !== had && active !== document.body && active !== null) return;
    const other = had === next.current ? previous.current : next.current;
    if (other && !other.disabled) other.focus();
    else focusPageHeading();
  }, [previousDisabled, nextDisabled]);

  const buttonFocus = {
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      focused.current = event.currentTarget;
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      // Still ours when it leaves for nowhere (disabled under it); another control takes it over.
      if (event.relatedTarget) focused.current = null;
    },
  };

  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      <Button
        ref={previous}
        variant="outline"
        onClick={() => onPageChange(page - 1)}
        disabled={previousDisabled}
        busy={busy || loading}
        {...buttonFocus}
      >
        <ChevronLeft /> Previous
      </Button>
      <span role="status" className="text-balance text-center text-muted-foreground text-sm">
        {loading ? `Loading page ${page} of ${totalPages}...` : `Page ${page} of ${totalPages}`}
      </span>
      <Button
        ref={next}
        variant="outline"
        onClick={() => onPageChange(page + 1)}
        disabled={nextDisabled}
        busy={busy || loading}
        {...buttonFocus}
      >
        Next <ChevronRight />
      </Button>
    </nav>
  );
}
