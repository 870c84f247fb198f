/**
 * The map of a shared tour. On a large screen it is the interactive map at once. On a phone the
 * route shows first as an outline of numbered stops (no map library: maplibre is about 300 KB to
 * download and seconds of a phone's CPU, for a view most visitors only glance at), and "Show
 * interactive map" loads the real one in the same box. The list below carries the same stops in
 * the same order either way.
 */
import { MapIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { LazyTourMap } from "./lazy-tour-map";
import type { TourMapProps } from "./tour-map";
import { TourOutline } from "./tour-outline";

export const SHOW_INTERACTIVE_MAP = "Show interactive map";

export function SharedTourMap({ stops, start }: Pick<TourMapProps, "stops" | "start">) {
  const largeScreen = useMediaQuery(LARGE_SCREEN);
  const [asked, setAsked] = useState(false);
  if (largeScreen || asked) return <LazyTourMap stops={stops} start={start} />;
  return (
    <div
      className="relative h-64 w-full overflow-hidden rounded-xl border bg-night sm:h-80 print:hidden"
      data-testid="tour-map-preview"
    >
      <TourOutline start={start} stops={stops} />
      <Button
        type="button"
        variant="accent"
        size="sm"
        className="absolute right-3 bottom-3"
        onClick={() => setAsked(true)}
      >
        <MapIcon aria-hidden="true" />
        {SHOW_INTERACTIVE_MAP}
      </Button>
    </div>
  );
}
