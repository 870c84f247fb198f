import type { HouseContent, HouseReview } from "@contract/house";
import type { ReactNode } from "react";
import { REVIEWS_HEADING_ID, ReviewItem } from "@/components/house/review-item";

/**
 * Reviews of the house, newest first. `children` goes above the list (the review form or the
 * sign-in prompt); `renderReview` lets the contribute screens swap a review for its edit form.
 */
export function ReviewsSection({
  house,
  children,
  renderReview,
}: {
  house: HouseContent;
  children?: ReactNode;
  renderReview?: (review: HouseReview) => ReactNode;
}) {
  return (
    <section aria-labelledby={REVIEWS_HEADING_ID} className="space-y-4">
      {/* Focusable from script: the focus comes here once one's own deleted review has gone. */}
      <h2
        id={REVIEWS_HEADING_ID}
        tabIndex={-1}
        className="font-semibold text-xl focus:outline-none"
      >
        Reviews ({house.reviews.length})
      </h2>
      {children}
      {house.reviews.length === 0 ? (
        <p className="text-muted-foreground text-sm">No reviews yet. Be the first to review!</p>
      ) : (
        <div className="space-y-3">
          {house.reviews.map((review) =>
            renderReview ? (
              <div key={review.id}>{renderReview(review)}</div>
            ) : (
              <ReviewItem key={review.id} review={review} />
            ),
          )}
        </div>
      )}
    </section>
  );
}
