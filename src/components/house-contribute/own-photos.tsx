import type { HouseContent } from "@contract/house";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useRef } from "react";
import { HouseImage } from "@/components/house/house-image";
import { Button } from "@/components/ui/button";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { useAuth } from "@/lib/auth";
import { deletePhoto } from "@/lib/queries/photos";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { ADD_PHOTOS_BUTTON_ID } from "./contribute-buttons";
import { toastWriteError } from "./errors";
import { toastRemoved } from "./toast-removed";

/**
 * The signed-in user's own photos of this house, each removed with one press, as the product's
 * flow has it ("Photo removed"; decision 321), and put back by the toast's Undo (decision 373).
 * Thumbnails load the worker's small copy, as they near the screen. The main photo a user sent
 * with the house is not one of them, and they are told so (decision 405).
 */
export function OwnPhotos({ house }: { house: HouseContent }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const list = useRef<HTMLUListElement>(null);
  /** The Remove pressed: it goes with its photo, and hands the focus on (decision 407). */
  const pressed = useRef<HTMLButtonElement | null>(null);
  const remove = useSingleFlightMutation({
    mutationFn: (photoId: number) => deletePhoto(house.id, photoId),
    onSuccess: async (_answer, photoId) => {
      // To the next photo's Remove (the one before, for the last), else to Add Photos.
      if (pressed.current) {
        focusInListWhenRemoved(pressed.current, list.current, () =>
          document.getElementById(ADD_PHOTOS_BUTTON_ID),
        );
      }
      await toastRemoved("photo", house.id, photoId, queryClient);
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastWriteError(error, "Failed to remove photo"),
  });
  const mine = user ? house.photos.filter((p) => p.uploadedBy === user.id) : [];
  if (!mine.length) return null;
  return (
    <section aria-labelledby="your-photos" className="space-y-2">
      <h3 id="your-photos" className="font-medium text-sm">
        Your Photos ({mine.length})
      </h3>
      {house.mainImageByViewer && (
        // The main photo is the house's, no row of its photos (decisions 366, 373): said here,
        // so these and the gallery's first photo add up to what the user sent (decision 405).
        <p className="text-muted-foreground text-xs">
          Plus your main photo, the first in the gallery, which stays with the house.
        </p>
      )}
      <ul ref={list} className="flex flex-wrap gap-2">
        {mine.map((photo, i) => {
          const which = `${i + 1} of ${mine.length}`;
          return (
            <li key={photo.id} className="relative" data-testid="own-photo">
              <HouseImage
                src={photo.imageUrl}
                alt={`Your upload ${which}${photo.caption ? `: ${photo.caption}` : ""}`}
                sizes="112px"
                width={7}
                height={5}
                className="h-20 w-28 rounded-md"
              />
              <Button
                size="iconSm"
                variant="destructive"
                className="absolute top-1 right-1"
                aria-label={`Remove photo ${which}`}
                busy={remove.isPending}
                onClick={(event) => {
                  pressed.current = event.currentTarget;
                  remove.mutate(photo.id);
                }}
              >
                <Trash2Icon className="size-3.5" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
