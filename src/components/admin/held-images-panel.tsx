/**
 * Images waiting for review (docs/security.md, Image moderation): shown on the admin dashboard
 * when image moderation is unavailable on this worker or any image is held. Each image can be
 * looked at (fetched with the admin's sign-in, never public) and approved or rejected.
 */
import type { AdminHeldImage } from "@contract/admin";
import { useQuery } from "@tanstack/react-query";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toasts";
import { Button } from "@/components/ui/button";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { Skeleton } from "@/components/ui/skeleton";
import {
  adminHeldImagePreviewQuery,
  adminHeldImagesQuery,
  useDecideHeldImage,
} from "@/lib/queries/admin";

const REASONS: Record<string, string> = {
  "moderation-unavailable": "No image model configured",
  "model-error": "The image model failed",
};

function HeldImageRow({ image }: { image: AdminHeldImage }) {
  const preview = useQuery(adminHeldImagePreviewQuery(image.id));
  const decide = useDecideHeldImage();
  // The image leaves the list once decided: the focus goes to the next image's same button, else
  // to the heading (decision 416).
  const run = (decision: "approve" | "reject", control: HTMLElement) =>
    decide.mutate(
      { id: image.id, decision },
      {
        onSuccess: () => {
          focusInListWhenRemoved(control, control.closest("ul"));
          toastSuccess(decision === "approve" ? "Image approved" : "Image rejected");
        },
        onError: (error) => toastFailure(`Failed to ${decision} image`, error),
      },
    );
  const label = `Held image from ${image.uploaderEmail ?? "a deleted user"}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3 sm:flex-row sm:items-center">
      {preview.data ? (
        <img
          src={preview.data.dataUrl}
          alt={label}
          className="h-24 w-32 shrink-0 rounded-md object-cover"
        />
      ) : (
        <Skeleton className="h-24 w-32 shrink-0" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium">{image.uploaderEmail ?? "Deleted user"}</p>
        <p className="text-muted-foreground">
          {REASONS[image.reason] ?? image.reason} · {new Date(image.createdAt).toLocaleString()}
        </p>
        {image.houseId !== null ? (
          <Link to={`/house/${image.houseId}`} className="text-primary underline">
            View house
          </Link>
        ) : (
          <p className="text-muted-foreground">Not on a house yet</p>
        )}
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          busy={decide.isPending}
          data-action="approve"
          onClick={(event) => run("approve", event.currentTarget)}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="destructive"
          busy={decide.isPending}
          data-action="reject"
          onClick={(event) => run("reject", event.currentTarget)}
        >
          Reject
        </Button>
      </div>
    </li>
  );
}

export function HeldImagesPanel() {
  const held = useQuery(adminHeldImagesQuery());
  if (!held.data) return null;
  const { moderation, total, images } = held.data;
  if (moderation !== "unavailable" && total === 0) return null;
  return (
    <section
      aria-labelledby="held-images-heading"
      className="mt-8 rounded-xl border border-amber-500/50 bg-amber-500/10 p-4"
    >
      <h2 id="held-images-heading" className="flex items-center gap-2 font-semibold text-lg">
        <ShieldAlert className="size-5 text-amber-500" aria-hidden="true" />
        {total === 1 ? "1 image waits for review" : `${total} images wait for review`}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">
        {moderation === "unavailable"
          ? "Image moderation is unavailable on this server (no Workers AI binding), so every new photo is held here until you approve it."
          : "The image model could not judge these photos. Until you approve them, visitors see a “waiting for review” placeholder."}
      </p>
      {images.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {images.map((image) => (
            <HeldImageRow key={image.id} image={image} />
          ))}
        </ul>
      )}
      {total > images.length && (
        <p className="mt-3 text-muted-foreground text-sm">
          Showing the oldest {images.length}; decide these to see the rest.
        </p>
      )}
    </section>
  );
}
