import type { HouseContent, HouseVideo } from "@contract/house";
import { embedUrl } from "@contract/video-links";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { VideoProcessing } from "@/components/house/video-processing";
import { api } from "@/lib/api";
import { cn } from "@/lib/cn";

/** How often a processing video asks whether it is playable yet. */
const PROCESSING_POLL_MS = 5_000;

/**
 * An uploaded video. While the host is still processing it, its status is asked again every few
 * seconds (the one interval refetch in the app), so it starts to play without a reload.
 */
function StreamPlayer({ streamId, title }: { streamId: string; title: string }) {
  const { data, isError } = useQuery({
    queryKey: ["videos", "playback", streamId],
    queryFn: ({ signal }) =>
      api("GET /api/videos/:streamId/playback", { path: { streamId }, signal }),
    refetchInterval: (query) => (query.state.data?.ready === false ? PROCESSING_POLL_MS : false),
  });
  if (isError) return <p className="p-4 text-muted-foreground text-sm">Video unavailable</p>;
  if (!data?.ready) {
    return <VideoProcessing className="size-full" testId="video-host-processing" />;
  }
  return data.kind === "file" ? (
    // biome-ignore lint/a11y/useMediaCaption: user videos come without captions.
    <video src={data.src} controls preload="metadata" className="size-full" title={title} />
  ) : (
    <iframe
      src={data.src}
      title={title}
      loading="lazy"
      allow="accelerometer; gyroscope; autoplay; encrypted-media; picture-in-picture;"
      allowFullScreen
      className="size-full"
    />
  );
}

/** One video: an uploaded stream or an embeddable YouTube / Vimeo link (others render nothing). */
export function VideoPlayer({ video, title }: { video: HouseVideo; title: string }) {
  if (video.cloudflareStreamId)
    return <StreamPlayer streamId={video.cloudflareStreamId} title={title} />;
  const src = embedUrl(video.videoUrl);
  if (!src) return null;
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      className="size-full"
    />
  );
}

export function isPlayable(video: HouseVideo) {
  return Boolean(video.cloudflareStreamId || embedUrl(video.videoUrl));
}

/**
 * Video tours: one video shown full width; several in a horizontal scroller headed
 * "Video Tours ({n})". `videoExtra` lets the contribute screens add a remove button.
 */
export function VideoSection({
  house,
  videoExtra,
  children,
}: {
  house: HouseContent;
  videoExtra?: (video: HouseVideo) => ReactNode;
  /** e.g. the add-video panel */
  children?: ReactNode;
}) {
  const videos = house.videos.filter(isPlayable);
  if (videos.length === 0 && !children) return null;
  const several = videos.length > 1;
  return (
    <section aria-label="Videos" className="space-y-3">
      {several && <h2 className="font-semibold text-xl">Video Tours ({videos.length})</h2>}
      {videos.length > 0 && (
        <div className={cn(several && "flex snap-x gap-4 overflow-x-auto pb-2")}>
          {videos.map((video, i) => (
            <div
              key={video.id}
              data-testid="house-video"
              className={cn(
                "relative aspect-video overflow-hidden rounded-xl bg-night",
                several ? "w-[85%] shrink-0 snap-start sm:w-[420px]" : "w-full",
              )}
            >
              <VideoPlayer video={video} title={`${house.title} video ${i + 1}`} />
              {videoExtra?.(video)}
            </div>
          ))}
        </div>
      )}
      {children}
    </section>
  );
}
