/**
 * Publishing a saved tour to /tours/popular, from its My Tours card: a name and a town (the
 * first stop's town to start with), or, once published, what the list shows and Unpublish. A
 * tour an admin took off the list cannot be published again (decision 294): the card says so in
 * place of a Publish button that could only fail.
 */
import { MAX_TOUR_NAME_LENGTH, MAX_TOWN_NAME_LENGTH } from "@contract/tour-limits";
import type { Tour } from "@contract/tours";
import { useQueryClient } from "@tanstack/react-query";
import { EyeOffIcon, MegaphoneIcon, ShieldAlertIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { Input } from "@/components/ui/input";
import { publishTour, tourKeys, unpublishTour } from "@/lib/queries/tours";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

export function TourPublishPanel({ tour }: { tour: Tour }) {
  const queryClient = useQueryClient();
  const nameId = useId();
  const townId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(tour.name);
  const [town, setTown] = useState(tour.stops[0]?.city ?? "");
  // Each press swaps the control pressed for another view's (decision 340): Publish for the form
  // (the focus to its name), the form for Unpublish once published (or, by Cancel, for Publish),
  // and Unpublish for Publish.
  const publishButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const unpublishButton = useRef<HTMLButtonElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: tourKeys.all });
  const publish = useSingleFlightMutation({
    mutationFn: () => publishTour(tour.id, { name, town }),
    onSuccess: () => {
      // Unpublish comes with the reload, a redraw after the form has gone.
      focusWhenRemoved(submitButton.current, () => unpublishButton.current);
      setEditing(false);
      void refresh();
      toast({
        title: "Tour published",
        description: `"${name.trim()}" is on Popular Tours.`,
        variant: "success",
      });
    },
    onError: (error) => {
      if (error.name === "UnauthorizedError") return;
      toast({ title: "Could not publish", description: error.message, variant: "destructive" });
    },
  });
  const unpublish = useSingleFlightMutation({
    mutationFn: () => unpublishTour(tour.id),
    onSuccess: () => {
      focusWhenRemoved(unpublishButton.current, () => publishButton.current);
      void refresh();
      toast({ title: "Tour unpublished", description: "It is no longer on Popular Tours." });
    },
    onError: (error) => {
      if (error.name === "UnauthorizedError") return;
      toast({ title: "Could not unpublish", description: error.message, variant: "destructive" });
    },
  });

  if (tour.published) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="tour-published">
        <MegaphoneIcon className="size-4 text-primary" aria-hidden="true" />
        <span>
          On{" "}
          <Link to="/tours/popular" className="underline">
            Popular Tours
          </Link>{" "}
          as <strong className="wrap-anywhere">{tour.published.name}</strong>,{" "}
          <span className="wrap-anywhere">{tour.published.town}</span>
        </span>
        <Button
          ref={unpublishButton}
          size="sm"
          variant="ghost"
          onClick={() => unpublish.mutate()}
          busy={unpublish.isPending}
          aria-label={`Unpublish ${tour.name}`}
        >
          <EyeOffIcon aria-hidden="true" />
          Unpublish
        </Button>
      </div>
    );
  }
  if (tour.takenDown) {
    return (
      <p
        className="flex items-start gap-2 text-muted-foreground text-sm"
        data-testid="tour-taken-down"
      >
        <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        An admin took this tour off Popular Tours, so it cannot be published again. Its share link
        still works.
      </p>
    );
  }
  if (!editing) {
    return (
      <Button
        ref={publishButton}
        size="sm"
        variant="outline"
        onClick={(event) => {
          focusWhenRemoved(event.currentTarget, () => nameInput.current);
          setEditing(true);
        }}
        disabled={tour.stops.length === 0}
        aria-label={`Publish ${tour.name}`}
      >
        <MegaphoneIcon aria-hidden="true" />
        Publish
      </Button>
    );
  }
  return (
    <form
      className="space-y-2 rounded-lg border p-3"
      aria-label={`Publish ${tour.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        publish.mutate();
      }}
    >
      <p className="text-muted-foreground text-sm">
        Everyone can find and copy published tours on Popular Tours.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={nameId} className="font-medium text-sm">
            Name on the list
          </label>
          <Input
            ref={nameInput}
            id={nameId}
            value={name}
            maxLength={MAX_TOUR_NAME_LENGTH}
            required
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={townId} className="font-medium text-sm">
            Town
          </label>
          <Input
            id={townId}
            value={town}
            maxLength={MAX_TOWN_NAME_LENGTH}
            required
            onChange={(event) => setTown(event.target.value)}
          />
        </div>
      </div>
      <div className="flex gap-2">
        <Button ref={submitButton} type="submit" size="sm" busy={publish.isPending}>
          {publish.isPending ? "Publishing..." : "Publish tour"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={(event) => {
            focusWhenRemoved(event.currentTarget, () => publishButton.current);
            setEditing(false);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
