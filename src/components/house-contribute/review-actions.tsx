/**
 * Editing and deleting the caller's own review: the same calls, toasts and confirmation on the
 * house page (own-review.tsx) and on My Reviews. The edit itself: own-review-edit.tsx.
 */
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import type { FieldRefusal } from "@/components/layout/field-refusal";
import { ApiError } from "@/lib/api";
import { deleteReview, invalidateAfterContribution, updateReview } from "@/lib/queries/reviews";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";
import { toastWriteError } from "./errors";

/**
 * Saves a new rating and text (blank text = none); `onSaved` runs before the refetch. A refusal
 * of the text shows under `textField` (decision 381).
 */
export function useUpdateReview(
  reviewId: number | undefined,
  onSaved: () => void,
  textField?: FieldRefusal,
) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({
      rating,
      text,
      expectedUpdatedAt,
    }: {
      rating: number;
      text: string;
      /** The review's version the edit started from: a save over a newer one is refused. */
      expectedUpdatedAt?: string;
    }) => {
      if (reviewId === undefined) throw new Error("No review to update");
      return updateReview(reviewId, { rating, review: text.trim() || null, expectedUpdatedAt });
    },
    onSuccess: async () => {
      toast({
        title: "Review updated",
        description: "Review updated successfully",
        variant: "success",
      });
      onSaved();
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => {
      // Changed (409) or deleted (404) elsewhere since the edit started: the edit says so, with
      // the saved version or where the text went (decisions 347, 351).
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) return;
      toastWriteError(error, "Failed to update review", textField);
    },
  });
}

/**
 * "Delete Review?" for the review `reviewId` (null = closed); closes when the call settles.
 * `onDeleted` runs on success, before the reload that takes the review off the page.
 */
export function DeleteReviewDialog({
  reviewId,
  onClose,
  onDeleted,
}: {
  reviewId: number | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useSingleFlightMutation({
    mutationFn: (id: number) => deleteReview(id),
    onSuccess: async () => {
      toast({ title: "Review deleted", description: "Review deleted successfully" });
      onDeleted?.();
      onClose();
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => {
      toastWriteError(error, "Failed to delete review");
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={reviewId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Review?"
      description="Are you sure you want to delete this review? This action cannot be undone."
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
      onConfirm={() => reviewId !== null && remove.mutate(reviewId)}
    />
  );
}
