import { SEASON_PLAN_LABELS, type SeasonPlan } from "@contract/homeowner-texts";
import {
  ARCHIVED_TEXT,
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
 * decorates, and nobody has seen it lit since) says more, and an archived house's page (taken
 * off the directory, decision 168) says the most.
 */
export function NotConfirmedNote({
  confirmedSeason,
  seasonPlan = null,
  reportedDark = false,
  archived = false,
  className,
}: {
  confirmedSeason: number | null;
  seasonPlan?: SeasonPlan | null;
  reportedDark?: boolean;
  archived?: boolean;
  className?: string;
}) {
  const note = noteFor({ confirmedSeason, seasonPlan, reportedDark, archived });
  if (!note) return null;
  return (
    <p
      data-testid={note.testId}
      className={cn(
        "flex items-center gap-1 text-xs",
        note.warning ? "font-medium text-destructive" : "text-muted-foreground",
        className,
      )}
    >
      <CalendarClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {note.text}
    </p>
  );
}

/** The one note that says the most, or null for a house confirmed this season. */
function noteFor({
  confirmedSeason,
  seasonPlan,
  reportedDark,
  archived,
}: {
  confirmedSeason: number | null;
  seasonPlan: SeasonPlan | null;
  reportedDark: boolean;
  archived: boolean;
}) {
  if (archived) return { testId: "archived", text: ARCHIVED_TEXT, warning: true };
  if (reportedDark) return { testId: "reported-dark", text: REPORTED_DARK_TEXT, warning: true };
  if (seasonPlan) {
    return { testId: "season-plan", text: SEASON_PLAN_LABELS[seasonPlan], warning: false };
  }
  const season = currentSeason(new Date());
  if (isConfirmedFor(confirmedSeason, season)) return null;
  return { testId: "not-confirmed", text: notConfirmedText(season), warning: false };
}
