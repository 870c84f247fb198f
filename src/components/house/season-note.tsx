import { SEASON_PLAN_LABELS, type SeasonPlan } from "@contract/homeowner-texts";
import { currentSeason, isConfirmedFor, notConfirmedText } from "@contract/season";
import { CalendarClockIcon } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * "Not yet confirmed for 2026" on a house nobody has confirmed lit this season (a report near
 * it, a photo, its submission, an admin): it may have gone dark. Nothing for confirmed houses.
 * The homeowner's own answer for the season ("Not this year", "Decorating this year") says more
 * than either, so it takes the note's place.
 */
export function NotConfirmedNote({
  confirmedSeason,
  seasonPlan = null,
  className,
}: {
  confirmedSeason: number | null;
  seasonPlan?: SeasonPlan | null;
  className?: string;
}) {
  const season = currentSeason(new Date());
  if (!seasonPlan && isConfirmedFor(confirmedSeason, season)) return null;
  return (
    <p
      data-testid={seasonPlan ? "season-plan" : "not-confirmed"}
      className={cn("flex items-center gap-1 text-muted-foreground text-xs", className)}
    >
      <CalendarClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {seasonPlan ? SEASON_PLAN_LABELS[seasonPlan] : notConfirmedText(season)}
    </p>
  );
}
