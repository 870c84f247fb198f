/**
 * Videos of a submission (docs/product.md, Submit): up to 3 uploaded files OR one YouTube /
 * Vimeo link. The link input is disabled once any upload exists; the file input while uploading
 * or at 3 videos. A link typed before the first upload stays in the disabled input, and its hint
 * says it will not be sent (decision 339). Uploads go through src/lib/video-upload.ts (tus,
 * resumable).
 */
import { SUBMISSION_LIMITS } from "@contract/limits";
import { FilmIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api";
import { deleteVideoUpload } from "@/lib/queries/videos";
import { toast } from "@/lib/use-toast";

export interface UploadedVideo {
  streamId: string;
  fileName: string;
}

function isUnauthorized(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return true;
  const text = error instanceof Error ? error.message : String(error);
  return /unauthori[sz]ed|\b401\b/i.test(text);
}

export function VideoUploader({
  videos,
  onChange,
  urlInputProps,
  urlError,
  linkGiven,
}: {
  videos: UploadedVideo[];
  onChange(videos: UploadedVideo[]): void;
  urlInputProps: ComponentProps<typeof Input>;
  urlError?: string;
  /** Whether the link input holds a link (a typed one stays there once it is disabled). */
  linkGiven: boolean;
}) {
  const fileId = useId();
  const urlId = useId();
  const urlHintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  const full = videos.length >= SUBMISSION_LIMITS.maxVideos;

  const upload = async (file: File) => {
    if (full) {
      toast({
        title: "Maximum videos reached",
        description: "You can upload up to 3 videos per house",
        variant: "destructive",
      });
      return;
    }
    try {
      // The upload code (and tus, from it) loads with the first video, not with the form.
      const { isVideoTooLarge, uploadVideo, VIDEO_TOO_LARGE } = await import("@/lib/video-upload");
      if (isVideoTooLarge(file)) {
        toast({ ...VIDEO_TOO_LARGE, variant: "destructive" });
        return;
      }
      setProgress(0);
      const streamId = await uploadVideo(file, { onProgress: setProgress });
      onChange([...videos, { streamId, fileName: file.name }]);
      toast({ title: "Success!", description: "Video uploaded successfully", variant: "success" });
    } catch (error) {
      console.error("Video upload failed", error);
      if (isUnauthorized(error)) {
        toast({
          title: "Authentication Required",
          description: "Please log in to upload videos",
          variant: "destructive",
        });
      } else {
        toast({
          title: "Upload Failed",
          description:
            error instanceof Error && error.message
              ? error.message
              : "Failed to upload video. Please try again.",
          variant: "destructive",
        });
      }
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={fileId}>Upload videos (up to 3)</Label>
        <div className="flex flex-wrap items-center gap-3">
          <Input
            id={fileId}
            type="file"
            accept="video/*"
            className="max-w-sm"
            disabled={uploading || full}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          {uploading && (
            <div className="flex min-w-48 items-center gap-2 text-sm" aria-live="polite">
              <UploadIcon className="size-4 animate-pulse" aria-hidden="true" />
              <progress
                value={progress}
                max={100}
                className="h-2 flex-1"
                aria-label="Video upload progress"
              />
              <span>Uploading... {progress}%</span>
            </div>
          )}
        </div>
        <p className="text-muted-foreground text-xs">
          MP4, MOV or AVI recommended, under 10GB each.
        </p>
        {videos.length > 0 && (
          <ul className="space-y-2" aria-label="Uploaded videos">
            {videos.map((video) => (
              <li
                key={video.streamId}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <FilmIcon className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">{video.fileName}</span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    onChange(videos.filter((v) => v.streamId !== video.streamId));
                    // Off the list, so never sent: the server deletes it now rather than keep it
                    // a day as one of the user's uploads in progress.
                    deleteVideoUpload(video.streamId).catch((error: unknown) =>
                      console.warn("The deleted video stays until the nightly cleanup", error),
                    );
                  }}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor={urlId}>Or a YouTube or Vimeo URL</Label>
        <Input
          id={urlId}
          type="url"
          placeholder="https://www.youtube.com/watch?v=..."
          {...urlInputProps}
          disabled={videos.length > 0}
          aria-invalid={urlError ? true : undefined}
          aria-describedby={videos.length > 0 ? urlHintId : undefined}
        />
        {videos.length > 0 &&
          (linkGiven ? (
            // The disabled input still shows the link: say plainly that it is not sent.
            <p id={urlHintId} className="text-sm">
              This link will not be added, as you uploaded videos. Delete them to send the link, or
              add it on the house page once the house is saved.
            </p>
          ) : (
            <p id={urlHintId} className="text-muted-foreground text-xs">
              Delete the uploaded videos to give a link instead.
            </p>
          ))}
        {urlError && <p className="text-destructive text-sm">{urlError}</p>}
      </div>
    </div>
  );
}
