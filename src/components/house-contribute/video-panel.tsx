import type { HouseDetail, HouseVideo } from "@contract/house";
import { MAX_VIDEOS_PER_HOUSE, TOO_MANY_VIDEOS_MESSAGE } from "@contract/limits";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoaderIcon, Trash2Icon, VideoIcon } from "lucide-react";
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { invalidateAfterContribution } from "@/lib/queries/reviews";
import { addVideo, deleteVideo } from "@/lib/queries/videos";
import { useSignInGate } from "@/lib/use-sign-in-gate";
import { toast } from "@/lib/use-toast";
import { validateVideoUrl } from "@/lib/video-links";
import {
  isVideoTooLarge,
  uploadVideo,
  VIDEO_PROCESSING_MS,
  VIDEO_TOO_LARGE,
} from "@/lib/video-upload";
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

// ---- "Processing video..." for 30 s after an upload --------------------------------------
const processingUntil = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;
function markProcessing(streamId: string) {
  processingUntil.set(streamId, Date.now() + VIDEO_PROCESSING_MS);
  version += 1;
  for (const l of listeners) l();
  setTimeout(() => {
    processingUntil.delete(streamId);
    version += 1;
    for (const l of listeners) l();
  }, VIDEO_PROCESSING_MS);
}
function useIsProcessing(streamId: string | null) {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return streamId !== null && (processingUntil.get(streamId) ?? 0) > Date.now();
}

/** Overlay and remove button for one video of VideoSection (`videoExtra`). */
export function VideoExtra({ house, video }: { house: HouseDetail; video: HouseVideo }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const processing = useIsProcessing(video.cloudflareStreamId);
  const remove = useMutation({
    mutationFn: () => deleteVideo(house.id, video.id),
    onSuccess: async () => {
      toast({ title: "Video removed", description: "Video removed successfully" });
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) => toastWriteError(error, "Failed to remove video"),
  });
  return (
    <>
      {processing && (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-night text-white"
          data-testid="video-processing"
        >
          <LoaderIcon className="size-6 animate-spin" aria-hidden="true" />
          <p className="text-sm">Processing video...</p>
          <p className="text-white/70 text-xs">This usually takes 10-30 seconds</p>
        </div>
      )}
      {user && video.uploadedBy === user.id && (
        <Button
          size="sm"
          variant="destructive"
          className="absolute top-2 right-2 z-10"
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trash2Icon className="size-4" /> Remove video
        </Button>
      )}
    </>
  );
}

/**
 * Add-video button and panel: a YouTube / Vimeo link, or a file uploaded over tus with percent
 * progress (docs/product.md, Media and moderation).
 */
export function useVideoPanel(house: HouseDetail): { actions: ReactNode; panel: ReactNode } {
  const gate = useSignInGate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<"link" | "upload">("link");
  const [url, setUrl] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!open) {
      setLinkError(null);
      setProgress(null);
    }
  }, [open]);

  const addLink = useMutation({
    mutationFn: () => addVideo(house.id, { videoUrl: url.trim() }),
    onSuccess: async () => {
      toast({ title: "Video added", description: "Video added successfully", variant: "success" });
      setUrl("");
      setOpen(false);
      await invalidateAfterContribution(queryClient);
    },
    onError: (error) =>
      isVideoLimitError(error)
        ? toast(VIDEO_LIMIT_TOAST)
        : toastWriteError(error, "Failed to add video"),
  });

  const upload = useMutation({
    mutationFn: async (file: File) => {
      // Refuse before moving gigabytes when the house is already full (the server checks too).
      if (house.videos.length >= MAX_VIDEOS_PER_HOUSE) throw new Error(TOO_MANY_VIDEOS_MESSAGE);
      setProgress(0);
      const streamId = await uploadVideo(file, { onProgress: setProgress });
      await addVideo(house.id, { cloudflareStreamId: streamId });
      return streamId;
    },
    onSuccess: async (streamId) => {
      markProcessing(streamId);
      toast({
        title: "Video uploaded",
        description: "Video uploaded successfully",
        variant: "success",
      });
      setProgress(null);
      setOpen(false);
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

  const actions = (
    <Button
      size="sm"
      variant={open ? "secondary" : "outline"}
      aria-expanded={open}
      onClick={() => gate(() => setOpen(!open))}
    >
      <VideoIcon className="size-4" /> Add Video
    </Button>
  );

  const panel = open ? (
    <section aria-label="Add video" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="inline-flex rounded-md border p-0.5" role="tablist">
        {(["link", "upload"] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={cn(
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
            setLinkError(problem);
            if (!problem) addLink.mutate();
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
                setLinkError(null);
              }}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? "video-url-error" : undefined}
            />
            <Button type="submit" disabled={!url.trim() || addLink.isPending}>
              {addLink.isPending ? "Adding..." : "Add Video"}
            </Button>
          </div>
          {linkError && (
            <p id="video-url-error" role="alert" className="text-destructive text-sm">
              {linkError}
            </p>
          )}
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
    </section>
  ) : null;
  return { actions, panel };
}
