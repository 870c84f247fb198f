import { SEASON_PLAN_LABELS, type SeasonPlan } from "@contract/homeowner-texts";
import {
  currentSeason,
  isConfirmedFor,
  notConfirmedText,
  REPORTED_DARK_TEXT,
} from "@contract/season";
import { CalendarClockIcon } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * "Not yet confirmed for 2026" on a house nobody has confirmed lit this season (a report near
 * it, a photo, its submission, an admin): it may have gone dark. Nothing for confirmed houses.
 * The homeowner's own answer for the season ("Not this year", "Decorating this year") says more
 * than either, so it takes the note's place. "Reported dark" (enough people reported it no longer
 * decorates, and nobody has seen it lit since) says the most, so it comes first.
 */
export function NotConfirmedNote({
  confirmedSeason,
  seasonPlan = null,
  reportedDark = false,
  className,
}: {
  confirmedSeason: number | null;
  seasonPlan?: SeasonPlan | null;
  reportedDark?: boolean;
  className?: string;
}) {
  const season = currentSeason(new Date());
  if (!reportedDark && !seasonPlan && isConfirmedFor(confirmedSeason, season)) return null;
  return (
    <p
      data-testid={reportedDark ? "reported-dark" : seasonPlan ? "season-plan" : "not-confirmed"}
      className={cn(
        "flex items-center gap-1 text-xs",
        reportedDark ? "font-medium text-destructive" : "text-muted-foreground",
        className,
      )}
    >
      <CalendarClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {reportedDark
        ? REPORTED_DARK_TEXT
        : seasonPlan
          ? SEASON_PLAN_LABELS[seasonPlan]
          : notConfirmedText(season)}
    </p>
  );
}
