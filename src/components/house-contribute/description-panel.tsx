import type { HouseDetail } from "@contract/house";
import { MAX_DESCRIPTION_LENGTH } from "@contract/limits";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PencilIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { updateDescription } from "@/lib/queries/description";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { useSignInGate } from "@/lib/use-sign-in-gate";
import { toast } from "@/lib/use-toast";
import { toastWriteError } from "./errors";

/** Edit-description button and panel (save disabled when blank after trimming). */
export function useDescriptionPanel(house: HouseDetail): { actions: ReactNode; panel: ReactNode } {
  const gate = useSignInGate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");

  const save = useMutation({
    mutationFn: () => updateDescription(house.id, text.trim()),
    onSuccess: async () => {
      toast({
        title: "Description updated",
        description: "Description updated successfully",
        variant: "success",
      });
      setOpen(false);
      await invalidateAfterContribution(queryClient);
    },
    // The text stays in the panel so nothing typed is lost.
    onError: (error) => toastWriteError(error, "Failed to update description"),
  });

  const actions = (
    <Button
      size="sm"
      variant={open ? "secondary" : "outline"}
      aria-expanded={open}
      onClick={() =>
        gate(() => {
          if (!open) setText(house.description ?? "");
          setOpen(!open);
        })
      }
    >
      <PencilIcon className="size-4" /> {house.description ? "Edit Description" : "Add Description"}
    </Button>
  );
  const panel = open ? (
    <form
      aria-label="Edit description"
      className="space-y-3 rounded-lg border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Textarea
        aria-label="Description"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={5}
        maxLength={MAX_DESCRIPTION_LENGTH}
        placeholder="Describe the display: what to look for, best time to visit..."
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!text.trim() || save.isPending}>
          {save.isPending ? "Saving..." : "Save Description"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  ) : null;
  return { actions, panel };
}
