import type { HouseContent } from "@contract/house";
import { MAX_REVIEW_LENGTH } from "@contract/limits";
import { REVIEW_DELETED_ELSEWHERE } from "@contract/review-texts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { FieldRefusalText, useFieldRefusal } from "@/components/layout/field-refusal";
import { Button } from "@/components/ui/button";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { Label } from "@/components/ui/label";
import { StarRatingPicker } from "@/components/ui/star-rating-picker";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { openAuthDialog, stayHere } from "@/lib/auth-dialog";
import { invalidateAfterContribution, submitRating } from "@/lib/queries/reviews";
import { type ReviewDraft, useReviewDraft } from "@/lib/review-draft";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";
import { toastWriteError } from "./errors";
import { OWN_REVIEW_EDIT_ID } from "./own-review";

/**
 * The house page's review form: 5 stars by default, optional text. Signed-out
 * visitors see "Sign in to Leave a review" with a "Sign In to Review" button. A user who already
 * reviewed edits that review in place instead (OwnReview), so the form is not shown then.
 */
export function ReviewForm({ house }: { house: HouseContent }) {
  const { user, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const ownReviewListed = house.reviews.some((r) => r.userId === user?.id);
  // The server's reason for refusing the text shows under it (decision 381).
  const textRefusal = useFieldRefusal("review-text", "review");
  const submit = useSingleFlightMutation({
    // A first review: one the account posted meanwhile elsewhere is not replaced (decision 351).
    mutationFn: (draft: ReviewDraft) =>
      submitRating(house.id, {
        rating: draft.rating,
        review: draft.text.trim() || null,
        createOnly: true,
      }),
    onSuccess: async () => {
      // The reload swaps the form for the new review: its Edit gets the focus, as after an edit.
      focusWhenRemoved(submitButton.current, () => document.getElementById(OWN_REVIEW_EDIT_ID));
      toast({
        title: "Rating submitted",
        description: "Thank you for your review!",
        variant: "success",
      });
      clearDraft();
      await invalidateAfterContribution(queryClient);
    },
    // The typed text stays in the form (nothing a user wrote is lost by a failed request).
    onError: async (error) => {
      // Posted elsewhere meanwhile (decision 351): the page reads the house again, and the
      // review that is there opens for editing with this text (useReviewDraft).
      if (error instanceof ApiError && error.status === 409) {
        await invalidateAfterContribution(queryClient);
        return;
      }
      toastWriteError(error, "Failed to submit rating", textRefusal);
    },
  });
  // Kept for the tab until submitted: a 401 signs the user out and back in on this page. Only
  // the account that wrote it gets it back. An edit of the user's review open when it was
  // deleted elsewhere comes back here (decision 347); a draft here when the user's review
  // appears, not sent by this form, goes to that review's edit (decision 351).
  const [{ rating, text }, updateDraft, clearDraft, editCarried] = useReviewDraft(
    house.id,
    user?.id ?? null,
    ownReviewListed,
    submit.isPending,
  );
  const submitButton = useRef<HTMLButtonElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  // The edit's text box went with the review: the focus, if it went with it, follows the text.
  useEffect(() => {
    if (editCarried && document.activeElement === document.body) textBox.current?.focus();
  }, [editCarried]);

  if (!isAuthenticated) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-4">
        <p className="text-muted-foreground text-sm">Sign in to Leave a review</p>
        <Button
          variant="outline"
          onClick={() => openAuthDialog("signin", { onSignedIn: stayHere })}
        >
          Sign In to Review
        </Button>
      </div>
    );
  }
  if (ownReviewListed) return null;

  return (
    <form
      aria-label="Write a review"
      className="space-y-3 rounded-lg border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit.mutate({ rating, text });
      }}
    >
      <h3 className="font-medium">Leave a review</h3>
      {editCarried && (
        <p role="alert" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
          {REVIEW_DELETED_ELSEWHERE}
        </p>
      )}
      <StarRatingPicker
        value={rating}
        onChange={(next) => updateDraft({ rating: next })}
        size="lg"
        disabled={submit.isPending}
      />
      <div className="space-y-1.5">
        <Label htmlFor="review-text">Your review (optional)</Label>
        <Textarea
          ref={textBox}
          id="review-text"
          value={text}
          onChange={(e) => {
            textRefusal.clear();
            updateDraft({ text: e.target.value });
          }}
          placeholder="What did you love about this display?"
          maxLength={MAX_REVIEW_LENGTH}
          rows={3}
          {...textRefusal.inputProps}
        />
        <FieldRefusalText refusal={textRefusal} />
      </div>
      <Button ref={submitButton} type="submit" disabled={rating < 1} busy={submit.isPending}>
        {submit.isPending ? "Submitting..." : "Submit Review"}
      </Button>
    </form>
  );
}
