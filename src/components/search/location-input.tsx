import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
  classifyLocationInput,
} from "@contract/location-input";
import type { Suggestion } from "@contract/places";
import { useQuery } from "@tanstack/react-query";
import { MapPinIcon, SearchIcon } from "lucide-react";
import { type ComponentProps, useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { autocompleteQuery } from "@/lib/queries/places";
import { useDebounced } from "@/lib/use-debounced";
import { LOCATION_PLACEHOLDER } from "./location-placeholder";
import { useCombobox } from "./use-combobox";

/** Autocomplete runs for 3+ characters that are neither a ZIP nor a "lat, lng" pair. */
export function wantsAutocomplete(text: string) {
  const trimmed = text.trim();
  return trimmed.length >= AUTOCOMPLETE_MIN_CHARS && classifyLocationInput(trimmed).kind === "text";
}

/**
 * The one place box of the app (search, a tour's start, a submitted house's address): a ZIP,
 * "lat, lng" or a place name, with place suggestions (debounced 300 ms) under the keyboard of
 * useCombobox, only ever those of the text in the box. A failed lookup is only logged: the user
 * can keep typing.
 */
export function LocationInput({
  value,
  onChange,
  onSelect,
  onSubmit,
  className,
  placeholder = LOCATION_PLACEHOLDER,
  ...inputProps
}: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "onSelect" | "onSubmit"> & {
  value: string;
  onChange(value: string): void;
  onSelect(suggestion: Suggestion): void;
  /** Enter with no suggestion active (without it, Enter submits the surrounding form). */
  onSubmit?(): void;
}) {
  const [open, setOpen] = useState(false);
  const typed = value.trim();
  const debounced = useDebounced(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  // Suggestions show only for the text in the box: while newer text waits out the debounce, the
  // list of an older text is gone, so a quick tap or Enter cannot pick a place nobody asked for
  // (answers are keyed by their text, so a pending one shows nothing either).
  const enabled = open && debounced === typed && wantsAutocomplete(debounced);
  const { data, error } = useQuery({ ...autocompleteQuery(debounced), enabled });
  const suggestions = enabled ? (data?.suggestions ?? []) : [];
  const combobox = useCombobox({
    items: suggestions,
    open,
    onOpenChange: setOpen,
    onPick: onSelect,
    onSubmit,
  });

  useEffect(() => {
    if (error) console.error("Autocomplete failed", error);
  }, [error]);

  return (
    <div ref={combobox.wrapperRef} className={cn("relative", className)}>
      <MapPinIcon
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        {...inputProps}
        {...combobox.inputProps}
        value={value}
        placeholder={placeholder}
        className="h-11! pl-9"
        onChange={(event) => {
          onChange(event.target.value);
          combobox.onTextChange();
        }}
      />
      {combobox.showList && (
        <div
          id={combobox.listId}
          role="listbox"
          aria-label="Suggestions"
          className="absolute z-40 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border bg-popover py-1 text-popover-foreground shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <div
              key={suggestion.placeId}
              {...combobox.optionProps(index)}
              className={cn(
                "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-muted",
                index === combobox.activeIndex && "bg-muted",
              )}
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
