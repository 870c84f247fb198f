import type { HouseSchedule } from "@contract/house-schedule";
import {
  displayClockTime,
  displayFm,
  displayMonthDay,
  parseClockTime,
  parseMonthDay,
} from "@contract/lit-tonight";
import { CalendarDaysIcon, ClockIcon, MusicIcon, RadioIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const clock = (t: string) => displayClockTime(parseClockTime(t) ?? 0);
const day = (d: string) => displayMonthDay(parseMonthDay(d) ?? 101);

export function hasSchedule(schedule: HouseSchedule) {
  return Boolean(
    schedule.litFrom ||
      schedule.seasonStart ||
      schedule.showTimes.length ||
      schedule.fmFrequency !== null,
  );
}

/** The schedule as short lines (hours, season, shows, FM); nothing when there is none. */
export function ScheduleSummary({
  schedule,
  className,
}: {
  schedule: HouseSchedule;
  className?: string;
}) {
  const lines: Array<{ key: string; icon: ReactNode; label: string; text: string }> = [];
  if (schedule.litFrom && schedule.litUntil) {
    lines.push({
      key: "hours",
      icon: <ClockIcon />,
      label: "Lights",
      text: `${clock(schedule.litFrom)} – ${clock(schedule.litUntil)} nightly`,
    });
  }
  if (schedule.seasonStart && schedule.seasonEnd) {
    lines.push({
      key: "season",
      icon: <CalendarDaysIcon />,
      label: "Season",
      text: `${day(schedule.seasonStart)} – ${day(schedule.seasonEnd)}`,
    });
  }
  if (schedule.showTimes.length) {
    lines.push({
      key: "shows",
      icon: <MusicIcon />,
      label: schedule.showTimes.length === 1 ? "Show" : "Shows",
      text: schedule.showTimes.map(clock).join(", "),
    });
  }
  if (schedule.fmFrequency !== null) {
    lines.push({
      key: "fm",
      icon: <RadioIcon />,
      label: "Tune to",
      text: displayFm(Math.round(schedule.fmFrequency * 10)),
    });
  }
  if (!lines.length) return null;
  return (
    <dl className={cn("space-y-1 text-sm", className)} data-testid="schedule-summary">
      {lines.map((line) => (
        <div key={line.key} className="flex items-start gap-2" data-testid={`schedule-${line.key}`}>
          <span aria-hidden="true" className="mt-0.5 text-muted-foreground [&>svg]:size-4">
            {line.icon}
          </span>
          <dt className="font-medium">{line.label}</dt>
          <dd className="text-muted-foreground">{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}
