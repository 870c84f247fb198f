import { displayName } from "@contract/display-name";
import { REVIEW_EDITED_AFTER_ANSWER } from "@contract/homeowner-texts";
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
 * answer under it; `answer` takes the answer's place (the owner's own, with its Edit and Delete,
 * or their form).
 */
export function ReviewItem({
  review,
  actions,
  answer = <OwnerAnswerView review={review} />,
}: {
  review: HouseReview;
  actions?: ReactNode;
  answer?: ReactNode;
}) {
  return (
    <article className="space-y-1.5 rounded-lg border p-4" data-testid="house-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <span className="wrap-anywhere min-w-0 font-medium">{displayName(review.user)}</span>
          <StarRating value={review.rating} size="sm" />
        </div>
        <div className="flex items-center gap-2 text-muted-foreground text-xs">
          <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
          {review.updatedAt !== review.createdAt && <span>(edited)</span>}
          {actions}
        </div>
      </div>
      {review.review && (
        <p className="wrap-anywhere whitespace-pre-line text-sm leading-relaxed">{review.review}</p>
      )}
      {answer}
    </article>
  );
}

/**
 * The homeowner's answer under a review, if it has one, with `actions` beside its heading (the
 * owner's Edit and Delete). A review changed after the answer was last written says so under it:
 * the answer may speak to words or stars no longer there (docs/homeowners.md).
 */
export function OwnerAnswerView({ review, actions }: { review: HouseReview; actions?: ReactNode }) {
  if (!review.ownerAnswer) return null;
  const reviewEditedAfter =
    review.ownerAnswerAt !== null &&
    Date.parse(review.updatedAt) > Date.parse(review.ownerAnswerAt);
  return (
    <div className="mt-2 ml-4 border-l-2 pl-3" data-testid="owner-answer">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-xs">Answer from the homeowner</p>
        {actions}
      </div>
      <p className="wrap-anywhere whitespace-pre-line text-sm leading-relaxed">
        {review.ownerAnswer}
      </p>
      {reviewEditedAfter && (
        <p className="mt-1 text-muted-foreground text-xs italic">{REVIEW_EDITED_AFTER_ANSWER}</p>
      )}
    </div>
  );
}
