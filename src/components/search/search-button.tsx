import { SearchIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";

/** The one Search button of the landing's quick search and the home search bar. */
export function SearchButton({
  isSearching = false,
  className,
  ...props
}: ComponentProps<"button"> & { isSearching?: boolean }) {
  return (
    <Button
      variant="accent"
      size="field"
      className={cn("px-5!", className)}
      busy={isSearching}
      {...props}
    >
      {isSearching ? <Spinner size="sm" /> : <SearchIcon aria-hidden="true" />}
      Search
    </Button>
  );
}
