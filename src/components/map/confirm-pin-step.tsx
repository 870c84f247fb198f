import type { PlacePrecision } from "@contract/places";
import { CircleCheckIcon, MapPinIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { LazyPinPicker } from "./lazy-pin-picker";

const FOUND: Record<PlacePrecision, string> = {
  address: "We found the address",
  street: "We found the street",
  town: "We could only find the town",
  zip: "We could only find the ZIP code",
};

export interface ConfirmPinStepProps {
  precision: PlacePrecision;
  point: { lat: number; lng: number };
  confirmed: boolean;
  /** The form's message while it asks for the pin ("Please put the pin on the house"). */
  errorId?: string;
  onMove(point: { lat: number; lng: number }): void;
  onConfirm(): void;
}

/**
 * The submit form's "put the pin on the house" step, shown when the address search only placed
 * the house at a town or ZIP centre: the pin starts at that guess and the user drags it (or taps
 * the map) onto the house. Moving the pin confirms it; so does the button, for a guess that is
 * already right.
 */
export function ConfirmPinStep({
  precision,
  point,
  confirmed,
  errorId,
  onMove,
  onConfirm,
}: ConfirmPinStepProps) {
  return (
    <section
      aria-labelledby="confirm-pin-title"
      aria-describedby={errorId}
      className="space-y-3 rounded-lg border border-accent/60 bg-accent/5 p-3"
      data-testid="confirm-pin-step"
      data-confirmed={confirmed}
    >
      <div className="flex items-start gap-2">
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        <div className="space-y-1">
          <h3 id="confirm-pin-title" className="font-semibold text-sm">
            Put the pin on the house
          </h3>
          <p className="text-muted-foreground text-sm">
            {FOUND[precision]}, so the pin is only a guess. Drag it onto the house, or tap the map
            where the house is.
          </p>
        </div>
      </div>
      <LazyPinPicker value={point} onChange={onMove} />
      {confirmed ? (
        // Focusable from script: the button goes once pressed, and the focus comes here.
        <p
          id="confirm-pin-done"
          tabIndex={-1}
          className="flex items-center gap-2 text-sm focus:outline-none"
          role="status"
        >
          <CircleCheckIcon className="size-4 text-green-500" aria-hidden="true" />
          Pin confirmed at {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
        </p>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          // The submit form's Submit House sends the focus here while the pin waits for it.
          id="confirm-pin-button"
          onClick={(event) => {
            focusWhenRemoved(event.currentTarget, () =>
              document.getElementById("confirm-pin-done"),
            );
            onConfirm();
          }}
          aria-describedby={errorId}
        >
          The pin is on the house
        </Button>
      )}
    </section>
  );
}
