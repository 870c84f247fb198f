import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { FeatureFilterList, type FilterProps } from "./feature-filter-list";

/** The small screens' filter sheet, loaded by its "Filters" button (feature-filters.tsx). */
export function FilterSheet({
  open,
  onOpenChange,
  returnFocus,
  ...props
}: FilterProps & {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Radix gives the focus back to a Sheet's own trigger only; this sheet opens from a button. */
  returnFocus(): void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        // Clear of a toast across the top of the screen (decision 370), or in the bottom corner
        // from `md` (decision 376).
        className="max-h-[min(80dvh,calc(100dvh-var(--toast-room,0px)-var(--toast-room-bottom,0px)))]!"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Filter Displays</SheetTitle>
          <SheetDescription>Show only houses with every feature you pick.</SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          <FeatureFilterList idPrefix="sheet" {...props} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
