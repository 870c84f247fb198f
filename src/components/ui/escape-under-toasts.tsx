import {
  type ForwardRefExoticComponent,
  type RefAttributes,
  useEffect,
  useEffectEvent,
  useRef,
} from "react";

/** A toast on screen (src/components/ui/toast.tsx). */
const OPEN_TOAST = '[data-slot="toast"][data-state="open"]';

/**
 * Escape closes the dialog the visitor is working in, also while a toast is showing (decision
 * 328). Radix closes the newest of its layers on Escape, and every toast is a layer of its own: a
 * toast raised from inside a dialog (a refused sign-in, a failed Delete) is newer than the
 * dialog, so Escape closed the toast and left the dialog, where the focus is, open.
 *
 * While a toast is showing, an Escape from inside this dialog's content is taken here, on the
 * window, before Radix's listeners on the document hear it, and closes the dialog as Radix would:
 * the dialog's own onEscapeKeyDown is asked first and may prevent it. The toasts go by their
 * time or their own Close; Escape with focus in a toast still closes that toast.
 *
 * Placed as a direct child of the dialog's content, it renders a close of the primitive's own
 * (`close`: Dialog.Close, AlertDialog.Action), hidden, which closes the dialog through Radix's
 * state whether the dialog is controlled or not.
 */
export function EscapeUnderToasts({
  close: Close,
  onEscapeKeyDown,
}: {
  close: ForwardRefExoticComponent<{ hidden?: boolean } & RefAttributes<HTMLButtonElement>>;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const onEscape = useEffectEvent((event: KeyboardEvent) => onEscapeKeyDown?.(event));
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const content = closeButton.current?.parentElement;
      if (!content || !(event.target instanceof Node) || !content.contains(event.target)) return;
      if (!document.querySelector(OPEN_TOAST)) return;
      // Not on to the document, where the newest toast would take it.
      event.stopPropagation();
      onEscape(event);
      if (event.defaultPrevented) return;
      // As Radix does: an Escape that closed something does not also leave the browser's full
      // screen.
      event.preventDefault();
      closeButton.current?.click();
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, []);
  return <Close ref={closeButton} hidden />;
}
