/**
 * The edit of one's own review, on the house page (own-review.tsx) and in My Reviews' dialog
 * (decisions 347, 351): one way to save without replacing a version saved elsewhere unseen, and
 * one choice when there is one. A module of its own, not beside useUpdateReview: My Reviews
 * loads its dialog lazily, so this goes with the house page's code and not with the controls
 * every screen shares (scripts/vite-screen-chunks.ts).
 */
import { REVIEW_CHANGED_ELSEWHERE, REVIEW_POSTED_ELSEWHERE } from "@contract/review-texts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useFieldRefusal } from "@/components/layout/field-refusal";
import { Button } from "@/components/ui/button";
import { StarRating } from "@/components/ui/star-rating";
import { ApiError } from "@/lib/api";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import type { ReviewDraft } from "@/lib/review-draft";
import { useUpdateReview } from "./review-actions";

/** One's review as a screen holds it: the house page's list or My Reviews. */
export interface SavedReview {
  id: number;
  rating: number;
  review: string | null;
  updatedAt: string;
}

/**
 * An edit of one's own review that never replaces a version saved elsewhere unseen (decision
 * 347): the house page's form and My Reviews' dialog (decision 351). `saved` is the newest
 * version the screen holds; after a refused save the screen reads it again, and the edit shows
 * it beside the user's text (SavedElsewhereChoice). `onGone`: the save found the review deleted.
 * `textId`: the edit's text box, under which a refusal of the text shows (`textRefusal`,
 * decision 381).
 */
export function useOwnReviewEdit(
  saved: SavedReview,
  { onSaved, onGone, textId }: { onSaved: () => void; onGone?: () => void; textId: string },
) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(saved.rating);
  const [text, setTextState] = useState(saved.review ?? "");
  const textRefusal = useFieldRefusal(textId, "review");
  const setText = (next: string) => {
    textRefusal.clear();
    setTextState(next);
  };
  // The saved version this edit replaces (its updatedAt): the one opened, or the one the user
  // chose to replace after seeing it. Null: the text was written as a first review and the one
  // posted elsewhere meanwhile is not chosen over or replaced yet (decision 351).
  const [editedVersion, setEditedVersion] = useState<string | null>(saved.updatedAt);
  const [writtenAsNew, setWrittenAsNew] = useState(false);
  // Save was refused as changed elsewhere; the newer version may still be on its way here.
  const [refused, setRefused] = useState(false);
  const save = useUpdateReview(saved.id, onSaved, textRefusal);
  // A newer version than the edit's is saved (known, or learnt from a refused save).
  const conflict = refused || saved.updatedAt !== editedVersion;
  // One rule for every choice (a refused save's, a first review's handed over): Save waits for
  // it. A Save before the choice would send the same old version and be refused again, with
  // nothing new to show (decision 351).
  const canSave = rating >= 1 && !conflict;

  /** Starts from the saved version, or from a first review written while it was posted. */
  const begin = (writtenMeanwhile?: ReviewDraft) => {
    setRating(writtenMeanwhile?.rating ?? saved.rating);
    setText(writtenMeanwhile ? writtenMeanwhile.text : (saved.review ?? ""));
    setEditedVersion(writtenMeanwhile ? null : saved.updatedAt);
    setWrittenAsNew(Boolean(writtenMeanwhile));
    setRefused(false);
  };
  /** The user has seen the saved version: the next Save replaces it ("Keep mine"). */
  const keepMine = () => {
    setEditedVersion(saved.updatedAt);
    setRefused(false);
  };
  const submit = () => {
    if (!canSave || editedVersion === null) return;
    save.mutate(
      { rating, text, expectedUpdatedAt: editedVersion },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          // 409: saved elsewhere since; 404: deleted elsewhere. Either way the screen reads the
          // review again: the edit shows the saved version, or learns the review has gone.
          if (error.status === 409) setRefused(true);
          if (error.status === 409 || error.status === 404) {
            void invalidateAfterContribution(queryClient);
          }
          if (error.status === 404) onGone?.();
        },
      },
    );
  };
  return {
    saved,
    rating,
    setRating,
    text,
    setText,
    textRefusal,
    begin,
    submit,
    save,
    /** Until the user chose between theirs and the saved version, Save waits for the choice. */
    canSave,
    conflict,
    /** The newer version is on the screen: the choice can be offered. */
    newerShown: saved.updatedAt !== editedVersion,
    /** This edit's Save was refused: it held the focus, which its disabling dropped. */
    refused,
    writtenAsNew,
    keepMine,
    takeSaved: () => {
      setRating(saved.rating);
      setText(saved.review ?? "");
      keepMine();
    },
  };
}

/**
 * Above an edit's stars when a newer version of the review is saved (or a first review was
 * posted elsewhere while this one was written): says so (an alert), shows the saved version, and
 * offers "Keep mine" and "Use the saved version". `onChosen` puts the focus back in the text.
 */
export function SavedElsewhereChoice({
  edit,
  onChosen,
}: {
  edit: ReturnType<typeof useOwnReviewEdit>;
  onChosen: () => void;
}) {
  const firstChoice = useRef<HTMLButtonElement>(null);
  // A refused Save is disabled until the choice (it had the focus, which the browser then puts on
  // the page's body): the choice takes the focus once it is shown, if nothing else has it
  // (decision 340).
  const offeredAfterRefusal = edit.refused && edit.newerShown;
  useEffect(() => {
    if (offeredAfterRefusal && document.activeElement === document.body) {
      firstChoice.current?.focus();
    }
  }, [offeredAfterRefusal]);
  if (!edit.conflict) return null;
  return (
    <div
      className="space-y-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
      data-testid="review-saved-elsewhere"
    >
      <p role="alert">{edit.writtenAsNew ? REVIEW_POSTED_ELSEWHERE : REVIEW_CHANGED_ELSEWHERE}</p>
      {edit.newerShown && (
        <>
          <p className="font-medium">The saved version:</p>
          <StarRating value={edit.saved.rating} size="sm" />
          <p className="wrap-anywhere whitespace-pre-line">{edit.saved.review ?? "(no text)"}</p>
          <p>
            Your text is still in the box below. Keep mine: Save then replaces the saved version.
            Use the saved version: the box takes its stars and text.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              ref={firstChoice}
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                edit.keepMine();
                onChosen();
              }}
            >
              Keep mine
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                edit.takeSaved();
                onChosen();
              }}
            >
              Use the saved version
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
