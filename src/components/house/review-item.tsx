import { displayName } from "@contract/display-name";
import type { HouseReview } from "@contract/house";
import type { ReactNode } from "react";
import { StarRating } from "@/components/ui/star-rating";
import { formatLongDate } from "./format";

/**
 * The id of the house page's Reviews heading, which takes the focus when one's own review has
 * been deleted and its card, with the Delete pressed, has gone.
 */
export const REVIEWS_HEADING_ID = "house-reviews";

/**
 * One review as read (reviewer "Holly B.", stars, text, date, "(edited)") and the homeowner's
 * answer under it; `children` goes at the end (the owner's answer form).
 */
export function ReviewItem({
  review,
  actions,
  children,
}: {
  review: HouseReview;
  actions?: ReactNode;
  children?: ReactNode;
}) {
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
      {review.ownerAnswer && (
        <div className="mt-2 ml-4 border-l-2 pl-3" data-testid="owner-answer">
          <p className="font-medium text-xs">Answer from the homeowner</p>
          <p className="whitespace-pre-line text-sm leading-relaxed">{review.ownerAnswer}</p>
        </div>
      )}
      {children}
    </article>
  );
}
