import type { HouseReview } from "@contract/house";
import { MAX_REVIEW_LENGTH } from "@contract/limits";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { ReviewItem } from "@/components/house/review-item";
import { Button } from "@/components/ui/button";
import { StarRatingPicker } from "@/components/ui/star-rating-picker";
import { Textarea } from "@/components/ui/textarea";
import { DeleteReviewDialog, useUpdateReview } from "./review-actions";

/** The signed-in user's own review on the house page: edit in place, or delete after confirming. */
export function OwnReview({ review }: { review: HouseReview }) {
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState(review.rating);
  const [text, setText] = useState(review.review ?? "");
  const [confirming, setConfirming] = useState(false);

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
          aria-label="Your review"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={MAX_REVIEW_LENGTH}
          rows={3}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={save.isPending || rating < 1}>
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
          <span className="flex gap-1">
            <Button
              size="iconSm"
              variant="ghost"
              aria-label="Edit your review"
              onClick={() => {
                setRating(review.rating);
                setText(review.review ?? "");
                setEditing(true);
              }}
            >
              <PencilIcon className="size-4" />
            </Button>
            <Button
              size="iconSm"
              variant="ghost"
              className="text-destructive!"
              aria-label="Delete your review"
              onClick={() => setConfirming(true)}
            >
              <Trash2Icon className="size-4" />
            </Button>
          </span>
        }
      />
      <DeleteReviewDialog
        reviewId={confirming ? review.id : null}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
