import type { HouseContent } from "@contract/house";
import type { LightsStatus } from "@contract/lit-tonight";
import { useQueryClient } from "@tanstack/react-query";
import { LightbulbIcon, LightbulbOffIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { positionAtHouse } from "@/lib/position-at-house";
import { reportLights } from "@/lib/queries/lit-tonight";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { useSignInGate } from "@/lib/use-sign-in-gate";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

/**
 * "Lights on" / "Lights off" for people standing at the house: the browser's position goes to
 * the server, which applies the GPS-visit distance rule. One report per person and night counts;
 * a second one replaces the first.
 */
export function LightsReport({ house }: { house: HouseContent }) {
  const gate = useSignInGate();
  const queryClient = useQueryClient();
  const { on, off, mine } = house.lightsReports;

  const send = useSingleFlightMutation({
    mutationFn: async (status: LightsStatus) => {
      return reportLights(house.id, { status, ...(await positionAtHouse()) });
    },
    onSuccess: async (result, status) => {
      toast({
        title: result.replaced ? "Report updated" : "Thanks for reporting",
        description:
          status === "on" ? "You reported the lights on." : "You reported the lights off.",
        variant: "success",
      });
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => {
      if (error instanceof Error && error.name === "UnauthorizedError") return;
      toast({
        title: "Could not report",
        description:
          error instanceof ApiError || error.name === "GeolocationFailure"
            ? error.message
            : "Please try again.",
        variant: "destructive",
      });
    },
  });

  const button = (status: LightsStatus, label: string, icon: React.ReactNode) => (
    <Button
      type="button"
      size="sm"
      variant={mine === status ? "default" : "outline"}
      aria-pressed={mine === status}
      busy={send.isPending}
      onClick={() => gate(() => send.mutate(status))}
    >
      {icon}
      {label}
    </Button>
  );

  return (
    <div className="space-y-2" data-testid="lights-report">
      <p className="text-muted-foreground text-sm">
        Standing at the house? Tell others what you see.
      </p>
      <div className="flex flex-wrap gap-2">
        {button("on", "Lights on", <LightbulbIcon className="size-4" />)}
        {button("off", "Lights off", <LightbulbOffIcon className="size-4" />)}
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite" data-testid="report-counts">
        {send.isPending
          ? "Checking your location..."
          : on + off === 0
            ? "No reports tonight yet."
            : `Tonight: ${on} ${on === 1 ? "report" : "reports"} of lights on, ${off} of lights off.`}
      </p>
    </div>
  );
}
