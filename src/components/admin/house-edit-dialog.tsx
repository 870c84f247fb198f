import type { AdminHouse } from "@contract/admin";
import { FEATURES, type FeatureId, isFeatureId } from "@contract/features";
import { type FormEvent, useState } from "react";
import { LazyPinPicker } from "@/components/map/lazy-pin-picker";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";
import { useUpdateHouse } from "@/lib/queries/admin";
import { toastFailure, toastSuccess } from "./admin-toasts";

/**
 * Edit dialog of /admin/houses. Features are the whole catalogue (which includes the admin flags
 * Blow-Ups, Music-Sync and Animatronics); see contract/admin.ts ADMIN_FEATURE_FLAGS.
 */
export function HouseEditDialog({ house, onClose }: { house: AdminHouse; onClose: () => void }) {
  const [form, setForm] = useState({
    title: house.title,
    address: house.address,
    city: house.city,
    state: house.state ?? "",
    description: house.description ?? "",
    isTopHouse: house.isTopHouse,
    features: house.features.filter(isFeatureId) as FeatureId[],
    pin: { lat: house.latitude, lng: house.longitude },
  });
  const [movingPin, setMovingPin] = useState(false);
  const update = useUpdateHouse();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const toggleFeature = (id: FeatureId, on: boolean) =>
    set("features", on ? [...form.features, id] : form.features.filter((f) => f !== id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { pin, ...fields } = form;
    update.mutate(
      {
        id: house.id,
        ...fields,
        state: form.state || null,
        description: form.description || null,
        latitude: pin.lat,
        longitude: pin.lng,
      },
      {
        onSuccess: () => {
          toastSuccess("House updated successfully");
          onClose();
        },
        // The form keeps what was typed.
        onError: (error) => toastFailure("Failed to update house", error),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl!">
        <DialogHeader>
          <DialogTitle>Edit House</DialogTitle>
          <DialogDescription>Changes are visible on the house page right away.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <TextField
            id="house-title"
            label="Title"
            value={form.title}
            onChange={(e) => set("title", e.target.value)}
            required
            minLength={3}
          />
          <TextField
            id="house-address"
            label="Address"
            value={form.address}
            onChange={(e) => set("address", e.target.value)}
            required
            minLength={5}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="house-city"
              label="City"
              value={form.city}
              onChange={(e) => set("city", e.target.value)}
              required
            />
            <TextField
              id="house-state"
              label="State"
              value={form.state}
              onChange={(e) => set("state", e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-sm">Location</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setMovingPin(!movingPin)}
              >
                {movingPin ? "Hide the map" : "Move the pin"}
              </Button>
            </div>
            <p className="text-muted-foreground text-sm" data-testid="admin-house-pin">
              {form.pin.lat.toFixed(5)}, {form.pin.lng.toFixed(5)}
            </p>
            {movingPin && (
              <LazyPinPicker value={form.pin} onChange={(point) => set("pin", point)} />
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="house-description">Description</Label>
            <Textarea
              id="house-description"
              rows={4}
              value={form.description}
              onChange={(e) => set("description", e.target.value)}
            />
          </div>
          {/* Each box inside its label: the whole row takes a tap (decision 356). */}
          <Label htmlFor="house-top" className="cursor-pointer">
            <Checkbox
              id="house-top"
              checked={form.isTopHouse}
              onCheckedChange={(checked) => set("isTopHouse", checked === true)}
            />
            Top House
          </Label>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">Features</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {FEATURES.map((feature) => (
                <Label
                  key={feature.id}
                  htmlFor={`feature-${feature.id}`}
                  className="cursor-pointer"
                >
                  <Checkbox
                    id={`feature-${feature.id}`}
                    checked={form.features.includes(feature.id)}
                    onCheckedChange={(checked) => toggleFeature(feature.id, checked === true)}
                  />
                  {feature.label}
                </Label>
              ))}
            </div>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.features.length === 0} busy={update.isPending}>
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
