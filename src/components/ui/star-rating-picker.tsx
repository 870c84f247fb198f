import { type ComponentProps, useState } from "react";
import { cn } from "../../lib/cn";
import { STARS, StarGlyph, type StarRatingSize } from "./star-rating";

type StarRatingPickerProps = Omit<ComponentProps<"div">, "onChange" | "children"> & {
  /** The chosen rating, 1-5 (0: none yet). */
  value: number;
  onChange: (value: number) => void;
  size?: StarRatingSize;
  disabled?: boolean;
};

/**
 * The five-star control every rating is chosen with (submit and reviews): five buttons
 * "Rate 1 star", "Rate N stars" (decision 325) in a labelled group. Its own module: pages that only show ratings (cards on the
 * landing) do not load it.
 */
export function StarRatingPicker({
  value,
  onChange,
  size = "default",
  disabled = false,
  className,
  ...props
}: StarRatingPickerProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const safeValue = Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : 0;
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
          aria-label={`Rate ${star} star${star === 1 ? "" : "s"}`}
          aria-pressed={Math.round(safeValue) === star}
          disabled={disabled}
          onClick={() => onChange(star)}
          onMouseEnter={() => setHovered(star)}
          // 44 px squares on a touch screen, the stars drawn as with a mouse (decision 356).
          className="cursor-pointer rounded-md p-0.5 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center pointer-coarse:justify-center transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:scale-100"
        >
          <StarGlyph fill={preview >= star ? "full" : "empty"} size={size} />
        </button>
      ))}
    </div>
  );
}
