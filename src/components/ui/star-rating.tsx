import { StarHalfIcon, StarIcon } from "lucide-react";
import { type ComponentProps, type CSSProperties, useState } from "react";
import { cn } from "../../lib/cn";

const STARS = [1, 2, 3, 4, 5] as const;

const sizeClasses = {
  sm: "size-4",
  default: "size-5",
  md: "size-5",
  lg: "size-7",
} as const;

type StarRatingSize = keyof typeof sizeClasses | number;
type StarFill = "full" | "half" | "empty";

function StarGlyph({ fill, size }: { fill: StarFill; size: StarRatingSize }) {
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

type StarRatingProps = Omit<ComponentProps<"div">, "onChange" | "children"> & {
  /** Current rating, 0-5. Fractions are shown to the nearest half star in read-only mode. */
  value: number;
  /** When given, the rating becomes a 1-5 picker of buttons. */
  onChange?: (value: number) => void;
  size?: StarRatingSize;
  disabled?: boolean;
};

function StarRating({
  value,
  onChange,
  size = "default",
  disabled = false,
  className,
  ...props
}: StarRatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const safeValue = Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;

  if (!onChange) {
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

  // Hover previews the rating a click would set; keyboard users get the same via aria-pressed.
  const preview = hovered ?? Math.round(safeValue);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend and reset layout; role="group" with aria-label is equivalent here.
    <div
      role="group"
      aria-label="Rating"
      data-slot="star-rating"
      className={cn("inline-flex items-center", className)}
      onMouseLeave={() => setHovered(null)}
      {...props}
    >
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          aria-label={`Rate ${star} stars`}
          aria-pressed={Math.round(safeValue) === star}
          disabled={disabled}
          onClick={() => onChange(star)}
          onMouseEnter={() => setHovered(star)}
          className="cursor-pointer rounded-md p-0.5 transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:scale-100"
        >
          <StarGlyph fill={preview >= star ? "full" : "empty"} size={size} />
        </button>
      ))}
    </div>
  );
}

export { StarRating, type StarRatingProps, type StarRatingSize };
