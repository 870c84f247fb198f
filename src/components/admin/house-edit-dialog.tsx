import type { AdminHouse, AdminHouseChangedAnswer } from "@contract/admin";
import { HOUSE_CHANGED_SINCE_OPENED } from "@contract/admin-house-texts";
import { FEATURES, type FeatureId } from "@contract/features";
import { type FormEvent, useEffect, useRef, useState } from "react";
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
import {
  changedFields,
  conflictingFields,
  editBody,
  formFor,
  type HouseFormField,
  withCurrentValues,
} from "./house-edit";

/** How the dialog names each field (its label). */
const FIELD_NAMES: Record<HouseFormField, string> = {
  title: "Title",
  address: "Address",
  city: "City",
  state: "State",
  description: "Description",
  isTopHouse: "Top House",
  features: "Features",
  pin: "Location",
};

/** The control a field's note describes, and the one the focus goes to when it was replaced. */
const FIELD_CONTROLS: Record<HouseFormField, string> = {
  title: "house-title",
  address: "house-address",
  city: "house-city",
  state: "house-state",
  description: "house-description",
  isTopHouse: "house-top",
  features: "house-features",
  pin: "house-pin",
};

/** Said under a field whose current value replaced the admin's (decision 369). */
const SAVED_SINCE_NOTE = "Changed since you opened it: this is the saved value.";

/** A field's note under it (its control is described by it), when it has one. */
function FieldNote({ field, note }: { field: HouseFormField; note: string | undefined }) {
  if (!note) return null;
  return (
    <p id={`${FIELD_CONTROLS[field]}-note`} className="text-muted-foreground text-sm">
      {note}
    </p>
  );
}

/** The house a 409 of this edit brings (contract/admin.ts, adminHouseChangedAnswerSchema). */
function houseOfRefusal(error: ApiError, id: number): AdminHouse | null {
  const house = (error.body as Partial<AdminHouseChangedAnswer> | null)?.house;
  return house && house.id === id && typeof house.updatedAt === "string" ? house : null;
}

/**
 * Edit dialog of /admin/houses. Features are the whole catalogue (which includes the admin flags
 * Blow-Ups, Music-Sync and Animatronics); see contract/admin.ts ADMIN_FEATURE_FLAGS. A house may
 * have none (an import leaves it so, decision 167), and may be saved so.
 *
 * `house` is the list's current row. Save sends only the fields the admin changed, each with the
 * value the form started from (house-edit.ts): a house rated or changed elsewhere since is saved
 * all the same, and nothing the admin left alone is written. Only when someone else changed a
 * field the admin changed too (learnt from the list's newer row or from the refused Save's 409,
 * which brings the house as it is now) does the dialog say so and wait for "Load the current
 * values", which keeps the admin's other changes and shows which fields took the saved value
 * (decisions 365, 369).
 */
export function HouseEditDialog({ house, onClose }: { house: AdminHouse; onClose: () => void }) {
  const [form, setForm] = useState(() => formFor(house));
  /** The house the form started from (as the list or a refusal gave it). */
  const [start, setStart] = useState(house);
  // Save was refused as changed since; the house the refusal brought, newer than the list's row
  // until the list reads it again.
  const [refused, setRefused] = useState(false);
  const [refusedWith, setRefusedWith] = useState<AdminHouse | null>(null);
  const current = refusedWith && refusedWith.updatedAt > house.updatedAt ? refusedWith : house;
  const newerShown = current.updatedAt !== start.updatedAt;
  const conflicting = conflictingFields(start, current, form);
  // A Save of these would be refused (again): it waits for the current values.
  const changedSince = refused || conflicting.length > 0;
  /** The fields the last load took from the current values, over the admin's own. */
  const [replaced, setReplaced] = useState<HouseFormField[]>([]);
  const [loads, setLoads] = useState(0);
  const [refusals, setRefusals] = useState(0);
  const loadButton = useRef<HTMLButtonElement>(null);
  const [movingPin, setMovingPin] = useState(false);
  const update = useUpdateHouse();
  const loadCurrent = () => {
    const loaded = withCurrentValues(start, current, form);
    setForm(loaded.form);
    setStart(current);
    setRefused(false);
    setReplaced(loaded.replaced);
    setLoads((n) => n + 1);
    setMovingPin(false);
  };
  // A refused Save is disabled, which drops the focus to the page (and on a phone the alert is
  // scrolled away above): the focus goes to the way on, next to the alert.
  useEffect(() => {
    if (refusals > 0) loadButton.current?.focus();
  }, [refusals]);
  // The pressed button goes with the alert: the focus goes to the first field that took the saved
  // value, else to the sentence that says what was loaded.
  useEffect(() => {
    if (loads === 0) return;
    const first = replaced[0];
    document.getElementById(first ? FIELD_CONTROLS[first] : "house-loaded")?.focus();
  }, [loads, replaced]);
  /** The note of a field that took the saved value, while it still holds it. */
  const savedNote = (field: HouseFormField) =>
    replaced.includes(field) && !changedFields(start, form).includes(field)
      ? SAVED_SINCE_NOTE
      : undefined;
  const describedBy = (field: HouseFormField) =>
    savedNote(field) ? `${FIELD_CONTROLS[field]}-note` : undefined;
  const loadedSaid =
    loads === 0 || changedSince
      ? null
      : replaced.length > 0
        ? `Loaded the current values. Changed since you opened it, now as saved: ${replaced.map((field) => FIELD_NAMES[field]).join(", ")}. Your other changes are kept.`
        : "Loaded the current values. Your changes are kept.";
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const toggleFeature = (id: FeatureId, on: boolean) =>
    set("features", on ? [...form.features, id] : form.features.filter((f) => f !== id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: house.id, ...editBody(start, form) },
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
            setRefusedWith(houseOfRefusal(error, house.id));
            setRefusals((n) => n + 1);
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
              ref={loadButton}
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
        {/* What the last load did: present before it says anything, so it is read out. */}
        <div role="status" className={loadedSaid ? "rounded-md border p-3 text-sm" : "sr-only"}>
          {loadedSaid && (
            <p id="house-loaded" tabIndex={-1} data-testid="admin-house-loaded">
              {loadedSaid}
            </p>
          )}
        </div>
        <form onSubmit={submit} className="grid gap-4">
          <TextField
            id="house-title"
            label="Title"
            value={form.title}
            onChange={(e) => set("title", e.target.value)}
            note={savedNote("title")}
            required
            minLength={3}
          />
          <TextField
            id="house-address"
            label="Address"
            value={form.address}
            onChange={(e) => set("address", e.target.value)}
            note={savedNote("address")}
            required
            minLength={5}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="house-city"
              label="City"
              value={form.city}
              onChange={(e) => set("city", e.target.value)}
              note={savedNote("city")}
              required
            />
            <TextField
              id="house-state"
              label="State"
              value={form.state}
              onChange={(e) => set("state", e.target.value)}
              note={savedNote("state")}
            />
          </div>
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-sm">Location</p>
              <Button
                id={FIELD_CONTROLS.pin}
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setMovingPin(!movingPin)}
                aria-describedby={describedBy("pin")}
              >
                {movingPin ? "Hide the map" : "Move the pin"}
              </Button>
            </div>
            <p className="text-muted-foreground text-sm" data-testid="admin-house-pin">
              {form.pin.lat.toFixed(5)}, {form.pin.lng.toFixed(5)}
            </p>
            <FieldNote field="pin" note={savedNote("pin")} />
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
              aria-describedby={describedBy("description")}
            />
            <FieldNote field="description" note={savedNote("description")} />
          </div>
          {/* Each box inside its label: the whole row takes a tap (decision 356). */}
          <div className="grid gap-2">
            <Label htmlFor="house-top" className="cursor-pointer">
              <Checkbox
                id="house-top"
                checked={form.isTopHouse}
                onCheckedChange={(checked) => set("isTopHouse", checked === true)}
                aria-describedby={describedBy("isTopHouse")}
              />
              Top House
            </Label>
            <FieldNote field="isTopHouse" note={savedNote("isTopHouse")} />
          </div>
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
