import type { AdminHouse } from "@contract/admin";
import { HOUSE_CHANGED_SINCE_OPENED } from "@contract/admin-house-texts";
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
import { ApiError } from "@/lib/api";
import { useUpdateHouse } from "@/lib/queries/admin";
import { toastFailure, toastSuccess } from "./admin-toasts";

function formFor(house: AdminHouse) {
  return {
    title: house.title,
    address: house.address,
    city: house.city,
    state: house.state ?? "",
    description: house.description ?? "",
    isTopHouse: house.isTopHouse,
    features: house.features.filter(isFeatureId) as FeatureId[],
    pin: { lat: house.latitude, lng: house.longitude },
  };
}

/**
 * Edit dialog of /admin/houses. Features are the whole catalogue (which includes the admin flags
 * Blow-Ups, Music-Sync and Animatronics); see contract/admin.ts ADMIN_FEATURE_FLAGS. A house may
 * have none (an import leaves it so, decision 167), and may be saved so.
 *
 * `house` is the list's current row. The form keeps the version it was filled from and Save sends
 * it: a house saved since (its owner's description, a review, another admin) refuses the save with
 * 409, and once the list brings the newer row the dialog offers its values (decision 365).
 */
export function HouseEditDialog({ house, onClose }: { house: AdminHouse; onClose: () => void }) {
  const [form, setForm] = useState(() => formFor(house));
  const [version, setVersion] = useState(house.updatedAt);
  // Save was refused as changed since; the newer row may still be on its way from the list.
  const [refused, setRefused] = useState(false);
  const newerShown = house.updatedAt !== version;
  // A Save from the old version would be refused again: it waits for the current values.
  const changedSince = refused || newerShown;
  const [movingPin, setMovingPin] = useState(false);
  const update = useUpdateHouse();
  const loadCurrent = () => {
    setForm(formFor(house));
    setVersion(house.updatedAt);
    setRefused(false);
    setMovingPin(false);
  };
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
        expectedUpdatedAt: version,
      },
      {
        onSuccess: () => {
          toastSuccess("House updated successfully");
          onClose();
        },
        // The form keeps what was typed.
        onError: (error) => {
          // The other 409 (an address another house has) is the admin's to fix: a toast.
          if (error instanceof ApiError && error.message === HOUSE_CHANGED_SINCE_OPENED) {
            setRefused(true);
            return;
          }
          toastFailure("Failed to update house", error);
        },
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
        {changedSince && (
          <div
            className="space-y-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
            data-testid="admin-house-changed-since"
          >
            <p role="alert">{HOUSE_CHANGED_SINCE_OPENED}</p>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={loadCurrent}
              disabled={!newerShown}
              busy={!newerShown}
            >
              Load the current values
            </Button>
          </div>
        )}
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
            <Button type="submit" disabled={changedSince} busy={update.isPending}>
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
