/**
 * My Reviews (docs/product.md, Favorites, reviews and visits): one card per review with the house
 * image (fallback when none), title linking to the house, address, stars, text, long US date with
 * "(edited)", and Edit / Delete / View House. Edit opens "Edit Your Review"; delete asks "Delete
 * Review?".
 */

import { housePath } from "@contract/house-path";
import { streetLine } from "@contract/place-line";
import type { UserReview } from "@contract/reviews";
import { useQuery } from "@tanstack/react-query";
import { MessageSquareIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { type MouseEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { formatLongDate } from "@/components/house/format";
import { HouseImage } from "@/components/house/house-image";
import { DeleteReviewDialog } from "@/components/house-contribute/review-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { StarRating } from "@/components/ui/star-rating";
import { EmptyState, NeedsConnection } from "@/components/ui/status-blocks";
import { useAuth } from "@/lib/auth";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import { userReviewsQuery } from "@/lib/queries/reviews";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * The edit dialog (Radix Dialog) loads the first time Edit is pressed, so the screen loads no
 * dialog code before it is interactive (docs/performance.md, "Every screen"). Code that could not
 * be had is a press's failure (src/lib/lazy-module.ts): a toast says so, and Edit asks again.
 * No React.lazy, for the reason src/components/auth/lazy-auth-dialog.tsx gives.
 */
const editDialogModule = lazyModule(() => import("./edit-review-dialog"));

function ReviewCard({
  review,
  onEdit,
  onDelete,
}: {
  review: UserReview;
  onEdit: () => void;
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const path = housePath(review.house);
  return (
    <Card className="overflow-hidden p-0!" data-testid="my-review">
      <div className="flex flex-col sm:flex-row">
        <HouseImage
          src={review.house.mainImageUrl}
          alt={review.house.title}
          sizes="(min-width: 640px) 208px, 100vw"
          width={4}
          height={3}
          className="h-44 w-full shrink-0 sm:h-auto sm:w-52"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <Link
                id={`my-review-${review.id}-house`}
                to={path}
                className="font-semibold text-lg hover:text-primary hover:underline"
              >
                {review.house.title}
              </Link>
              <p className="text-muted-foreground text-sm">
                {streetLine(review.house.address)}, {review.house.city}
              </p>
            </div>
            <StarRating value={review.rating} />
          </div>
          {review.review && (
            <p className="wrap-anywhere whitespace-pre-line text-sm leading-relaxed">
              {review.review}
            </p>
          )}
          <p className="text-muted-foreground text-xs">
            <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
            {review.updatedAt !== review.createdAt && <span> (edited)</span>}
          </p>
          {/* Each card's buttons are described by their house: a list of buttons read out is
              not "Edit, Edit, Edit" without it (decision 341). Their names stay the words on
              them. */}
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <Button
              size="sm"
              variant="outline"
              onClick={onEdit}
              aria-describedby={`my-review-${review.id}-house`}
            >
              <PencilIcon className="size-4" /> Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive!"
              onClick={onDelete}
              aria-describedby={`my-review-${review.id}-house`}
            >
              <Trash2Icon className="size-4" /> Delete
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link to={path} aria-describedby={`my-review-${review.id}-house`}>
                View House
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

export default function ReviewsPage() {
  usePageTitle("My Reviews");
  const { isAuthenticated } = useAuth();
  const online = useOnline();
  const reviews = useQuery({
    ...userReviewsQuery(),
    enabled: isAuthenticated,
  });
  const { data, isPending, refetch } = reviews;
  const [editing, setEditing] = useState<UserReview | null>(null);
  const [deleting, setDeleting] = useState<UserReview | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** The Delete pressed, and its card's place in the list. */
  const deletedFrom = useRef<{ control: HTMLElement; index: number } | null>(null);
  const deleteAt = (review: UserReview, event: MouseEvent<HTMLButtonElement>) => {
    const cards = [...(list.current?.children ?? [])];
    const index = cards.findIndex((card) => card.contains(event.currentTarget));
    deletedFrom.current = { control: event.currentTarget, index };
    setDeleting(review);
  };
  /**
   * Once the deleted review's card has gone, the focus goes to the review that took its place (or
   * the one before, for the last), else to the heading: not to the page's body (decision 332).
   */
  const keepFocusNearDeleted = () => {
    const from = deletedFrom.current;
    if (!from) return;
    focusWhenRemoved(from.control, () => {
      const cards = list.current?.children;
      const card = cards?.[Math.min(from.index, cards.length - 1)];
      return card?.querySelector("button") ?? heading.current;
    });
  };
  const [editDialog, loadEditDialog] = useLazyModule(editDialogModule);
  const edit = (review: UserReview) => {
    setEditing(review);
    if (!editDialog) {
      void loadEditDialog("press").then((loaded) => {
        if (!loaded) setEditing(null);
      });
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="flex items-center gap-3">
        <MessageSquareIcon className="size-8 text-primary" aria-hidden="true" />
        <div>
          {/* Focusable from script: the focus comes here once the last review was deleted. */}
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-bold text-3xl tracking-tight focus:outline-none"
          >
            My Reviews
          </h1>
          {data && data.length > 0 && (
            <p className="text-muted-foreground">
              {data.length} {data.length === 1 ? "review" : "reviews"}
            </p>
          )}
        </div>
      </header>

      {waitsForConnection(online, reviews) ? (
        <NeedsConnection
          title="Your reviews need a connection"
          description="Reviews are not saved on this device."
        />
      ) : isPending ? (
        <div className="space-y-4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 w-full rounded-xl!" />
          ))}
        </div>
      ) : data === undefined ? (
        <LoadError title="Failed to load your reviews" onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          icon={MessageSquareIcon}
          title="No reviews yet"
          description="Visit a display and share what you thought of it."
          action={
            <Button asChild>
              <Link to="/home">Explore Houses</Link>
            </Button>
          }
        />
      ) : (
        <div ref={list} className="space-y-4">
          {data.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              onEdit={() => edit(review)}
              onDelete={(event) => deleteAt(review, event)}
            />
          ))}
        </div>
      )}

      {editDialog && (
        <editDialog.EditReviewDialog
          key={editing?.id ?? "none"}
          // The newest version read: after a save refused as changed elsewhere the list is read
          // again, and the dialog shows that version (decision 351). Gone from the list (deleted
          // elsewhere), the one the dialog opened with.
          review={editing && (data?.find((r) => r.id === editing.id) ?? editing)}
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteReviewDialog
        reviewId={deleting?.id ?? null}
        onClose={() => setDeleting(null)}
        onDeleted={keepFocusNearDeleted}
      />
    </div>
  );
}
