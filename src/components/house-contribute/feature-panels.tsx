import { FEATURES, featureLabel } from "@contract/features";
import type { HouseDetail } from "@contract/house";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MinusIcon, PlusIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { addFeatures, removeFeature } from "@/lib/queries/features";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { useSignInGate } from "@/lib/use-sign-in-gate";
import { toast } from "@/lib/use-toast";
import { toastWriteError } from "./errors";

function FeatureChecklist({
  options,
  selected,
  onToggle,
  idPrefix,
  isDisabled,
}: {
  options: string[];
  selected: string[];
  onToggle: (feature: string, on: boolean) => void;
  idPrefix: string;
  isDisabled?: (feature: string) => boolean;
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {options.map((feature) => {
        const id = `${idPrefix}-${feature.replace(/\W+/g, "-")}`;
        return (
          <li key={feature} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={selected.includes(feature)}
              disabled={isDisabled?.(feature)}
              onCheckedChange={(v) => onToggle(feature, v === true)}
            />
            <Label htmlFor={id} className="font-normal!">
              {featureLabel(feature)}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Add / remove feature panels (docs/product.md, House page and contributions): only missing
 * features are offered; remove is shown only when the house has more than one feature and never
 * lets the last one go; opening one panel closes the other. Returns the heading buttons and the
 * open panel separately so they slot into FeaturesSection's `actions` and `children`.
 */
export function useFeaturePanels(house: HouseDetail): { actions: ReactNode; panel: ReactNode } {
  const gate = useSignInGate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<"add" | "remove" | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  const missing = FEATURES.map((f) => f.id as string).filter((id) => !house.features.includes(id));
  const canRemove = house.features.length > 1;

  const toggle = (panel: "add" | "remove") =>
    gate(() => {
      setSelected([]);
      setOpen((current) => (current === panel ? null : panel));
    });
  const pick = (feature: string, on: boolean) =>
    setSelected((list) => (on ? [...list, feature] : list.filter((f) => f !== feature)));

  const add = useMutation({
    mutationFn: () => addFeatures(house.id, selected),
    onSuccess: async () => {
      toast({
        title: "Features added",
        description: "Features added successfully",
        variant: "success",
      });
      setOpen(null);
      setSelected([]);
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastWriteError(error, "Failed to add features"),
  });
  const remove = useMutation({
    // One DELETE per removed feature: the API removes features one at a time.
    mutationFn: async () => {
      for (const feature of selected) await removeFeature(house.id, feature);
    },
    onSuccess: async () => {
      toast({
        title: "Features removed",
        description: "Features removed successfully",
        variant: "success",
      });
      setOpen(null);
      setSelected([]);
      await invalidateAfterContribution(queryClient);
    },
    onError: async (error) => {
      toastWriteError(error, "Failed to remove features");
      await invalidateAfterContribution(queryClient);
    },
  });

  const actions = (
    <div className="flex gap-2">
      {missing.length > 0 && (
        <Button
          size="sm"
          variant={open === "add" ? "secondary" : "outline"}
          aria-expanded={open === "add"}
          onClick={() => toggle("add")}
        >
          <PlusIcon className="size-4" /> Add Features
        </Button>
      )}
      {canRemove && (
        <Button
          size="sm"
          variant={open === "remove" ? "secondary" : "outline"}
          aria-expanded={open === "remove"}
          onClick={() => toggle("remove")}
        >
          <MinusIcon className="size-4" /> Remove Features
        </Button>
      )}
    </div>
  );

  let panel: ReactNode = null;
  if (open === "add" && missing.length > 0) {
    panel = (
      <section aria-label="Add features" className="space-y-3 rounded-lg border bg-card p-4">
        <h3 className="font-medium">Add features to this display</h3>
        <FeatureChecklist options={missing} selected={selected} onToggle={pick} idPrefix="add" />
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={selected.length === 0 || add.isPending}
            onClick={() => add.mutate()}
          >
            {add.isPending ? "Saving..." : "Save Features"}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setOpen(null)}>
            Cancel
          </Button>
        </div>
      </section>
    );
  } else if (open === "remove" && canRemove) {
    // Keep at least one: once all but one are ticked, the last unticked one is locked.
    const full = selected.length >= house.features.length - 1;
    panel = (
      <section aria-label="Remove features" className="space-y-3 rounded-lg border bg-card p-4">
        <h3 className="font-medium">Remove features from this display</h3>
        <p className="text-muted-foreground text-xs">A display keeps at least one feature.</p>
        <FeatureChecklist
          options={house.features}
          selected={selected}
          onToggle={pick}
          idPrefix="remove"
          isDisabled={(feature) => full && !selected.includes(feature)}
        />
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="destructive"
            disabled={selected.length === 0 || remove.isPending}
            onClick={() => remove.mutate()}
          >
            {remove.isPending ? "Removing..." : "Remove Selected"}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setOpen(null)}>
            Cancel
          </Button>
        </div>
      </section>
    );
  }
  return { actions, panel };
}
