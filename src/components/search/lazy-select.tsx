import { ChevronDownIcon } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { selectTriggerClassName } from "@/components/ui/select-trigger-style";
import { cn } from "@/lib/cn";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";
import type { SelectMenuProps } from "./select-menu";

/** Radix Select and floating-ui (about 20 KB gzip), fetched on the first sign of use. */
const selectMenuModule = lazyModule(() => import("./select-menu"));

/** The keys that open a closed Radix Select besides Enter and Space (which click a button). */
const OPEN_KEYS = new Set(["ArrowDown", "ArrowUp"]);

/**
 * A select menu whose code loads when a person is about to use it: a pointer over it, focus or a
 * press. Until then it is a button that looks and reads exactly like the menu's closed trigger
 * (a named combobox showing the chosen option), so the screen's first JavaScript carries no Radix
 * Select (docs/performance.md, "Every screen"). A press before the code arrives opens the menu as
 * soon as it does, and the focus moves to the real trigger.
 */
export function LazySelect(props: SelectMenuProps) {
  const [menu, loadMenu] = useLazyModule(selectMenuModule);
  const [openRequested, setOpenRequested] = useState(false);
  const hasFocus = useRef(false);

  if (menu) {
    return <menu.SelectMenu {...props} startOpen={openRequested} focusTrigger={hasFocus.current} />;
  }

  const load = () => void loadMenu();
  const open = () => {
    setOpenRequested(true);
    void loadMenu("press");
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-label={props["aria-label"]}
      aria-expanded={false}
      aria-autocomplete="none"
      data-slot="select-trigger"
      data-size="default"
      data-state="closed"
      disabled={props.disabled}
      className={cn(selectTriggerClassName, props.className)}
      onPointerEnter={load}
      onFocus={() => {
        hasFocus.current = true;
        load();
      }}
      onBlur={() => {
        hasFocus.current = false;
      }}
      // A mouse opens the menu on press, as Radix's trigger does; touch and keys on click.
      onPointerDown={(event) => {
        if (event.pointerType !== "mouse" || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open();
      }}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span data-slot="select-value">{props.valueLabel}</span>
      <ChevronDownIcon className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
}
