/**
 * Address input with suggestions (docs/product.md, Submit): from 3 characters, debounced
 * 300 ms; the list closes on outside click or Escape; arrow keys move through it.
 */
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from "@contract/location-input";
import type { Suggestion } from "@contract/places";
import { useQuery } from "@tanstack/react-query";
import { MapPinIcon } from "lucide-react";
import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { autocompleteQuery } from "@/lib/queries/places";
import { useDebounced } from "@/lib/use-debounced";

type AddressAutocompleteProps = Omit<ComponentProps<typeof Input>, "onChange" | "value"> & {
  value: string;
  onValueChange(value: string): void;
  onPick(suggestion: Suggestion): void;
};

export function AddressAutocomplete({
  value,
  onValueChange,
  onPick,
  className,
  ...inputProps
}: AddressAutocompleteProps) {
  const listId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebounced(value.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const enabled = open && debounced.length >= AUTOCOMPLETE_MIN_CHARS;
  const { data, error } = useQuery({ ...autocompleteQuery(debounced), enabled });
  const suggestions = enabled ? (data?.suggestions ?? []) : [];

  useEffect(() => {
    // Autocomplete failures are only logged: the user can keep typing.
    if (error) console.error("Autocomplete failed", error);
  }, [error]);

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);

  const pick = (suggestion: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };

  const showList = open && suggestions.length > 0;
  return (
    <div ref={wrapperRef} className="relative">
      <Input
        {...inputProps}
        className={className}
        value={value}
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setActive((i) => Math.min(i + 1, suggestions.length - 1));
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (event.key === "Enter" && active >= 0) {
            event.preventDefault();
            const suggestion = suggestions[active];
            if (suggestion) pick(suggestion);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {showList && (
        <div
          id={listId}
          role="listbox"
          className="absolute z-30 mt-1 max-h-60 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <div
              key={suggestion.placeId}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm hover:bg-muted",
                index === active && "bg-muted",
              )}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              onKeyDown={() => undefined}
            >
              <MapPinIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {suggestion.description}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
