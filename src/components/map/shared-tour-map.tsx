/**
 * The map of a shared tour. On a large screen it is the interactive map at once. On a phone the
 * route shows first as an outline of numbered stops (no map library: maplibre is about 300 KB to
 * download and seconds of a phone's CPU, for a view most visitors only glance at), and "Show
 * interactive map" (or a tap on the outline) loads the real one in the same box. The list below
 * carries the same stops in the same order either way.
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
  // A tap anywhere on the outline asks for the map too: it looks like a map, and people tap maps.
  // The button stays the control for the keyboard and screen readers.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the button inside is the accessible control; this only widens its target for a pointer.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above, the button inside answers the keyboard.
    <div
      className="relative h-64 w-full cursor-pointer overflow-hidden rounded-xl border bg-night sm:h-80 print:hidden"
      data-testid="tour-map-preview"
      onClick={() => setAsked(true)}
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
