import type { HouseReview } from "@contract/house";
import { MAX_REVIEW_LENGTH } from "@contract/limits";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { StarRating } from "@/components/ui/star-rating";
import { Textarea } from "@/components/ui/textarea";
import { deleteReview, invalidateAfterContribution, updateReview } from "@/lib/queries/reviews";
import { toast } from "@/lib/use-toast";
import { ReviewItem } from "@/routes/house/reviews-section";
import { toastWriteError } from "./errors";

/** The signed-in user's own review on the house page: edit in place, or delete after confirming. */
export function OwnReview({ review }: { review: HouseReview }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState(review.rating);
  const [text, setText] = useState(review.review ?? "");
  const [confirming, setConfirming] = useState(false);

  const save = useMutation({
    mutationFn: () => updateReview(review.id, { rating, review: text.trim() || null }),
    onSuccess: async () => {
      toast({
        title: "Review updated",
        description: "Review updated successfully",
        variant: "success",
      });
      setEditing(false);
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastWriteError(error, "Failed to update review"),
  });
  const remove = useMutation({
    mutationFn: () => deleteReview(review.id),
    onSuccess: async () => {
      toast({ title: "Review deleted", description: "Review deleted successfully" });
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastWriteError(error, "Failed to delete review"),
  });

  if (editing) {
    return (
      <form
        aria-label="Edit your review"
        className="space-y-3 rounded-lg border border-primary/40 bg-card p-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <StarRating value={rating} onChange={setRating} disabled={save.isPending} />
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
              size="icon"
              variant="ghost"
              className="size-7"
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
              size="icon"
              variant="ghost"
              className="size-7 text-destructive"
              aria-label="Delete your review"
              onClick={() => setConfirming(true)}
            >
              <Trash2Icon className="size-4" />
            </Button>
          </span>
        }
      />
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Review?</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete this review?
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => remove.mutate()}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
