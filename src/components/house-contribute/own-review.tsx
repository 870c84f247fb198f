import type { HouseReview } from "@contract/house";
import { MAX_REVIEW_LENGTH } from "@contract/limits";
import { REVIEW_CHANGED_ELSEWHERE } from "@contract/review-texts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { REVIEWS_HEADING_ID, ReviewItem } from "@/components/house/review-item";
import { Button } from "@/components/ui/button";
import { EditAndDeleteButtons } from "@/components/ui/edit-and-delete-buttons";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { StarRating } from "@/components/ui/star-rating";
import { StarRatingPicker } from "@/components/ui/star-rating-picker";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { keepUnsavedEdit, type ReviewDraft } from "@/lib/review-draft";
import { DeleteReviewDialog, useUpdateReview } from "./review-actions";

/** The own review's Edit: where the focus goes when a new review takes the form's place. */
export const OWN_REVIEW_EDIT_ID = "own-review-edit";

/**
 * The signed-in user's own review on the house page: edit in place, or delete after confirming.
 * The focus follows the visitor: Edit puts it in the text, Save and Cancel back on Edit, and a
 * delete on the Reviews heading once the card has gone (docs/decisions/332-*).
 *
 * The same review may be open in another tab or on another device (decision 347). Save sends
 * the version the edit started from, so it never replaces a version saved elsewhere since:
 * the form then shows the saved version beside the user's text and lets them choose. When the
 * review is deleted elsewhere mid-edit, the edit goes to the review form (keepUnsavedEdit).
 */
export function OwnReview({ review, houseId }: { review: HouseReview; houseId: number }) {
  const queryClient = useQueryClient();
  const [editing, setEditingState] = useState(false);
  const [rating, setRating] = useState(review.rating);
  const [text, setText] = useState(review.review ?? "");
  // The saved version this edit replaces (its updatedAt): the one opened, or the one the user
  // chose to replace after seeing it.
  const [editedVersion, setEditedVersion] = useState(review.updatedAt);
  // Save was refused as changed elsewhere; the newer version may still be on its way here.
  const [refused, setRefused] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Set by a press (Edit, Save, Cancel), so the first render places no focus.
  const moveFocus = useRef(false);

  const setEditing = (next: boolean) => {
    moveFocus.current = true;
    setEditingState(next);
  };

  // The pressed button is gone with the view it was in: the other view's control gets the focus.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (!editing) {
      editButton.current?.focus();
      return;
    }
    const field = textArea.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [editing]);

  // What the open edit holds, for the cleanup below (null when no edit is open).
  const openEdit = useRef<ReviewDraft | null>(null);
  useEffect(() => {
    openEdit.current = editing ? { rating, text } : null;
  });
  // The card leaves the page with its edit open: the review was deleted elsewhere (or the page
  // is left). The review form takes the edit up if the review is gone (src/lib/review-draft.ts).
  useEffect(
    () => () => {
      if (openEdit.current) keepUnsavedEdit(houseId, review.userId, openEdit.current);
    },
    [houseId, review.userId],
  );

  const save = useUpdateReview(review.id, () => setEditing(false));
  const newerSaved = review.updatedAt !== editedVersion;
  const focusText = () => textArea.current?.focus();
  /** The user has seen the saved version: the next Save replaces it. */
  const replaceSaved = () => {
    setEditedVersion(review.updatedAt);
    setRefused(false);
  };

  if (editing) {
    return (
      <form
        aria-label="Edit your review"
        className="space-y-3 rounded-lg border border-primary/40 bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { rating, text, expectedUpdatedAt: editedVersion },
            {
              onError: (error) => {
                if (!(error instanceof ApiError)) return;
                // 409: saved elsewhere since; 404: deleted elsewhere. Either way the page reads
                // the review again: the form shows the saved version, or goes with the review
                // and its text to the review form.
                if (error.status === 409) setRefused(true);
                if (error.status === 409 || error.status === 404) {
                  void invalidateAfterContribution(queryClient);
                }
              },
            },
          );
        }}
      >
        {(refused || newerSaved) && (
          <div
            className="space-y-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
            data-testid="review-saved-elsewhere"
          >
            <p role="alert">{REVIEW_CHANGED_ELSEWHERE}</p>
            {newerSaved && (
              <>
                <p className="font-medium">The saved version:</p>
                <StarRating value={review.rating} size="sm" />
                <p className="whitespace-pre-line">{review.review ?? "(no text)"}</p>
                <p>
                  Your text is still in the box below. Keep mine: Save then replaces the saved
                  version. Use the saved version: the box takes its stars and text.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      replaceSaved();
                      focusText();
                    }}
                  >
                    Keep mine
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setRating(review.rating);
                      setText(review.review ?? "");
                      replaceSaved();
                      focusText();
                    }}
                  >
                    Use the saved version
                  </Button>
                </div>
              </>
            )}
          </div>
        )}
        <StarRatingPicker value={rating} onChange={setRating} disabled={save.isPending} />
        <Textarea
          ref={textArea}
          aria-label="Your review"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={MAX_REVIEW_LENGTH}
          rows={3}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={rating < 1} busy={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setEditing(false);
              setRating(review.rating);
              setText(review.review ?? "");
            }}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <>
      <ReviewItem
        review={review}
        actions={
          <EditAndDeleteButtons
            what="your review"
            editId={OWN_REVIEW_EDIT_ID}
            editRef={editButton}
            deleteRef={deleteButton}
            onEdit={() => {
              setRating(review.rating);
              setText(review.review ?? "");
              setEditedVersion(review.updatedAt);
              setRefused(false);
              setEditing(true);
            }}
            onDelete={() => setConfirming(true)}
          />
        }
      />
      <DeleteReviewDialog
        reviewId={confirming ? review.id : null}
        onClose={() => setConfirming(false)}
        onDeleted={() =>
          focusWhenRemoved(deleteButton.current, () => document.getElementById(REVIEWS_HEADING_ID))
        }
      />
    </>
  );
}
