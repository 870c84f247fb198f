import type { HouseContent } from "@contract/house";
import { currentSeason, isConfirmedFor, notConfirmedText } from "@contract/season";
import {
  CONFIRM_LIT_QUESTION,
  confirmedText,
  SEASON_MESSAGES,
} from "@contract/season-confirm-texts";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { positionAtHouse } from "@/lib/position-at-house";
import { confirmLit } from "@/lib/queries/lit-tonight";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { useSignInGate } from "@/lib/use-sign-in-gate";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

/**
 * "Did you see it lit this year?": one tap from someone standing at the house (the server
 * applies the GPS-visit distance rule) confirms the house for the season.
 */
export function ConfirmLit({ house }: { house: HouseContent }) {
  const gate = useSignInGate();
  const queryClient = useQueryClient();
  const season = currentSeason(new Date());
  const confirmed = isConfirmedFor(house.confirmedSeason, season);

  const send = useSingleFlightMutation({
    mutationFn: async () => {
      return confirmLit(house.id, await positionAtHouse());
    },
    onSuccess: async () => {
      toast({ title: SEASON_MESSAGES.confirmed, variant: "success" });
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => {
      if (error instanceof Error && error.name === "UnauthorizedError") return;
      toast({
        title: "Could not confirm",
        description:
          error instanceof ApiError || error.name === "GeolocationFailure"
            ? error.message
            : "Please try again.",
        variant: "destructive",
      });
    },
  });

  return (
    <div className="space-y-2 rounded-lg border p-3" data-testid="confirm-lit">
      <p className="font-medium text-sm">{CONFIRM_LIT_QUESTION}</p>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {send.isPending
          ? "Checking your location..."
          : confirmed
            ? `${confirmedText(season)}.`
            : `${notConfirmedText(season)}.`}
      </p>
      <Button
        type="button"
        size="sm"
        variant={confirmed ? "outline" : "default"}
        busy={send.isPending}
        onClick={() => gate(() => send.mutate())}
      >
        <CheckCircle2Icon className="size-4" aria-hidden="true" />
        Yes, it's lit
      </Button>
    </div>
  );
}
