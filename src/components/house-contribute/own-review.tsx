import type { HouseReview } from "@contract/house";
import { MAX_REVIEW_LENGTH } from "@contract/limits";
import { useEffect, useRef, useState } from "react";
import { REVIEWS_HEADING_ID, ReviewItem } from "@/components/house/review-item";
import { Button } from "@/components/ui/button";
import { EditAndDeleteButtons } from "@/components/ui/edit-and-delete-buttons";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { StarRatingPicker } from "@/components/ui/star-rating-picker";
import { Textarea } from "@/components/ui/textarea";
import { DeleteReviewDialog, useUpdateReview } from "./review-actions";

/** The own review's Edit: where the focus goes when a new review takes the form's place. */
export const OWN_REVIEW_EDIT_ID = "own-review-edit";

/**
 * The signed-in user's own review on the house page: edit in place, or delete after confirming.
 * The focus follows the visitor: Edit puts it in the text, Save and Cancel back on Edit, and a
 * delete on the Reviews heading once the card has gone (docs/decisions/332-*).
 */
export function OwnReview({ review }: { review: HouseReview }) {
  const [editing, setEditingState] = useState(false);
  const [rating, setRating] = useState(review.rating);
  const [text, setText] = useState(review.review ?? "");
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

  const save = useUpdateReview(review.id, () => setEditing(false));

  if (editing) {
    return (
      <form
        aria-label="Edit your review"
        className="space-y-3 rounded-lg border border-primary/40 bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ rating, text });
        }}
      >
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
