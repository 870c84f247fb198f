import { housePath } from "@contract/house-path";
import { MAX_REVIEW_LENGTH } from "@contract/limits";
import { REVIEW_DELETED_ELSEWHERE_IN_DIALOG } from "@contract/review-texts";
import type { UserReview } from "@contract/reviews";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  SavedElsewhereChoice,
  useOwnReviewEdit,
} from "@/components/house-contribute/own-review-edit";
import { FieldRefusalText } from "@/components/layout/field-refusal";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { StarRatingPicker } from "@/components/ui/star-rating-picker";
import { Textarea } from "@/components/ui/textarea";
import { houseKeys } from "@/lib/queries/houses";
import { keepUnsavedEdit, type ReviewDraft } from "@/lib/review-draft";

/**
 * "Edit Your Review" on My Reviews: loaded by the screen the first time a review is edited.
 * `review` is the newest version the screen holds of the review being edited (null: closed).
 */
export function EditReviewDialog({
  review,
  onClose,
}: {
  review: UserReview | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      {review && <EditReviewContent review={review} onClose={onClose} />}
    </Dialog>
  );
}

/**
 * The edit names the version it started from, as the house page's does (decision 347): a version
 * saved elsewhere since is shown beside the user's text with the same choice. A review deleted
 * elsewhere is said so; what was typed goes to the house page's review form, as an edit open
 * there when its review is deleted (decision 351).
 */
function EditReviewContent({ review, onClose }: { review: UserReview; onClose: () => void }) {
  const queryClient = useQueryClient();
  const houseId = review.house.id;
  const [deleted, setDeleted] = useState(false);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const houseLink = useRef<HTMLAnchorElement>(null);
  const edit = useOwnReviewEdit(review, {
    textId: "edit-review-text",
    onSaved: onClose,
    onGone: () => {
      setDeleted(true);
      // A house page kept in memory still lists the review; opened, it would show it and forget
      // the text kept for it (src/lib/review-draft.ts) before reading the house again.
      queryClient.removeQueries({
        queryKey: houseKeys.details(),
        predicate: (query) => (query.state.data as { id?: number } | undefined)?.id === houseId,
      });
    },
  });
  const { rating, setRating, text, setText } = edit;

  // Save, which had the focus, is gone with the review: the focus goes to where the text went.
  useEffect(() => {
    if (deleted) houseLink.current?.focus();
  }, [deleted]);
  // What the edit of a deleted review holds, for the cleanup below (null while it is there).
  const typed = useRef<ReviewDraft | null>(null);
  useEffect(() => {
    typed.current = deleted ? { rating, text } : null;
  });
  // Closed or left after the review was deleted: the house page's review form takes the text up.
  useEffect(
    () => () => {
      if (typed.current) keepUnsavedEdit(houseId, review.userId, typed.current);
    },
    [houseId, review.userId],
  );

  return (
    <DialogContent
      onOpenAutoFocus={(event) => {
        // The focus starts on the star given, as a group of choices starts on its chosen one
        // (not on "Rate 1 stars", the first control): decision 341.
        const chosen = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
          '[data-slot="star-rating"] [aria-pressed="true"]',
        );
        if (!chosen) return;
        event.preventDefault();
        chosen.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>Edit Your Review</DialogTitle>
        <DialogDescription>{review.house.title}</DialogDescription>
      </DialogHeader>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!deleted) edit.submit();
        }}
      >
        {deleted ? (
          <p role="alert" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
            {REVIEW_DELETED_ELSEWHERE_IN_DIALOG}
          </p>
        ) : (
          <SavedElsewhereChoice edit={edit} onChosen={() => textArea.current?.focus()} />
        )}
        <div className="space-y-1.5">
          <Label>Rating</Label>
          <StarRatingPicker
            value={rating}
            onChange={setRating}
            size="lg"
            disabled={edit.save.isPending}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="edit-review-text">Review (optional)</Label>
          <Textarea
            ref={textArea}
            id="edit-review-text"
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={4}
            maxLength={MAX_REVIEW_LENGTH}
            {...edit.textRefusal.inputProps}
          />
          <FieldRefusalText refusal={edit.textRefusal} />
        </div>
        {deleted ? (
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button asChild>
              <Link ref={houseLink} to={housePath(review.house)}>
                Open the house page
              </Link>
            </Button>
          </DialogFooter>
        ) : (
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!edit.canSave} busy={edit.save.isPending}>
              {edit.save.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        )}
      </form>
    </DialogContent>
  );
}
