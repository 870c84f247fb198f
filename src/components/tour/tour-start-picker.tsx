import type { Suggestion } from "@contract/places";
import type { TourStart } from "@contract/tours";
import { LocateFixedIcon, MapPinIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { LocationInput } from "@/components/search/location-input";
import { resolveLocation } from "@/components/search/resolve-location";
import { Button } from "@/components/ui/button";
import { useNewestSearch } from "@/lib/use-newest-search";
import type { MyLocationState } from "./use-tour-plan";

const START_ADDRESS_ID = "tour-start-address";

/** What the start line says. */
export function startDescription(start: TourStart) {
  if (start.kind === "place") return start.label;
  if (start.kind === "myLocation") return "My Location";
  return "The first stop";
}

/**
 * Where the route begins: My Location, an address (the search box's suggestions, a ZIP or
 * "lat, lng"), or nothing (the route begins at the first stop).
 */
export function TourStartPicker({
  start,
  myLocation,
  onChange,
  onRetryLocation,
}: {
  start: TourStart;
  myLocation: MyLocationState;
  onChange(start: TourStart): void;
  onRetryLocation(): void;
}) {
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /**
   * The lookup started last (a typed address or ZIP, a picked suggestion): a newer one, or a start
   * chosen with a button meanwhile, calls it off, so a slow lookup never replaces what the user
   * chose since (decision 352).
   */
  const newestLookup = useNewestSearch();

  /** A start chosen with a button: a lookup under way is called off and Set start is free again. */
  const choose = (next: TourStart) => {
    newestLookup.callOff();
    setBusy(false);
    onChange(next);
  };

  const applyAddress = async (suggestion?: Suggestion) => {
    const signal = newestLookup.start();
    setBusy(true);
    setError(null);
    try {
      const resolved = await resolveLocation(
        suggestion?.description ?? text,
        suggestion ?? picked,
        signal,
      );
      if (signal.aborted) return;
      if (resolved.kind === "point") {
        onChange({
          kind: "place",
          label: resolved.label,
          latitude: resolved.latitude,
          longitude: resolved.longitude,
        });
        setText("");
        setPicked(null);
      } else {
        setError("Pick an address from the suggestions, or enter a ZIP code.");
      }
    } catch (error) {
      // Called off by a newer choice: that one's answer is the one to show.
      if (!signal.aborted) throw error;
    } finally {
      // Set start waits only for the newest lookup.
      if (!signal.aborted) setBusy(false);
    }
  };

  return (
    <section aria-labelledby="tour-start-heading" className="space-y-3">
      <h2 id="tour-start-heading" className="font-semibold text-lg">
        Start
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="tour-start">
        <MapPinIcon className="size-4 text-primary" aria-hidden="true" />
        <span>
          From: <strong>{startDescription(start)}</strong>
        </span>
        {start.kind === "myLocation" && myLocation.status === "locating" && (
          <span className="text-muted-foreground">(finding you...)</span>
        )}
        {start.kind !== "none" && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => choose({ kind: "none" })}
            aria-label="Clear the start"
          >
            <XIcon aria-hidden="true" />
            Clear
          </Button>
        )}
      </p>
      {start.kind === "myLocation" && myLocation.status === "failed" && (
        <div role="alert" className="rounded-lg border border-destructive/40 p-3 text-sm">
          {myLocation.message}{" "}
          <Button variant="link" size="sm" onClick={onRetryLocation}>
            Try again
          </Button>
        </div>
      )}
      {/* The hint is the box's label, above it: as a placeholder it was cut off on a phone. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Button
          variant={start.kind === "myLocation" ? "default" : "outline"}
          aria-pressed={start.kind === "myLocation"}
          onClick={() => choose({ kind: "myLocation" })}
          className="sm:w-auto"
        >
          <LocateFixedIcon aria-hidden="true" />
          Use My Location
        </Button>
        <form
          className="flex flex-1 flex-wrap items-end gap-x-2 gap-y-1"
          onSubmit={(event) => {
            event.preventDefault();
            void applyAddress();
          }}
        >
          <label htmlFor={START_ADDRESS_ID} className="w-full text-muted-foreground text-sm">
            Or start from an address or ZIP
          </label>
          <LocationInput
            className="flex-1"
            id={START_ADDRESS_ID}
            placeholder="Address or ZIP"
            value={text}
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
            onSelect={(suggestion) => {
              setText(suggestion.description);
              setPicked(suggestion);
              void applyAddress(suggestion);
            }}
            onSubmit={() => void applyAddress()}
          />
          <Button type="submit" variant="outline" size="field" disabled={!text.trim()} busy={busy}>
            Set start
          </Button>
        </form>
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </section>
  );
}
