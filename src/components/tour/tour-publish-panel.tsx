/**
 * Publishing a saved tour to /tours/popular, from its My Tours card: a name and a town (the
 * first stop's town to start with), or, once published, what the list shows and Unpublish. A
 * tour an admin took off the list cannot be published again (decision 294): the card says so in
 * place of a Publish button that could only fail.
 *
 * Decision 410: Publish and Unpublish need a connection, as Delete does; a refusal that says the
 * card is out of date (404, 403, 409) reads the list again; the form checks its two fields itself
 * (trimmed, with the server's words) and shows any refusal of one under it; Escape cancels it.
 *
 * Decision 416: such a refusal of Publish tour closes the form (the toast says why). When the tour
 * changes under the card (published, unpublished or taken down elsewhere, learnt from a refusal or
 * a re-read as the tab comes back into view) and the control that had the focus goes with the
 * view it was in, the focus goes to the new view's button, or to the card's heading when it has
 * none (taken down), never to the page's body.
 */
import {
  MAX_TOUR_NAME_LENGTH,
  MAX_TOWN_NAME_LENGTH,
  TOUR_NAME_REQUIRED,
  TOUR_TOWN_REQUIRED,
} from "@contract/tour-limits";
import type { Tour } from "@contract/tours";
import { useQueryClient } from "@tanstack/react-query";
import { EyeOffIcon, MegaphoneIcon, ShieldAlertIcon } from "lucide-react";
import { type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { focusableHeading } from "@/components/ui/focus-in-list-when-removed";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api";
import { useOnline } from "@/lib/offline/connection";
import { isStaleCardRefusal, publishTour, tourKeys, unpublishTour } from "@/lib/queries/tours";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

type PublishField = "name" | "town";
type FieldReasons = Partial<Record<PublishField, string>>;

/** "name: Give the tour a name" of a 400: the field it names, and the reason without it. */
const NAMED_FIELD = /^(name|town): ([\s\S]+)$/;

/**
 * The reasons of a 400 that names only the form's fields ("name: ...; town: ..."), each for its
 * field; null for any other failure (it goes in the toast).
 */
function fieldReasonsOf(error: Error): FieldReasons | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const reasons: FieldReasons = {};
  for (const part of error.message.split(/; (?=[a-z][\w.]*: )/)) {
    const named = NAMED_FIELD.exec(part);
    if (!named) return null;
    reasons[named[1] as PublishField] = named[2];
  }
  return reasons;
}

const OFFLINE_PUBLISH_HINT = "Publishing a tour needs a connection";
const OFFLINE_UNPUBLISH_HINT = "Unpublishing a tour needs a connection";

/** What a card offers, as the tour is. */
function publication(tour: Tour) {
  return tour.published ? "published" : tour.takenDown ? "taken-down" : "open";
}

export function TourPublishPanel({
  tour,
  heading,
}: {
  tour: Tour;
  /** The card's heading: the focus goes there when the card has no button left to take it. */
  heading: RefObject<HTMLElement | null>;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const nameId = useId();
  const townId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState("");
  const [town, setTown] = useState("");
  // Why a field cannot be sent, under it (the form's own check, or the server's refusal), tied
  // to it with aria-describedby and aria-invalid, as the planner's name box does (decision 381).
  const [reasons, setReasons] = useState<FieldReasons>({});
  const fieldIds: Record<PublishField, string> = { name: nameId, town: townId };
  const showReasons = (next: FieldReasons) => {
    setReasons(next);
    const first = (["name", "town"] as const).find((field) => next[field]);
    if (first) document.getElementById(fieldIds[first])?.focus();
  };
  const fieldProps = (field: PublishField) =>
    reasons[field] ? { "aria-invalid": true, "aria-describedby": `${fieldIds[field]}-reason` } : {};
  const fieldReason = (field: PublishField) =>
    reasons[field] ? (
      <p id={`${fieldIds[field]}-reason`} className="text-destructive text-sm">
        {reasons[field]}
      </p>
    ) : null;
  // Each press swaps the control pressed for another view's (decision 340): Publish for the form
  // (the focus to its name), the form for Unpublish once published (or, by Cancel, for Publish),
  // and Unpublish for Publish.
  const publishButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const unpublishButton = useRef<HTMLButtonElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: tourKeys.all });
  // The tour changed under the card (decision 416): an open form goes with the view it belonged
  // to, and a focus lost with it goes to the new view's button, or to the card's heading.
  const state = publication(tour);
  const shownState = useRef(state);
  useLayoutEffect(() => {
    if (shownState.current === state) return;
    shownState.current = state;
    if (state !== "open") setEditing(false);
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const button = state === "published" ? unpublishButton.current : publishButton.current;
    if (button?.isConnected && !button.disabled) button.focus();
    else focusableHeading(heading.current)?.focus();
  }, [state, heading]);
  /** Cancel, or Escape in the form: `control` goes with the form, the focus to Publish. */
  const cancel = (control: Element | null) => {
    focusWhenRemoved(control, () => publishButton.current);
    setReasons({});
    setEditing(false);
  };
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
      // The server's refusal of one of the two fields goes under it, in place of a toast.
      const refused = fieldReasonsOf(error);
      if (refused) {
        showReasons(refused);
        return;
      }
      // Out of date (taken down, published or deleted elsewhere): the form closes and the card
      // reads the tour again; the focus goes to Publish meanwhile, then follows the card's change.
      if (isStaleCardRefusal(error)) {
        focusWhenRemoved(submitButton.current, () => publishButton.current);
        setReasons({});
        setEditing(false);
        void refresh();
      }
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
      // Unpublished, or deleted, elsewhere: the card shows what is, and the focus goes to its
      // Publish as after an Unpublish of its own.
      if (isStaleCardRefusal(error)) {
        focusWhenRemoved(unpublishButton.current, () => publishButton.current);
        void refresh();
      }
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
          disabled={!online}
          title={online ? undefined : OFFLINE_UNPUBLISH_HINT}
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
          // The form starts from the tour as the card shows it now (renamed elsewhere since the
          // card first drew, decision 410).
          setName(tour.name);
          setTown(tour.stops[0]?.city ?? "");
          setEditing(true);
        }}
        disabled={tour.stops.length === 0 || !online}
        title={online ? undefined : OFFLINE_PUBLISH_HINT}
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
      // The form's own check, not the browser's: its bubble took an empty name but let one of
      // only spaces through to the server.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const missing: FieldReasons = {
          ...(name.trim() ? {} : { name: TOUR_NAME_REQUIRED }),
          ...(town.trim() ? {} : { town: TOUR_TOWN_REQUIRED }),
        };
        showReasons(missing);
        if (!missing.name && !missing.town) publish.mutate();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || publish.isPending) return;
        event.preventDefault();
        cancel(event.target as Element);
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
            onChange={(event) => {
              setName(event.target.value);
              setReasons(({ name: _, ...rest }) => rest);
            }}
            {...fieldProps("name")}
          />
          {fieldReason("name")}
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
            onChange={(event) => {
              setTown(event.target.value);
              setReasons(({ town: _, ...rest }) => rest);
            }}
            {...fieldProps("town")}
          />
          {fieldReason("town")}
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          ref={submitButton}
          type="submit"
          size="sm"
          busy={publish.isPending}
          disabled={!online}
          title={online ? undefined : OFFLINE_PUBLISH_HINT}
        >
          {publish.isPending ? "Publishing..." : "Publish tour"}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={(event) => cancel(event.currentTarget)}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
