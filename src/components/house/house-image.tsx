import { SparklesIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/** A house photo, or the fallback picture when there is none or it fails to load. */
export function HouseImage({
  src,
  alt,
  className,
  loading = "lazy",
}: {
  src: string | null | undefined;
  alt: string;
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
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("object-cover", className)}
    />
  );
}
