/**
 * "Save a copy" of a shared tour: signed in, the tour becomes one of the user's (counted for the
 * popular list) and opens in the planner, once the user agreed to lose the planner's unsaved
 * changes if it holds any (decision 322); signed out, the visitor is asked to sign in first, and
 * the copy is saved once they have (decision 384).
 * Render `dialog` where the button is.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAuth } from "@/lib/auth";
import { promptLogin } from "@/lib/login-required";
import { focusPlannerHeadingNext } from "@/lib/planner-focus";
import { copySharedTour, tourKeys } from "@/lib/queries/tours";
import { loadTourIntoPlanner } from "@/lib/tour-draft-edits";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";
import { openingReplacement, useReplaceTourDraft } from "./use-replace-tour-draft";

export function useSaveTourCopy() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { replaceDraft, dialog } = useReplaceTourDraft();
  const mutation = useSingleFlightMutation({
    mutationFn: copySharedTour,
    onSuccess: (tour) => {
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      loadTourIntoPlanner(tour);
      toast({
        title: "Tour saved",
        description: `"${tour.name}" is in My Tours.`,
        variant: "success",
      });
      // The planner's heading takes the focus: Save a copy goes with this screen (decision 412).
      focusPlannerHeadingNext();
      navigate("/tour");
    },
    onError: (error) => {
      if (error.name === "UnauthorizedError") return;
      toast({ title: "Could not save a copy", description: error.message, variant: "destructive" });
    },
  });
  const saveCopy = (shareId: string, tourName: string) =>
    replaceDraft(openingReplacement("Saving a copy of", tourName, "Save a copy"), () =>
      mutation.mutate(shareId),
    );
  return {
    save: (shareId: string, tourName: string) => {
      if (isAuthenticated) saveCopy(shareId, tourName);
      // Signing in from the prompt goes on to save the copy (decision 384).
      else
        promptLogin(
          { title: "Sign in required", description: "Please sign in to save a copy of this tour." },
          () => saveCopy(shareId, tourName),
        );
    },
    savingShareId: mutation.isPending ? mutation.variables : null,
    dialog,
  };
}
