import { MAX_REVIEW_LENGTH } from "@contract/limits";
import type { UserReview } from "@contract/reviews";
import { useState } from "react";
import { useUpdateReview } from "@/components/house-contribute/review-actions";
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

/** "Edit Your Review" on My Reviews: loaded by the screen the first time a review is edited. */
export function EditReviewDialog({
  review,
  onClose,
}: {
  review: UserReview | null;
  onClose: () => void;
}) {
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.review ?? "");
  const save = useUpdateReview(review?.id, onClose);
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
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
          <DialogDescription>{review?.house.title}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ rating, text });
          }}
        >
          <div className="space-y-1.5">
            <Label>Rating</Label>
            <StarRatingPicker
              value={rating}
              onChange={setRating}
              size="lg"
              disabled={save.isPending}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="edit-review-text">Review (optional)</Label>
            <Textarea
              id="edit-review-text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={4}
              maxLength={MAX_REVIEW_LENGTH}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={rating === 0} busy={save.isPending}>
              {save.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
