/** Puts a row's pin on the house, on the map. */
import type { ImportRow } from "@contract/house-import";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LazyPinPicker } from "@/components/map/lazy-pin-picker";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { townCentreQuery } from "@/lib/queries/places";

export function PinDialog({
  row,
  onClose,
  saving,
  onSave,
}: {
  row: ImportRow;
  onClose: () => void;
  /** The pin's save is under way (the caller's single-flight write, decision 346). */
  saving: boolean;
  onSave: (point: { lat: number; lng: number }) => void;
}) {
  const start =
    row.latitude !== null && row.longitude !== null
      ? { lat: row.latitude, lng: row.longitude }
      : null;
  const [pin, setPin] = useState(start);
  // No pin yet: the map opens on the row's town, where the pin must go (decision 419), once its
  // centre is known (or known not to be: then the whole island).
  const town = row.city.trim();
  const centre = useQuery({ ...townCentreQuery(town), enabled: start === null && town !== "" });
  const found = centre.data?.town;
  const around = found ? { lat: found.latitude, lng: found.longitude } : null;
  const ready = start !== null || town === "" || !centre.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Put the pin on the house</DialogTitle>
          <DialogDescription>
            {row.title}: {row.address}, {row.city}. Click the map where the house is, or drag the
            pin.
          </DialogDescription>
        </DialogHeader>
        {ready ? (
          <LazyPinPicker value={start} around={around} onChange={setPin} />
        ) : (
          <div className="h-72 w-full animate-pulse rounded-lg border bg-muted" />
        )}
        <p className="text-muted-foreground text-sm" data-testid="import-pin">
          {pin ? `${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}` : "No pin yet"}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!pin} busy={saving} onClick={() => pin && onSave(pin)}>
            Save pin
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
