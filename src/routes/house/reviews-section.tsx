import { displayName } from "@contract/display-name";
import type { HouseDetail, HouseReview } from "@contract/house";
import type { ReactNode } from "react";
import { formatLongDate } from "@/components/house/format";
import { StarRating } from "@/components/ui/star-rating";

/** One review as read (reviewer "Holly B.", stars, text, date, "(edited)"). */
export function ReviewItem({ review, actions }: { review: HouseReview; actions?: ReactNode }) {
  return (
    <article className="space-y-1.5 rounded-lg border p-4" data-testid="house-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span className="font-medium">{displayName(review.user)}</span>
          <StarRating value={review.rating} size="sm" />
        </div>
        <div className="flex items-center gap-2 text-muted-foreground text-xs">
          <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
          {review.updatedAt !== review.createdAt && <span>(edited)</span>}
          {actions}
        </div>
      </div>
      {review.review && (
        <p className="whitespace-pre-line text-sm leading-relaxed">{review.review}</p>
      )}
    </article>
  );
}

/**
 * Reviews of the house, newest first. `children` goes above the list (the review form or the
 * sign-in prompt); `renderReview` lets the contribute screens swap a review for its edit form.
 */
export function ReviewsSection({
  house,
  children,
  renderReview,
}: {
  house: HouseDetail;
  children?: ReactNode;
  renderReview?: (review: HouseReview) => ReactNode;
}) {
  return (
    <section aria-labelledby="house-reviews" className="space-y-4">
      <h2 id="house-reviews" className="font-semibold text-xl">
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
