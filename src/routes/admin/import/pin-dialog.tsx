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
  onSave,
}: {
  row: ImportRow;
  onClose: () => void;
  onSave: (point: { lat: number; lng: number }) => Promise<void>;
}) {
  const start =
    row.latitude !== null && row.longitude !== null
      ? { lat: row.latitude, lng: row.longitude }
      : null;
  const [pin, setPin] = useState(start);
  const [saving, setSaving] = useState(false);
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
          <Button
            disabled={!pin}
            busy={saving}
            onClick={async () => {
              if (!pin) return;
              setSaving(true);
              try {
                await onSave(pin);
              } finally {
                setSaving(false);
              }
            }}
          >
            Save pin
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
