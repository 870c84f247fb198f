import type { HouseContent, HouseVideo } from "@contract/house";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { useRef } from "react";
import { VideoProcessing } from "@/components/house/video-processing";
import { Button } from "@/components/ui/button";
import { focusInListWhenRemoved } from "@/components/ui/focus-in-list-when-removed";
import { useAuth } from "@/lib/auth";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { deleteVideo } from "@/lib/queries/videos";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { useIsProcessing } from "@/lib/video-processing";
import { ADD_VIDEO_BUTTON_ID } from "./contribute-buttons";
import { toastWriteError } from "./errors";
import { toastRemoved } from "./toast-removed";

/** Overlay and remove button for one video of VideoSection (`videoExtra`). */
export function VideoExtra({ house, video }: { house: HouseContent; video: HouseVideo }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const processing = useIsProcessing(video.cloudflareStreamId);
  const button = useRef<HTMLButtonElement>(null);
  const remove = useSingleFlightMutation({
    mutationFn: () => deleteVideo(house.id, video.id),
    onSuccess: async () => {
      // It goes with its video (this button sits in the video's box, in the list of videos):
      // the focus to the next video's Remove, else Add Video (decision 407).
      if (button.current) {
        focusInListWhenRemoved(
          button.current,
          button.current.parentElement?.parentElement ?? null,
          () => document.getElementById(ADD_VIDEO_BUTTON_ID),
        );
      }
      // One press, as for a photo (decision 321); the toast's Undo puts it back (decision 373).
      await toastRemoved("video", house.id, video.id, queryClient);
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastWriteError(error, "Failed to remove video"),
  });
  return (
    <>
      {processing && (
        <VideoProcessing className="absolute inset-0 bg-night" testId="video-processing" />
      )}
      {user && video.uploadedBy === user.id && (
        <Button
          ref={button}
          size="sm"
          variant="destructive"
          className="absolute top-2 right-2 z-10"
          busy={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trash2Icon className="size-4" /> Remove video
        </Button>
      )}
    </>
  );
}
