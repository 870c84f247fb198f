/**
 * My Reviews (docs/product.md, Favorites, reviews and visits): one card per review with the house
 * image (fallback when none), title linking to the house, address, stars, text, long US date with
 * "(edited)", and Edit / Delete / View House. Edit opens "Edit Your Review"; delete asks "Delete
 * Review?".
 */
import { housePath } from "@contract/house";
import type { UserReview } from "@contract/reviews";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquareIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { formatLongDate, streetLine } from "@/components/house/format";
import { HouseImage } from "@/components/house/house-image";
import { toastWriteError } from "@/components/house-contribute/errors";
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
import { Card } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { StarRating } from "@/components/ui/star-rating";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/lib/auth";
import {
  deleteReview,
  invalidateAfterContribution,
  updateReview,
  userReviewsQuery,
} from "@/lib/queries/reviews";
import { toast } from "@/lib/use-toast";

function ReviewCard({
  review,
  onEdit,
  onDelete,
}: {
  review: UserReview;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const path = housePath(review.house);
  return (
    <Card className="overflow-hidden p-0" data-testid="my-review">
      <div className="flex flex-col sm:flex-row">
        <HouseImage
          src={review.house.mainImageUrl}
          alt={review.house.title}
          className="h-44 w-full shrink-0 object-cover sm:h-auto sm:w-52"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <Link to={path} className="font-semibold text-lg hover:text-primary hover:underline">
                {review.house.title}
              </Link>
              <p className="text-muted-foreground text-sm">
                {streetLine(review.house.address)}, {review.house.city}
              </p>
            </div>
            <StarRating value={review.rating} />
          </div>
          {review.review && (
            <p className="whitespace-pre-line text-sm leading-relaxed">{review.review}</p>
          )}
          <p className="text-muted-foreground text-xs">
            <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
            {review.updatedAt !== review.createdAt && <span> (edited)</span>}
          </p>
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <Button size="sm" variant="outline" onClick={onEdit}>
              <PencilIcon className="size-4" /> Edit
            </Button>
            <Button size="sm" variant="outline" className="text-destructive" onClick={onDelete}>
              <Trash2Icon className="size-4" /> Delete
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <Link to={path}>View House</Link>
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}

function EditReviewDialog({ review, onClose }: { review: UserReview | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.review ?? "");
  const save = useMutation({
    mutationFn: () => updateReview(review!.id, { rating, review: text.trim() || null }),
    onSuccess: async () => {
      toast({
        title: "Review updated",
        description: "Review updated successfully",
        variant: "success",
      });
      onClose();
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastWriteError(error, "Failed to update review"),
  });
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Your Review</DialogTitle>
          <DialogDescription>{review?.house.title}</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <div className="space-y-1.5">
            <Label>Rating</Label>
            <StarRating value={rating} onChange={setRating} size="lg" disabled={save.isPending} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="edit-review-text">Review (optional)</Label>
            <Textarea
              id="edit-review-text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={4}
              maxLength={5000}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={rating === 0 || save.isPending}>
              {save.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default function ReviewsPage() {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({
    ...userReviewsQuery(),
    enabled: isAuthenticated,
  });
  const [editing, setEditing] = useState<UserReview | null>(null);
  const [deleting, setDeleting] = useState<UserReview | null>(null);

  const remove = useMutation({
    mutationFn: (id: number) => deleteReview(id),
    onSuccess: async () => {
      toast({ title: "Review deleted", description: "Review deleted successfully" });
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastWriteError(error, "Failed to delete review"),
  });

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="flex items-center gap-3">
        <MessageSquareIcon className="size-8 text-primary" aria-hidden="true" />
        <div>
          <h1 className="font-bold text-3xl tracking-tight">My Reviews</h1>
          {data && data.length > 0 && (
            <p className="text-muted-foreground">
              {data.length} {data.length === 1 ? "review" : "reviews"}
            </p>
          )}
        </div>
      </header>

      {isPending ? (
        <div className="space-y-4" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 w-full rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <div className="space-y-3 rounded-xl border p-8 text-center">
          <p className="font-medium">Failed to load your reviews</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="space-y-4 rounded-xl border border-dashed p-12 text-center">
          <MessageSquareIcon className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
          <h2 className="font-semibold text-xl">No reviews yet</h2>
          <p className="text-muted-foreground">Visit a display and share what you thought of it.</p>
          <Button asChild>
            <Link to="/home">Explore Houses</Link>
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          {data.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              onEdit={() => setEditing(review)}
              onDelete={() => setDeleting(review)}
            />
          ))}
        </div>
      )}

      <EditReviewDialog
        key={editing?.id ?? "none"}
        review={editing}
        onClose={() => setEditing(null)}
      />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete Review?</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete this review? This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => deleting && remove.mutate(deleting.id)}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
