import { TOUR_DRIVING_MPH, TOUR_MINUTES_PER_STOP } from "@contract/tour-route";
import { formatTourMinutes, startLegNote, type TourTotals } from "@contract/tour-totals";
import { ClockIcon, ExternalLinkIcon, RouteIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Totals of the kept stops and the Google Maps button(s): one for the whole tour, or one per
 * leg when it is longer than Google's directions link allows.
 */
export function TourRouteSummary({
  totals,
  googleUrls,
}: {
  totals: Omit<TourTotals<unknown>, "kept" | "dropped" | "origin">;
  googleUrls: string[];
}) {
  const droppedCount = totals.totalStops - totals.stopCount;
  const note = startLegNote(totals.startLeg);
  return (
    <section
      aria-labelledby="tour-route-heading"
      className="space-y-3 rounded-xl border bg-card p-4"
    >
      <h2 id="tour-route-heading" className="font-semibold text-lg">
        Route
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center" data-testid="tour-totals">
        <div>
          <dt className="text-muted-foreground text-xs">Stops</dt>
          <dd className="font-semibold text-xl" data-testid="tour-stop-count">
            {totals.stopCount}
            {droppedCount > 0 && (
              <span className="font-normal text-muted-foreground text-sm">
                {" "}
                of {totals.totalStops}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Miles</dt>
          <dd className="font-semibold text-xl" data-testid="tour-miles">
            {totals.miles.toFixed(1)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">Time</dt>
          <dd className="whitespace-nowrap font-semibold text-xl" data-testid="tour-minutes">
            {formatTourMinutes(totals.minutes)}
          </dd>
        </div>
      </dl>
      <p className="flex items-start gap-1 text-muted-foreground text-xs">
        <ClockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        Straight-line miles, driven at {TOUR_DRIVING_MPH} mph, plus {TOUR_MINUTES_PER_STOP} minutes
        at each stop.
        {droppedCount > 0 && ` ${droppedCount} left out to fit the time budget.`}
      </p>
      {note && (
        <p className="text-sm" data-testid="tour-start-leg-note">
          {note}
        </p>
      )}
      {googleUrls.length === 0 ? (
        <p className="text-muted-foreground text-sm">Add a stop to get directions.</p>
      ) : (
        <div className="grid gap-2">
          {googleUrls.map((url, i) => (
            <Button key={url} asChild className="w-full">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <RouteIcon aria-hidden="true" />
                {googleUrls.length === 1
                  ? "Open in Google Maps"
                  : `Open part ${i + 1} of ${googleUrls.length} in Google Maps`}
                <ExternalLinkIcon aria-hidden="true" />
              </a>
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
