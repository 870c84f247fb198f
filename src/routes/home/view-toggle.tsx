import { LayoutGridIcon, ListIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** Home result views. "map" is rendered by the map issue (lazy map component). */
export type HomeViewMode = "grid" | "list" | "map";

export function ViewToggle({
  value,
  onChange,
  extra,
}: {
  value: HomeViewMode;
  onChange(value: HomeViewMode): void;
  /** Further buttons (the Map view button). */
  extra?: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar-like button group.
    <div role="group" aria-label="View" className="inline-flex rounded-lg border p-0.5">
      <Button
        variant={value === "grid" ? "secondary" : "ghost"}
        size="sm"
        aria-pressed={value === "grid"}
        onClick={() => onChange("grid")}
      >
        <LayoutGridIcon aria-hidden="true" />
        Grid
      </Button>
      <Button
        variant={value === "list" ? "secondary" : "ghost"}
        size="sm"
        aria-pressed={value === "list"}
        onClick={() => onChange("list")}
      >
        <ListIcon aria-hidden="true" />
        List
      </Button>
      {extra}
    </div>
  );
}
