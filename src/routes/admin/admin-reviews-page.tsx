import type { AdminReview } from "@contract/admin";
import { OWNER_ANSWER_REMOVAL_REASON_MAX } from "@contract/homeowner-texts";
import { useQuery } from "@tanstack/react-query";
import { MessageSquareX, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { AdminListSearch } from "@/components/admin/admin-list-search";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminRows } from "@/components/admin/admin-rows";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { formatAdminDate, personName } from "@/components/admin/format";
import { useLastPageKept, useListAddress } from "@/components/admin/list-address";
import { Pagination } from "@/components/admin/pagination";
import { SkeletonRows } from "@/components/admin/skeleton-rows";
import { ConfirmDialog } from "@/components/layout/confirm-dialog";
import { FieldRefusalText, useFieldRefusal } from "@/components/layout/field-refusal";
import { Button } from "@/components/ui/button";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { focusWhenRemoved } from "@/components/ui/focus-when-removed";
import { LoadError } from "@/components/ui/load-error";
import { StarRating } from "@/components/ui/star-rating";
import { Textarea } from "@/components/ui/textarea";
import { adminReviewsQuery, useDeleteReview, useRemoveOwnerAnswer } from "@/lib/queries/admin";
import { refusalOf } from "@/lib/refusal";

function houseHref(house: AdminReview["house"]) {
  return house.citySlug && house.streetSlug
    ? `/house/${house.citySlug}/${house.streetSlug}`
    : `/house/${house.id}`;
}

/**
 * What a row's buttons act on, as their accessible description (the reviewer and the house, as the
 * row shows them): every row has a Delete, and a screen reader's list of buttons must tell them
 * apart, as on the houses and users screens.
 */
function rowDescribedBy(review: AdminReview) {
  return `admin-review-${review.id}-by admin-review-${review.id}-house`;
}

/**
 * An admin's latest removal of a homeowner's answer to the review (decision 402), in one line:
 * when, by which admin (their e-mail: only admins read this list) and the reason the homeowner
 * was given. Under the answer that came after, or where the answer was.
 */
function AnswerRemovalNote({ review }: { review: AdminReview }) {
  const removal = review.answerRemoval;
  if (!removal) return null;
  const admin = removal.removedBy && (removal.removedBy.email ?? personName(removal.removedBy));
  return (
    <p
      data-testid="admin-review-answer-removal"
      className="wrap-anywhere text-muted-foreground text-xs"
    >
      {review.ownerAnswer === null
        ? "The homeowner's answer was removed"
        : "An earlier answer was removed"}{" "}
      on {formatAdminDate(removal.removedAt)}
      {admin && ` by ${admin}`}.{removal.reason && ` Reason: ${removal.reason}`}
    </p>
  );
}

function ReviewsList() {
  // The page and the search live in the address (decision 392): Back from a house keeps them.
  const { page, search, setPage, setSearch } = useListAddress();
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  /** The row's Delete pressed: the row goes with the review, and the focus to the next row's. */
  const deleteButton = useRef<HTMLElement | null>(null);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = useQuery(
    adminReviewsQuery(page, search),
  );
  const pastLastPage = useLastPageKept(page, data, setPage);
  const remove = useDeleteReview();
  const [removingAnswer, setRemovingAnswer] = useState<AdminReview | null>(null);
  /** The row's "Remove answer" pressed: it goes with the answer, and the focus to the row's Delete. */
  const removeAnswerButton = useRef<HTMLElement | null>(null);
  const removeAnswer = useRemoveOwnerAnswer();
  /** Why, for the homeowner, who reads it under the review (decision 389); optional. */
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const reasonRefusal = useFieldRefusal(reasonId, "reason");
  const askRemoveAnswer = (review: AdminReview | null) => {
    setReason("");
    reasonRefusal.clear();
    setRemovingAnswer(review);
  };

  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        // To the next row's Delete, or the heading after the last (decision 416).
        const control = deleteButton.current;
        if (control) focusInListWhenRemoved(control, control.closest("ul"));
        toastSuccess("Review deleted successfully");
        setDeleting(null);
        if (data && data.reviews.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => {
        toastFailure("Failed to delete review", error);
        setDeleting(null);
      },
    });
  };

  const confirmRemoveAnswer = () => {
    if (!removingAnswer) return;
    removeAnswer.mutate(
      { houseId: removingAnswer.house.id, reviewId: removingAnswer.id, reason: reason.trim() },
      {
        onSuccess: () => {
          const control = removeAnswerButton.current;
          const row = control?.closest("li");
          focusWhenRemoved(control, () =>
            row?.querySelector<HTMLElement>("[data-action=delete-review]"),
          );
          toastSuccess("Answer removed; the review stays");
          askRemoveAnswer(null);
        },
        onError: (error) => {
          // A refused reason shows under it, and the dialog stays to fix it (decision 381).
          const refusal = refusalOf(error);
          if (refusal?.field === "reason") {
            reasonRefusal.show(refusal.reason);
            return;
          }
          toastFailure("Failed to remove answer", error);
          askRemoveAnswer(null);
        },
      },
    );
  };

  return (
    <>
      {/* The same search as Manage Houses': by house (title, address or town), or by reviewer. */}
      <AdminListSearch
        label="Search reviews"
        placeholder="Search by house, address, reviewer or e-mail..."
        search={search}
        onSearch={setSearch}
      />
      {isPending || pastLastPage ? (
        <SkeletonRows count={4} className="h-28" />
      ) : data === undefined ? (
        // A failed re-read keeps the rows shown (decision 345).
        <LoadError title="Failed to load reviews" onRetry={() => void refetch()} />
      ) : data.reviews.length === 0 ? (
        <p className="wrap-anywhere py-12 text-center text-muted-foreground">
          {search ? `No reviews match "${search}".` : "No reviews yet."}
        </p>
      ) : (
        <>
          {/* The admin's search text wraps anywhere (decision 420), as the home count line does. */}
          <p className="wrap-anywhere mb-3 text-muted-foreground text-sm">
            {data.total} {data.total === 1 ? "review" : "reviews"}
            {search && ` matching "${search}"`}
          </p>
          <AdminRows stale={isPlaceholderData} busy={isFetching}>
            {data.reviews.map((review) => (
              <li
                key={review.id}
                data-testid="admin-review-row"
                className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-start"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-3">
                    <span
                      id={`admin-review-${review.id}-by`}
                      className="wrap-anywhere min-w-0 font-semibold"
                    >
                      {personName(review.user) ?? "Unknown User"}
                    </span>
                    <StarRating value={review.rating} size="sm" />
                    <span className="text-muted-foreground text-sm">
                      {formatAdminDate(review.createdAt)}
                    </span>
                  </div>
                  <p className="wrap-anywhere text-sm">
                    <Link
                      id={`admin-review-${review.id}-house`}
                      to={houseHref(review.house)}
                      className="font-medium hover:text-primary"
                    >
                      {review.house.title}
                    </Link>
                    <span className="text-muted-foreground">
                      {" "}
                      · {review.house.address}, {review.house.city}
                    </span>
                  </p>
                  {review.review && (
                    <p className="wrap-anywhere whitespace-pre-line text-muted-foreground italic">
                      &ldquo;{review.review}&rdquo;
                    </p>
                  )}
                  {review.ownerAnswer !== null && (
                    <div
                      data-testid="admin-review-owner-answer"
                      className="mt-2 space-y-1 border-primary/40 border-l-2 pl-3"
                    >
                      <p className="font-medium text-sm">
                        Answer from the homeowner
                        {review.ownerAnswerAt && (
                          <span className="font-normal text-muted-foreground">
                            {" "}
                            · {formatAdminDate(review.ownerAnswerAt)}
                          </span>
                        )}
                      </p>
                      <p className="wrap-anywhere whitespace-pre-line text-sm">
                        {review.ownerAnswer}
                      </p>
                      <AnswerRemovalNote review={review} />
                      <Button
                        variant="outline"
                        size="sm"
                        aria-describedby={rowDescribedBy(review)}
                        onClick={(event) => {
                          removeAnswerButton.current = event.currentTarget;
                          askRemoveAnswer(review);
                        }}
                      >
                        <MessageSquareX /> Remove answer
                      </Button>
                    </div>
                  )}
                  {review.ownerAnswer === null && <AnswerRemovalNote review={review} />}
                </div>
                <Button
                  variant="destructive"
                  size="sm"
                  data-action="delete-review"
                  aria-describedby={rowDescribedBy(review)}
                  onClick={(event) => {
                    deleteButton.current = event.currentTarget;
                    setDeleting(review);
                  }}
                >
                  <Trash2 /> Delete
                </Button>
              </li>
            ))}
          </AdminRows>
          <Pagination
            page={page}
            totalPages={data.totalPages}
            onPageChange={setPage}
            busy={isFetching}
            loading={isPlaceholderData}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Review?"
        description="Are you sure you want to delete this review? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={removingAnswer !== null}
        onOpenChange={(open) => !open && askRemoveAnswer(null)}
        title="Remove the homeowner's answer?"
        description="The answer goes from the house page; the review and its stars stay. This action cannot be undone."
        confirmLabel="Remove answer"
        destructive
        busy={removeAnswer.isPending}
        onConfirm={confirmRemoveAnswer}
      >
        <div className="space-y-1">
          <label htmlFor={reasonId} className="font-medium text-sm">
            Reason (optional)
          </label>
          <p id={`${reasonId}-hint`} className="text-muted-foreground text-xs">
            Only the homeowner sees it, under the review, with the date.
          </p>
          <Textarea
            id={reasonId}
            value={reason}
            rows={2}
            maxLength={OWNER_ANSWER_REMOVAL_REASON_MAX}
            onChange={(event) => {
              reasonRefusal.clear();
              setReason(event.target.value);
            }}
            {...reasonRefusal.inputProps}
            aria-describedby={[`${reasonId}-hint`, reasonRefusal.reason && reasonRefusal.errorId]
              .filter(Boolean)
              .join(" ")}
          />
          <FieldRefusalText refusal={reasonRefusal} />
        </div>
      </ConfirmDialog>
    </>
  );
}

export default function AdminReviewsPage() {
  return (
    <AdminPage title="Manage Reviews" description="Moderate reviews across all houses.">
      <ReviewsList />
    </AdminPage>
  );
}
