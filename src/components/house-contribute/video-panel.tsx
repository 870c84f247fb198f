import type { HouseContent } from "@contract/house";
import { MAX_VIDEOS_PER_HOUSE, TOO_MANY_VIDEOS_MESSAGE } from "@contract/limits";
import { VIDEO_ALREADY_ON_HOUSE } from "@contract/video-links";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FieldRefusalText, useFieldRefusal } from "@/components/layout/field-refusal";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { COARSE_TAP_ROOM } from "@/components/ui/tap-room";
import { cn } from "@/lib/cn";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { addVideo, deleteVideoUpload } from "@/lib/queries/videos";
import { useSingleFlightMutation } from "@/lib/use-single-flight-mutation";
import { toast } from "@/lib/use-toast";
import { validateVideoUrl } from "@/lib/video-links";
import { markProcessing } from "@/lib/video-processing";
import { isVideoTooLarge, uploadVideo, VIDEO_TOO_LARGE } from "@/lib/video-upload";
import { ContributeCard, type ContributePanelState } from "./contribute-panel";
import { toastWriteError } from "./errors";

/** The server refuses a fourth video on a house; the panel says so in the same words. */
function isVideoLimitError(error: unknown) {
  return error instanceof Error && error.message === TOO_MANY_VIDEOS_MESSAGE;
}

const VIDEO_LIMIT_TOAST = {
  title: "Maximum videos reached",
  description: TOO_MANY_VIDEOS_MESSAGE,
  variant: "destructive",
} as const;

/**
 * The add-video panel (lazy chunk): a YouTube / Vimeo link, or a file uploaded over tus with
 * percent progress (docs/product.md, Media and moderation).
 */
export default function VideoPanel({
  house,
  panel,
}: {
  house: HouseContent;
  panel: ContributePanelState;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<"link" | "upload">("link");
  const [url, setUrl] = useState("");
  // The link's problem, the form's own check's or the server's (decision 381), under the box.
  const link = useFieldRefusal("video-url", "videoUrl");
  const [progress, setProgress] = useState<number | null>(null);

  const addLink = useSingleFlightMutation({
    mutationFn: () => addVideo(house.id, { videoUrl: url.trim() }),
    onSuccess: async () => {
      toast({ title: "Video added", description: "Video added successfully", variant: "success" });
      panel.close();
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => {
      if (isVideoLimitError(error)) toast(VIDEO_LIMIT_TOAST);
      // The product's failure title, with why: the link's video is on the house already.
      else if (error instanceof Error && error.message === VIDEO_ALREADY_ON_HOUSE)
        toast({
          title: "Failed to add video",
          description: VIDEO_ALREADY_ON_HOUSE,
          variant: "destructive",
        });
      else toastWriteError(error, "Failed to add video", link);
    },
  });

  const upload = useSingleFlightMutation({
    mutationFn: async (file: File) => {
      // Refuse before moving gigabytes when the house is already full (the server checks too).
      if (house.videos.length >= MAX_VIDEOS_PER_HOUSE) throw new Error(TOO_MANY_VIDEOS_MESSAGE);
      setProgress(0);
      const streamId = await uploadVideo(file, { onProgress: setProgress });
      try {
        await addVideo(house.id, { cloudflareStreamId: streamId });
      } catch (error) {
        // The house did not take it (full meanwhile, or the request failed): the upload is of no
        // use, and would count as one of the user's uploads in progress for a day. (If the house
        // did take it and only the answer was lost, the server keeps it: it is on a house.)
        deleteVideoUpload(streamId).catch(() => undefined);
        throw error;
      }
      return streamId;
    },
    onSuccess: async (streamId) => {
      markProcessing(streamId);
      toast({
        title: "Video uploaded",
        description: "Video uploaded successfully",
        variant: "success",
      });
      panel.close();
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => {
      setProgress(null);
      if (isVideoLimitError(error)) {
        toast(VIDEO_LIMIT_TOAST);
        return;
      }
      if (error.name === "UnauthorizedError") {
        toast({
          title: "Authentication Required",
          description: "Please log in to upload videos",
          variant: "destructive",
        });
        return;
      }
      toast({
        title: "Upload Failed",
        description: error.message || "Failed to upload video. Please try again.",
        variant: "destructive",
      });
    },
  });

  return (
    <ContributeCard label="Add video">
      <div className="inline-flex rounded-md border p-0.5" role="tablist">
        {(["link", "upload"] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={cn(
              COARSE_TAP_ROOM,
              "rounded px-3 py-1 text-sm",
              mode === m ? "bg-primary text-primary-foreground" : "text-muted-foreground",
            )}
            onClick={() => setMode(m)}
          >
            {m === "link" ? "Video Link" : "Upload File"}
          </button>
        ))}
      </div>
      {mode === "link" ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            const problem = validateVideoUrl(url);
            if (problem) link.show(problem);
            else {
              link.clear();
              addLink.mutate();
            }
          }}
        >
          <Label htmlFor="video-url">YouTube or Vimeo URL</Label>
          <div className="flex gap-2">
            <Input
              id="video-url"
              value={url}
              placeholder="https://www.youtube.com/watch?v=..."
              onChange={(e) => {
                setUrl(e.target.value);
                link.clear();
              }}
              {...link.inputProps}
            />
            <Button type="submit" disabled={!url.trim()} busy={addLink.isPending}>
              {addLink.isPending ? "Adding..." : "Add Video"}
            </Button>
          </div>
          <FieldRefusalText refusal={link} />
        </form>
      ) : (
        <div className="space-y-2">
          <Label htmlFor="video-file">Video file</Label>
          <input
            id="video-file"
            type="file"
            accept="video/*"
            className="block text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (!file) return;
              if (isVideoTooLarge(file)) {
                toast({ ...VIDEO_TOO_LARGE, variant: "destructive" });
                return;
              }
              upload.mutate(file);
            }}
          />
          <p className="text-muted-foreground text-xs">
            Recommended formats: MP4, MOV, AVI. Up to 10GB.
          </p>
          {progress !== null && (
            <div className="space-y-1" aria-live="polite">
              <div
                className="h-2 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label="Upload progress"
                aria-valuenow={progress}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div
                  className="h-full bg-primary transition-all"
                  style={{ width: `${progress}%` }}
                />
              </div>
              <p className="text-sm">Uploading... {progress}%</p>
            </div>
          )}
        </div>
      )}
    </ContributeCard>
  );
}
