import type { HouseReview } from "@contract/house";
import { MAX_REVIEW_LENGTH } from "@contract/limits";
import { useEffect, useRef, useState } from "react";
import { REVIEWS_HEADING_ID, ReviewItem } from "@/components/house/review-item";
import { FieldRefusalText } from "@/components/layout/field-refusal";
import { Button } from "@/components/ui/button";
import { EditAndDeleteButtons } from "@/components/ui/edit-and-delete-buttons";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { StarRatingPicker } from "@/components/ui/star-rating-picker";
import { Textarea } from "@/components/ui/textarea";
import { keepUnsavedEdit, type ReviewDraft, useUnsentReview } from "@/lib/review-draft";
import { SavedElsewhereChoice, useOwnReviewEdit } from "./own-review-edit";
import { DeleteReviewDialog } from "./review-actions";

/** The own review's Edit: where the focus goes when a new review takes the form's place. */
export const OWN_REVIEW_EDIT_ID = "own-review-edit";
const OWN_REVIEW_TEXT_ID = "own-review-text";

/**
 * The signed-in user's own review on the house page: edit in place, or delete after confirming.
 * The focus follows the visitor: Edit puts it in the text, Save and Cancel back on Edit, and a
 * delete on the Reviews heading once the card has gone (docs/decisions/332-*).
 *
 * The same review may be open in another tab or on another device (decision 347). Save sends
 * the version the edit started from, so it never replaces a version saved elsewhere since:
 * the form then shows the saved version beside the user's text and lets them choose. When the
 * review is deleted elsewhere mid-edit, the edit goes to the review form (keepUnsavedEdit). When
 * the review was posted elsewhere while a first one was being written here, the edit opens with
 * that text and the same choice (useUnsentReview, decision 351).
 */
export function OwnReview({ review, houseId }: { review: HouseReview; houseId: number }) {
  const [editing, setEditingState] = useState(false);
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

  const edit = useOwnReviewEdit(review, {
    onSaved: () => setEditing(false),
    textId: OWN_REVIEW_TEXT_ID,
  });
  const { rating, setRating, text, setText } = edit;

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

  // A first review was being written here when this one, posted elsewhere, appeared: the edit
  // opens with that text beside this one (decision 351). The focus follows the text if it went
  // with the form's text box.
  const [unsent, unsentTaken] = useUnsentReview(houseId, review.userId);
  const takeUnsent = useRef<(written: ReviewDraft) => void>(undefined);
  takeUnsent.current = (written) => {
    unsentTaken();
    edit.begin(written);
    if (document.activeElement === document.body) moveFocus.current = true;
    setEditingState(true);
  };
  useEffect(() => {
    if (unsent) takeUnsent.current?.(unsent);
  }, [unsent]);

  if (editing) {
    return (
      <form
        aria-label="Edit your review"
        className="space-y-3 rounded-lg border border-primary/40 bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          edit.submit();
        }}
      >
        <SavedElsewhereChoice edit={edit} onChosen={() => textArea.current?.focus()} />
        <StarRatingPicker value={rating} onChange={setRating} disabled={edit.save.isPending} />
        <Textarea
          ref={textArea}
          id={OWN_REVIEW_TEXT_ID}
          aria-label="Your review"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={MAX_REVIEW_LENGTH}
          rows={3}
          {...edit.textRefusal.inputProps}
        />
        <FieldRefusalText refusal={edit.textRefusal} />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={!edit.canSave} busy={edit.save.isPending}>
            {edit.save.isPending ? "Saving..." : "Save"}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setEditing(false);
              edit.begin();
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
              edit.begin();
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
