import { currentSeason, isConfirmedFor, notConfirmedText } from "@contract/season";
import { CalendarClockIcon } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * "Not yet confirmed for 2026" on a house nobody has confirmed lit this season (a report near
 * it, a photo, its submission, an admin): it may have gone dark. Nothing for confirmed houses.
 */
export function NotConfirmedNote({
  confirmedSeason,
  className,
}: {
  confirmedSeason: number | null;
  className?: string;
}) {
  const season = currentSeason(new Date());
  if (isConfirmedFor(confirmedSeason, season)) return null;
  return (
    <p
      data-testid="not-confirmed"
      className={cn("flex items-center gap-1 text-muted-foreground text-xs", className)}
    >
      <CalendarClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {notConfirmedText(season)}
    </p>
  );
}
