import { photoSrcSet } from "@contract/photo-sizes";
import { SparklesIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/**
 * A house photo, or the fallback picture when there is none or it fails to load. A hosted photo
 * offers its 400 and 800 px copies (`srcset`), so the browser loads the smallest that fills
 * `sizes` at the screen's density; `width` and `height` give the box's shape before it loads.
 * Lazy unless told otherwise: only the house page's main photo is above the fold.
 */
export function HouseImage({
  src,
  alt,
  sizes,
  width,
  height,
  className,
  loading = "lazy",
}: {
  src: string | null | undefined;
  alt: string;
  /** How wide the picture shows, as the `sizes` attribute (e.g. "(min-width: 1024px) 400px, 100vw"). */
  sizes: string;
  /** The box's shape (any scale): 4 and 3 for a 4:3 box. */
  width: number;
  height: number;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        className={cn(
          "flex items-center justify-center bg-gradient-to-br from-night to-night/70 text-accent",
          className,
        )}
      >
        <SparklesIcon className="size-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={photoSrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("object-cover", className)}
    />
  );
}
