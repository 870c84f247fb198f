import type { HouseContent } from "@contract/house";
import type { ReactNode } from "react";
import { LitTonightBadge } from "@/components/house/lit-tonight-badge";
import { hasSchedule, ScheduleSummary } from "@/components/house/schedule-summary";

/** Hours, season, show times and FM, with "Lit tonight" and the report buttons. */
export function ScheduleSection({
  house,
  actions,
  children,
  report,
}: {
  house: HouseContent;
  actions?: ReactNode;
  /** The edit panel. */
  children?: ReactNode;
  report?: ReactNode;
}) {
  return (
    <section aria-labelledby="house-schedule" className="space-y-3" data-testid="schedule-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="house-schedule" className="font-semibold text-xl">
            Lights Schedule
          </h2>
          {house.litTonight && <LitTonightBadge />}
        </div>
        {actions}
      </div>
      {hasSchedule(house.schedule) ? (
        <ScheduleSummary schedule={house.schedule} />
      ) : (
        <p className="text-muted-foreground text-sm">No schedule yet. Know the hours? Add them.</p>
      )}
      {children}
      {report}
    </section>
  );
}
