import { featureLabel } from "@contract/features";
import type { HouseContent } from "@contract/house";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { addFeatures, removeFeature } from "@/lib/queries/features";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";
import { ContributeCard, type ContributePanelState, PanelFooter } from "./contribute-panel";
import { toastWriteError } from "./errors";
import { type FeaturePanelName, missingFeatures } from "./feature-choices";

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
          // The box inside its label: the whole row takes a tap (decision 356).
          <li key={feature}>
            <Label htmlFor={id} className="cursor-pointer font-normal!">
              <Checkbox
                id={id}
                checked={selected.includes(feature)}
                disabled={isDisabled?.(feature)}
                onCheckedChange={(v) => onToggle(feature, v === true)}
              />
              {featureLabel(feature)}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The add and remove features panels (lazy chunk): add offers only missing features; remove
 * never lets the last feature go. Each opens with nothing ticked.
 */
export default function FeaturePanels({
  house,
  panel,
}: {
  house: HouseContent;
  panel: ContributePanelState<FeaturePanelName>;
}) {
  if (panel.open === "add" && missingFeatures(house).length > 0) {
    return <AddFeatures key="add" house={house} panel={panel} />;
  }
  if (panel.open === "remove" && house.features.length > 1) {
    return <RemoveFeatures key="remove" house={house} panel={panel} />;
  }
  return null;
}

type PanelProps = { house: HouseContent; panel: ContributePanelState<FeaturePanelName> };

function useTicked() {
  const [selected, setSelected] = useState<string[]>([]);
  const pick = (feature: string, on: boolean) =>
    setSelected((list) => (on ? [...list, feature] : list.filter((f) => f !== feature)));
  return [selected, pick] as const;
}

function AddFeatures({ house, panel }: PanelProps) {
  const queryClient = useQueryClient();
  const [selected, pick] = useTicked();
  const add = useSingleFlightMutation({
    mutationFn: () => addFeatures(house.id, selected),
    onSuccess: async () => {
      toast({
        title: "Features added",
        description: "Features added successfully",
        variant: "success",
      });
      panel.close();
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastWriteError(error, "Failed to add features"),
  });
  return (
    <ContributeCard label="Add features">
      <h3 className="font-medium">Add features to this display</h3>
      <FeatureChecklist
        options={missingFeatures(house)}
        selected={selected}
        onToggle={pick}
        idPrefix="add"
      />
      <PanelFooter
        label="Save Features"
        onSave={() => add.mutate()}
        pendingLabel="Saving..."
        pending={add.isPending}
        disabled={selected.length === 0}
        onCancel={panel.close}
      />
    </ContributeCard>
  );
}

function RemoveFeatures({ house, panel }: PanelProps) {
  const queryClient = useQueryClient();
  const [selected, pick] = useTicked();
  const remove = useSingleFlightMutation({
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
      panel.close();
      await invalidateAfterContribution(queryClient);
    },
    onError: async (error) => {
      toastWriteError(error, "Failed to remove features");
      await invalidateAfterContribution(queryClient);
    },
  });
  // Keep at least one: once all but one are ticked, the last unticked one is locked.
  const full = selected.length >= house.features.length - 1;
  return (
    <ContributeCard label="Remove features">
      <h3 className="font-medium">Remove features from this display</h3>
      <p className="text-muted-foreground text-xs">A display keeps at least one feature.</p>
      <FeatureChecklist
        options={house.features}
        selected={selected}
        onToggle={pick}
        idPrefix="remove"
        isDisabled={(feature) => full && !selected.includes(feature)}
      />
      <PanelFooter
        label="Remove Selected"
        onSave={() => remove.mutate()}
        pendingLabel="Removing..."
        pending={remove.isPending}
        disabled={selected.length === 0}
        destructive
        onCancel={panel.close}
      />
    </ContributeCard>
  );
}
