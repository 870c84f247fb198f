import { StarHalfIcon, StarIcon } from "lucide-react";
import type { ComponentProps, CSSProperties } from "react";
import { cn } from "../../lib/cn";

export const STARS = [1, 2, 3, 4, 5] as const;

const sizeClasses = {
  sm: "size-4",
  default: "size-5",
  md: "size-5",
  lg: "size-7",
} as const;

export type StarRatingSize = keyof typeof sizeClasses | number;
type StarFill = "full" | "half" | "empty";

export function StarGlyph({ fill, size }: { fill: StarFill; size: StarRatingSize }) {
  const sizeClass = typeof size === "number" ? undefined : sizeClasses[size];
  const style: CSSProperties | undefined =
    typeof size === "number" ? { width: size, height: size } : undefined;
  return (
    <span className={cn("relative inline-block shrink-0", sizeClass)} style={style}>
      <StarIcon
        className={cn(
          "absolute inset-0 size-full",
          fill === "full" ? "fill-accent text-accent" : "text-muted-foreground/45",
        )}
        aria-hidden="true"
      />
      {fill === "half" && (
        <StarHalfIcon
          className="absolute inset-0 size-full fill-accent text-accent"
          aria-hidden="true"
        />
      )}
    </span>
  );
}

function fillFor(star: number, value: number): StarFill {
  if (value >= star) return "full";
  if (value >= star - 0.5) return "half";
  return "empty";
}

type StarRatingProps = Omit<ComponentProps<"div">, "children"> & {
  /** Current rating, 0-5, shown to the nearest half star. */
  value: number;
  size?: StarRatingSize;
};

/** A rating shown as five stars (read-only). The 1-5 picker is StarRatingPicker. */
function StarRating({ value, size = "default", className, ...props }: StarRatingProps) {
  const safeValue = Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;

  const shown = Math.round(safeValue * 2) / 2;
  const spoken = Math.round(safeValue * 10) / 10;
  return (
    <div
      role="img"
      aria-label={`Rated ${spoken} out of 5 stars`}
      data-slot="star-rating"
      className={cn("inline-flex items-center gap-0.5", className)}
      {...props}
    >
      {STARS.map((star) => (
        <StarGlyph key={star} fill={fillFor(star, shown)} size={size} />
      ))}
    </div>
  );
}

export { StarRating, type StarRatingProps };
