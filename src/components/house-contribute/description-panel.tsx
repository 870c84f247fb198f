import type { HouseContent } from "@contract/house";
import { MAX_DESCRIPTION_LENGTH } from "@contract/limits";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FieldRefusalText, useFieldRefusal } from "@/components/layout/field-refusal";
import { Textarea } from "@/components/ui/textarea";
import { updateDescription } from "@/lib/queries/description";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";
import { ContributeCard, type ContributePanelState, PanelFooter } from "./contribute-panel";
import { toastWriteError } from "./errors";

/** The edit-description panel (lazy chunk): save is disabled while the text is blank. */
export default function DescriptionPanel({
  house,
  panel,
}: {
  house: HouseContent;
  panel: ContributePanelState;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(house.description ?? "");
  // The server's reason for refusing the text shows under it (decision 381).
  const refusal = useFieldRefusal("description-text", "description");

  const save = useSingleFlightMutation({
    mutationFn: () => updateDescription(house.id, text.trim()),
    onSuccess: async () => {
      toast({
        title: "Description updated",
        description: "Description updated successfully",
        variant: "success",
      });
      panel.close();
      await invalidateAfterContribution(queryClient);
    },
    // The text stays in the panel so nothing typed is lost.
    onError: (error) => toastWriteError(error, "Failed to update description", refusal),
  });

  return (
    <ContributeCard label="Edit description" onSubmit={() => save.mutate()}>
      <Textarea
        id="description-text"
        aria-label="Description"
        value={text}
        onChange={(e) => {
          refusal.clear();
          setText(e.target.value);
        }}
        rows={5}
        maxLength={MAX_DESCRIPTION_LENGTH}
        placeholder="Describe the display: what to look for, best time to visit..."
        {...refusal.inputProps}
      />
      <FieldRefusalText refusal={refusal} />
      <PanelFooter
        label="Save Description"
        pendingLabel="Saving..."
        pending={save.isPending}
        disabled={!text.trim()}
        onCancel={panel.close}
      />
    </ContributeCard>
  );
}
