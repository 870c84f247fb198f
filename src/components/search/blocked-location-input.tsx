import { MapPinIcon } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { LOCATION_PLACEHOLDER } from "./location-placeholder";

/**
 * The location box as a signed-out visitor sees it on the landing: it looks and reads like
 * LocationInput (a "Location" combobox with the same placeholder) but never takes text; trying to
 * use it (pressing or tapping it, typing or pasting into it, Enter) prompts sign-in instead. Only
 * an attempt does: focus alone, as a keyboard user tabs through the page, prompts nothing and stays
 * in the box. It needs no autocomplete, query or debounce code, which keeps those off the landing's
 * first JavaScript.
 */
export function BlockedLocationInput({
  onBlockedInteraction,
  className,
}: {
  onBlockedInteraction(): void;
  className?: string;
}) {
  return (
    <div className={cn("relative", className)}>
      <MapPinIcon
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        role="combobox"
        aria-label="Location"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        value=""
        readOnly
        placeholder={LOCATION_PLACEHOLDER}
        className="h-11! pl-9"
        onPointerDown={(event) => {
          event.preventDefault();
          onBlockedInteraction();
        }}
        onKeyDown={(event) => {
          if (typesOrSubmits(event)) onBlockedInteraction();
        }}
        onPaste={(event) => {
          event.preventDefault();
          onBlockedInteraction();
        }}
      />
    </div>
  );
}

/** A key that would type into the box (a character, Backspace, Delete) or send the search (Enter). */
function typesOrSubmits(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || ["Enter", "Backspace", "Delete"].includes(event.key);
}
