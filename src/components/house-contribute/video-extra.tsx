import type { HouseContent, HouseVideo } from "@contract/house";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { VideoProcessing } from "@/components/house/video-processing";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { deleteVideo } from "@/lib/queries/videos";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { useIsProcessing } from "@/lib/video-processing";
import { toastWriteError } from "./errors";
import { toastRemoved } from "./toast-removed";

/** Overlay and remove button for one video of VideoSection (`videoExtra`). */
export function VideoExtra({ house, video }: { house: HouseContent; video: HouseVideo }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const processing = useIsProcessing(video.cloudflareStreamId);
  const remove = useSingleFlightMutation({
    mutationFn: () => deleteVideo(house.id, video.id),
    onSuccess: async () => {
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
