/** Puts a row's pin on the house, on the map. */
import type { ImportRow } from "@contract/house-import";
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
        <LazyPinPicker value={start} onChange={setPin} />
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
