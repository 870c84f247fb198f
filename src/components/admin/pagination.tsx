import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Previous / Next with "Page X of Y" (docs/product.md, Admin). */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  busy,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The page asked for is loading: Previous and Next keep the focus (decision 340). */
  busy?: boolean;
}) {
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      <Button
        variant="outline"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        busy={busy}
      >
        <ChevronLeft /> Previous
      </Button>
      <span className="text-muted-foreground text-sm">
        Page {page} of {totalPages}
      </span>
      <Button
        variant="outline"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        busy={busy}
      >
        Next <ChevronRight />
      </Button>
    </nav>
  );
}
