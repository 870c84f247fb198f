import { MAX_TOUR_STOPS } from "@contract/tour-limits";
import { RouteIcon } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { singleClick } from "@/lib/single-click";
import { addTourStop, removeTourStop, type TourHouseInput, useTourDraft } from "@/lib/tour-draft";
import { toast } from "@/lib/use-toast";

/**
 * Puts a house into the tour being planned, or takes it out again (a toggle: aria-pressed).
 * `compact` is the round icon button of cards; otherwise it carries its label.
 */
export function AddToTourButton({
  house,
  compact = false,
  className,
  size,
}: {
  house: TourHouseInput;
  compact?: boolean;
  className?: string;
  size?: ButtonProps["size"];
}) {
  const draft = useTourDraft();
  const inTour = draft.stops.some((s) => s.id === house.id);
  const label = inTour ? "In tour" : "Add to tour";

  const toggle = () => {
    if (inTour) {
      removeTourStop(house.id);
      toast({ title: "Removed from tour", description: `${house.title} is off your tour.` });
      return;
    }
    const result = addTourStop(house);
    if (result === "full") {
      toast({
        title: "Your tour is full",
        description: `A tour holds up to ${MAX_TOUR_STOPS} stops. Remove one to add another.`,
        variant: "destructive",
      });
      return;
    }
    toast({
      title: "Added to tour",
      description: `${house.title} is stop ${draft.stops.length + 1}. Open Tour to plan the route.`,
      variant: "success",
    });
  };

  return (
    <Button
      type="button"
      variant={inTour ? "default" : compact ? "secondary" : "outline"}
      size={compact ? "icon" : size}
      className={cn(compact && "rounded-full! shadow!", className)}
      aria-pressed={inTour}
      aria-label={compact ? `Add ${house.title} to tour` : undefined}
      title={compact ? label : undefined}
      data-testid="add-to-tour"
      onClick={singleClick(toggle)}
    >
      <RouteIcon aria-hidden="true" />
      {!compact && label}
    </Button>
  );
}
