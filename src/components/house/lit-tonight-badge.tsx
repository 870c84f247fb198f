import { LightbulbIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

export function LitTonightIcon({ className }: { className?: string }) {
  return <LightbulbIcon aria-hidden="true" className={cn("size-4 text-amber-500", className)} />;
}

/** "Lit tonight": the house's hours say so now, or a report of the last three hours does. */
export function LitTonightBadge({ className }: { className?: string }) {
  return (
    <Badge
      data-testid="lit-tonight-badge"
      className={cn("bg-slate-900/90! text-amber-200! shadow", className)}
    >
      <LightbulbIcon aria-hidden="true" />
      Lit tonight
    </Badge>
  );
}
