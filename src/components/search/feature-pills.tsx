import { FILTER_OPTIONS } from "@contract/features";
import { COARSE_TAP_ROOM } from "@/components/ui/tap-room";
import { cn } from "@/lib/cn";

/** A row of toggle pills (landing quick search); signed out every touch prompts sign-in. */
export function FeaturePills({
  selected,
  onToggle,
  className,
}: {
  selected: string[];
  onToggle(id: string): void;
  className?: string;
}) {
  return (
    <ul
      className={cn("flex flex-wrap justify-center gap-2 pointer-coarse:gap-y-2.5", className)}
      aria-label="Feature filters"
    >
      {FILTER_OPTIONS.map((option) => {
        const on = selected.includes(option.id);
        return (
          <li key={option.id}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option.id)}
              // On a touch screen (a coarse pointer) each 34 px pill takes taps 5 px above and
              // below it, 44 px in all, the pill drawn as with a mouse; the rows are 10 px apart
              // there so no two pills' rooms overlap (decision 356).
              className={cn(
                COARSE_TAP_ROOM,
                "rounded-full border px-3 py-1.5 font-medium text-sm transition-colors",
                on
                  ? "border-accent bg-accent text-accent-foreground"
                  : "border-white/30 bg-white/10 text-white hover:bg-white/20",
              )}
            >
              {option.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
