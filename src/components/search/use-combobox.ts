import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

export interface ComboboxOptions<Item> {
  /** The options the list shows while it is open; with none, no list shows. */
  items: readonly Item[];
  /** Whether the list is wanted (the caller may load its items only then). */
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(item: Item): void;
  /** Enter with no option active. Without it, Enter keeps its default (a form submits). */
  onSubmit?(): void;
}

/**
 * A text box with a list of suggestions under it, as the WAI-ARIA combobox pattern has it: the
 * list is wanted from focus or typing on; ArrowDown and ArrowUp move through the options and
 * wrap around at either end; Enter picks the active option; Escape, a pick or a press outside
 * closes it. Focus stays in the box; aria-activedescendant names the active option.
 */
export function useCombobox<Item>({
  items,
  open,
  onOpenChange: setOpen,
  onPick,
  onSubmit,
}: ComboboxOptions<Item>) {
  const listId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(-1);
  const showList = open && items.length > 0;
  const activeIndex = showList && active < items.length ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen]);

  const pick = (item: Item) => {
    setOpen(false);
    setActive(-1);
    onPick(item);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const { key } = event;
    const last = items.length - 1;
    if (showList && (key === "ArrowDown" || key === "ArrowUp")) {
      event.preventDefault();
      if (key === "ArrowDown") setActive(activeIndex < last ? activeIndex + 1 : 0);
      else setActive(activeIndex > 0 ? activeIndex - 1 : last);
    } else if (key === "Escape") {
      // A list inside a dialog closes first; the dialog waits for the next Escape.
      if (showList) event.preventDefault();
      setOpen(false);
    } else if (key === "Enter") {
      setOpen(false);
      if (activeIndex >= 0) {
        event.preventDefault();
        pick(items[activeIndex]!);
      } else if (onSubmit) {
        event.preventDefault();
        onSubmit();
      }
    }
  };

  return {
    wrapperRef,
    listId,
    showList,
    activeIndex,
    /** The user changed the text: the list is wanted again, from its top. */
    onTextChange() {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      role: "combobox",
      autoComplete: "off",
      "aria-autocomplete": "list",
      "aria-expanded": showList,
      "aria-controls": listId,
      "aria-activedescendant": activeIndex < 0 ? undefined : optionId(activeIndex),
      onFocus: () => setOpen(true),
      onKeyDown,
    } as const,
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        role: "option",
        "aria-selected": index === activeIndex,
        tabIndex: -1,
        // Keeps focus in the box, so typing can go on after a pick.
        onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
        onClick: () => pick(items[index]!),
      }) as const,
  };
}
