import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
  classifyLocationInput,
} from "@contract/location-input";
import type { Suggestion } from "@contract/places";
import { useQuery } from "@tanstack/react-query";
import { MapPinIcon, SearchIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { autocompleteQuery } from "@/lib/queries/places";
import { useDebounced } from "@/lib/use-debounced";
import { LOCATION_PLACEHOLDER } from "./location-placeholder";

/** Autocomplete runs for 3+ characters that are neither a ZIP nor a "lat, lng" pair. */
export function wantsAutocomplete(text: string) {
  const trimmed = text.trim();
  return trimmed.length >= AUTOCOMPLETE_MIN_CHARS && classifyLocationInput(trimmed).kind === "text";
}

/**
 * Location text box: ZIP, "lat, lng" or a place name with suggestions (debounced 300 ms).
 * The list opens when there are results and closes on an outside click, Escape or a pick.
 */
export function LocationInput({
  value,
  onChange,
  onSelect,
  onSubmit,
  className,
  placeholder = LOCATION_PLACEHOLDER,
  label = "Location",
}: {
  value: string;
  onChange(value: string): void;
  onSelect(suggestion: Suggestion): void;
  onSubmit?(): void;
  className?: string;
  placeholder?: string;
  /** The box's accessible name. */
  label?: string;
}) {
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = open && wantsAutocomplete(debounced);
  const { data } = useQuery({ ...autocompleteQuery(debounced), enabled });
  const suggestions = enabled ? (data?.suggestions ?? []) : [];
  const showList = open && suggestions.length > 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onSelect(suggestion);
  };

  return (
    <div ref={wrapper} className={cn("relative", className)}>
      <MapPinIcon
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        role="combobox"
        aria-label={label}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        className="h-11! pl-9"
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && showList) {
            event.preventDefault();
            setActive((i) => (i + 1) % suggestions.length);
          } else if (event.key === "ArrowUp" && showList) {
            event.preventDefault();
            setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
          } else if (event.key === "Escape") {
            setOpen(false);
          } else if (event.key === "Enter") {
            event.preventDefault();
            const chosen = showList && active >= 0 ? suggestions[active] : undefined;
            if (chosen) pick(chosen);
            else {
              setOpen(false);
              onSubmit?.();
            }
          }
        }}
      />
      {showList && (
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className="absolute z-40 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border bg-popover py-1 text-popover-foreground shadow-lg"
        >
          {suggestions.map((suggestion, i) => (
            <div
              key={suggestion.placeId}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              className={cn(
                "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-muted",
                i === active && "bg-muted",
              )}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              onKeyDown={() => undefined}
            >
              <SearchIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
              {suggestion.description}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
