/**
 * Homeowners in control on the house page (docs/homeowners.md), loaded lazily (homeowner-lazy.tsx)
 * so the page's first JavaScript does not grow:
 * - HomeownerSection: "This is my house" (a note, sent from where the person stands: the server
 *   checks they are at the house; not while a removal request hides it) and "Remove my house"
 *   (a note) for everyone signed in; for the approved owner, the season answer ("Decorating this
 *   year" / "Not this year").
 * - OwnerAnswer: the owner's one answer under someone else's review, written, edited or deleted.
 */
import {
  HOMEOWNER_NOTE_MAX,
  OWNER_ANSWER_MAX,
  ownerAnswerRemovedText,
  SEASON_PLAN_LABELS,
  SEASON_PLANS,
  type SeasonPlan,
} from "@contract/homeowner-texts";
import type { HouseContent, HouseReview } from "@contract/house";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { HomeIcon, KeyRoundIcon, ShieldAlertIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formatLongDate } from "@/components/house/format";
import { HiddenHouseRefusal } from "@/components/house/hidden-house-refusal";
import { OwnerAnswerView } from "@/components/house/review-item";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import {
  type FieldRefusal,
  FieldRefusalText,
  useFieldRefusal,
} from "@/components/layout/field-refusal";
import { Button } from "@/components/ui/button";
import { EditAndDeleteButtons } from "@/components/ui/edit-and-delete-buttons";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { positionAtHouse } from "@/lib/position-at-house";
import {
  answerReview,
  claimHouse,
  deleteReviewAnswer,
  editReviewAnswer,
  homeownerKeys,
  homeownerStatusQuery,
  requestRemoval,
  setSeasonPlan,
} from "@/lib/queries/homeowners";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { refusalOf } from "@/lib/refusal";
import { useSignInGate } from "@/lib/use-sign-in-gate";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";

/**
 * The server's reason (too far, already asked...) is what the person needs to read, without the
 * field's id; a form's field it names shows it instead, under the field (decision 381).
 */
function toastFailure(title: string, error: Error, field?: FieldRefusal) {
  if (error.name === "UnauthorizedError") return;
  const refusal = refusalOf(error);
  if (field && refusal?.field === field.field) {
    field.show(refusal.reason);
    toast({ title, variant: "destructive" });
    return;
  }
  toast({
    title,
    description:
      error instanceof ApiError || error.name === "GeolocationFailure"
        ? (refusal?.reason ?? error.message)
        : "Please try again.",
    variant: "destructive",
  });
}

type Panel = "claim" | "removal" | null;

export function HomeownerSection({ house }: { house: HouseContent }) {
  const { user } = useAuth();
  const gate = useSignInGate();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel>(null);
  const status = useQuery({ ...homeownerStatusQuery(house.id), enabled: user !== null });
  const isOwner = user !== null && house.ownerId === user.id;
  const claimWaiting = status.data?.claim === "pending";
  const removalWaiting = status.data?.removal === "pending";
  const mayClaim = !isOwner && !claimWaiting && !house.ownerId;
  // The open form's note (one form at a time): a refusal that names it shows under it.
  const noteId = useId();
  const noteRefusal = useFieldRefusal(noteId, "note");

  const afterRequest = async (message: string) => {
    toast({ title: "Request sent", description: message, variant: "success" });
    setPanel(null);
    await queryClient.invalidateQueries({ queryKey: homeownerKeys.status(house.id) });
  };

  const claim = useSingleFlightMutation({
    mutationFn: async (note: string) =>
      claimHouse(house.id, { note, ...(await positionAtHouse()) }),
    onSuccess: (created) => afterRequest(created.message),
    onError: (error) => toastFailure("Could not send your request", error, noteRefusal),
  });

  const removal = useSingleFlightMutation({
    mutationFn: (note: string) => requestRemoval(house.id, note),
    onSuccess: async (created) => {
      await afterRequest(created.message);
      // A hidden house opens by its id only (decision 306): its street-slug link, which cards
      // open, now says "House not found". Move to the id link without a reload, replacing the
      // dead entry so Back skips it, and the requester keeps seeing the house.
      navigate(`/house/${house.id}`, { replace: true });
      // The page now shows the town instead of the street.
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastFailure("Could not send your request", error, noteRefusal),
  });

  const toggle = (next: Exclude<Panel, null>) =>
    gate(() => {
      noteRefusal.clear();
      setPanel((current) => (current === next ? null : next));
    });

  return (
    <section aria-labelledby="homeowner-heading" className="space-y-3" data-testid="homeowner">
      <h2 id="homeowner-heading" className="font-semibold text-xl">
        Homeowner
      </h2>
      {isOwner ? (
        <SeasonPlanPicker house={house} />
      ) : house.ownerId ? (
        // Claimed already: nobody is invited to claim it, and anyone may still ask for its
        // removal (decision 212).
        <p className="text-muted-foreground text-sm">
          A homeowner already manages this house's listing. If it is your house and you want it off
          LI Lights, you can still ask us to remove it.
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">
          Is this your house? Manage its listing, or ask us to take it off LI Lights.
        </p>
      )}
      {claimWaiting && (
        <p className="text-sm" role="status">
          Your request to manage this house is waiting for an admin.
        </p>
      )}
      {removalWaiting && (
        <p className="text-sm" role="status">
          Your request to remove this house is waiting for an admin. Until then its exact address is
          hidden.
        </p>
      )}
      {/* A claim is sent from the house, and a hidden house takes nothing "at the house"
          (decision 306). Its requester reads why just above. */}
      {mayClaim && house.addressHidden && !removalWaiting && (
        <HiddenHouseRefusal action="ask to manage it" />
      )}
      <div className="flex flex-wrap gap-2">
        {mayClaim && !house.addressHidden && (
          <Button
            size="sm"
            variant={panel === "claim" ? "secondary" : "outline"}
            aria-expanded={panel === "claim"}
            onClick={() => toggle("claim")}
          >
            <KeyRoundIcon aria-hidden="true" /> This is my house
          </Button>
        )}
        {!removalWaiting && (
          <Button
            size="sm"
            variant={panel === "removal" ? "secondary" : "outline"}
            aria-expanded={panel === "removal"}
            onClick={() => toggle("removal")}
          >
            <Trash2Icon aria-hidden="true" /> Remove my house
          </Button>
        )}
      </div>
      {panel === "claim" && !house.addressHidden && (
        <NoteForm
          id={noteId}
          refusal={noteRefusal}
          label="Ask to manage this house"
          hint="Send this while you are at the house: we check your location. Tell the admin how you are connected to it."
          submitLabel={claim.isPending ? "Checking your location..." : "Send request"}
          busy={claim.isPending}
          onSubmit={(note) => claim.mutate(note)}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel === "removal" && (
        <NoteForm
          id={noteId}
          refusal={noteRefusal}
          label="Ask to remove this house"
          hint="Tell us why. The exact address is hidden as soon as you send this; an admin then removes the house with its photos and keeps the address off LI Lights."
          submitLabel="Send removal request"
          busy={removal.isPending}
          onSubmit={(note) => removal.mutate(note)}
          onCancel={() => setPanel(null)}
        />
      )}
    </section>
  );
}

/**
 * A request's note. The server's reason for refusing it (hidden characters, too long) shows under
 * it, with the focus there, as in the other forms (decision 381); changing the note clears it.
 */
function NoteForm({
  id,
  refusal,
  label,
  hint,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  id: string;
  refusal: FieldRefusal;
  label: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState("");
  return (
    <form
      aria-label={label}
      className="space-y-3 rounded-lg border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (note.trim()) onSubmit(note.trim());
      }}
    >
      <label htmlFor={id} className="font-medium text-sm">
        Note
      </label>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {hint}
      </p>
      <Textarea
        id={id}
        value={note}
        maxLength={HOMEOWNER_NOTE_MAX}
        rows={3}
        onChange={(event) => {
          refusal.clear();
          setNote(event.target.value);
        }}
        {...refusal.inputProps}
        aria-describedby={refusal.reason ? `${id}-hint ${refusal.errorId}` : `${id}-hint`}
      />
      <FieldRefusalText refusal={refusal} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || !note.trim()}>
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SeasonPlanPicker({ house }: { house: HouseContent }) {
  const queryClient = useQueryClient();
  const save = useSingleFlightMutation({
    mutationFn: (plan: SeasonPlan) => setSeasonPlan(house.id, { plan }),
    onSuccess: async (result) => {
      toast({ title: SEASON_PLAN_LABELS[result.plan], description: "Saved", variant: "success" });
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastFailure("Could not save", error),
  });
  return (
    <div className="space-y-2 rounded-lg border p-3">
      <p className="flex items-center gap-2 font-medium text-sm">
        <HomeIcon className="size-4" aria-hidden="true" />
        You manage this house
      </p>
      <p className="text-muted-foreground text-xs">
        Only you (and our admins) can change its description and schedule. Will it be lit this
        season?
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">This season</legend>
        {SEASON_PLANS.map((plan) => (
          <Button
            key={plan}
            type="button"
            size="sm"
            variant={house.seasonPlan === plan ? "default" : "outline"}
            aria-pressed={house.seasonPlan === plan}
            disabled={save.isPending}
            onClick={() => save.mutate(plan)}
          >
            {SEASON_PLAN_LABELS[plan]}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * The owner's part under someone else's review: "Answer as the homeowner" and its form, or the
 * answer with Edit and Delete (the same focus moves as one's own review, decision 332: Edit and
 * "Answer as the homeowner" put the focus in the text, Save and Cancel on Edit or back on the
 * button pressed, a delete on "Answer as the homeowner" once the answer has gone). On a touch
 * screen each is a 44 px target.
 */
export function OwnerAnswer({ house, review }: { house: HouseContent; review: HouseReview }) {
  const queryClient = useQueryClient();
  const [writing, setWritingState] = useState(false);
  const [answer, setAnswer] = useState("");
  const [confirming, setConfirming] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const answerButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Set by a press, so the first render places no focus.
  const moveFocus = useRef(false);
  const id = useId();
  const answered = review.ownerAnswer !== null;
  const refusal = useFieldRefusal(id, "answer");
  // An admin's removal of this review's answer, which only the owner reads (decision 389).
  const status = useQuery(homeownerStatusQuery(house.id));
  const removal = answered
    ? undefined
    : status.data?.removedAnswers.find((removed) => removed.reviewId === review.id);
  // The answer went while the page was open (a live update after an admin's removal): ask again.
  const wasAnswered = useRef(answered);
  const refetchStatus = status.refetch;
  useEffect(() => {
    if (wasAnswered.current && !answered) void refetchStatus();
    wasAnswered.current = answered;
  }, [answered, refetchStatus]);

  const setWriting = (next: boolean) => {
    refusal.clear();
    moveFocus.current = true;
    setWritingState(next);
  };

  // The pressed control is gone with the view it was in: the other view's control gets the focus.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (!writing) {
      (editButton.current ?? answerButton.current)?.focus();
      return;
    }
    const field = textArea.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [writing]);

  const save = useSingleFlightMutation({
    mutationFn: (text: string) =>
      answered
        ? editReviewAnswer(house.id, review.id, text)
        : answerReview(house.id, review.id, text),
    onSuccess: async () => {
      toast({ title: answered ? "Answer updated" : "Answer posted", variant: "success" });
      // The form closes on the answer as saved, so Edit is there to take the focus.
      await invalidateAfterContribution(queryClient);
      setWriting(false);
    },
    onError: (error) => toastFailure("Could not save your answer", error, refusal),
  });

  const remove = useSingleFlightMutation({
    mutationFn: () => deleteReviewAnswer(house.id, review.id),
    onSuccess: async () => {
      toast({ title: "Answer deleted" });
      focusWhenRemoved(deleteButton.current, () => answerButton.current);
      setConfirming(false);
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => {
      toastFailure("Could not delete your answer", error);
      setConfirming(false);
    },
  });

  if (writing) {
    return (
      <form
        aria-label={answered ? "Edit your answer" : "Answer this review"}
        className="mt-2 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (answer.trim()) save.mutate(answer.trim());
        }}
      >
        <label htmlFor={id} className="font-medium text-sm">
          Your answer (one per review)
        </label>
        <Textarea
          id={id}
          ref={textArea}
          value={answer}
          maxLength={OWNER_ANSWER_MAX}
          rows={3}
          onChange={(event) => {
            refusal.clear();
            setAnswer(event.target.value);
          }}
          {...refusal.inputProps}
        />
        <FieldRefusalText refusal={refusal} />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={!answer.trim()} busy={save.isPending}>
            {save.isPending ? "Saving..." : answered ? "Save answer" : "Post answer"}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setWriting(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  if (!answered) {
    return (
      <>
        {removal && (
          <div
            className="mt-2 ml-4 flex gap-2 border-l-2 pl-3 text-muted-foreground text-sm"
            data-testid="owner-answer-removed"
          >
            <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="min-w-0 space-y-1">
              <p>{ownerAnswerRemovedText(formatLongDate(removal.removedAt))}</p>
              {removal.reason && (
                <p className="wrap-anywhere whitespace-pre-line">Reason: {removal.reason}</p>
              )}
            </div>
          </div>
        )}
        <Button
          ref={answerButton}
          size="sm"
          variant="ghost"
          className="mt-1 pointer-coarse:h-11"
          onClick={() => {
            setAnswer("");
            setWriting(true);
          }}
        >
          Answer as the homeowner
        </Button>
      </>
    );
  }

  return (
    <>
      <OwnerAnswerView
        review={review}
        actions={
          <EditAndDeleteButtons
            what="your answer"
            editRef={editButton}
            deleteRef={deleteButton}
            onEdit={() => {
              setAnswer(review.ownerAnswer ?? "");
              setWriting(true);
            }}
            onDelete={() => setConfirming(true)}
          />
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title="Delete your answer?"
        description="Your answer goes from under this review. You can write a new one afterwards."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
