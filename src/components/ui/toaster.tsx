import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { showPendingToast, useToast } from "../../lib/use-toast";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";
import { useToastRoom } from "./toast-room";
import { useToastsInReach } from "./toasts-in-reach";

/**
 * Mount once near the app root; `toast()` from anywhere renders here. The toasts' region is a
 * child of the body, beside the app's root: a dialog hides the page behind it from a screen reader
 * when it opens (decision 404), and a toaster mounted later, with the first toast, inside the app's
 * root landed in what was hidden. Beside it, the region is kept out of what an open dialog hides
 * whether it came first or not (decision 415).
 */
function Toaster() {
  const { toasts } = useToast();
  useEffect(showPendingToast, []);
  const viewport = useRef<HTMLOListElement>(null);
  // A dialog open on a phone keeps clear of the toasts (decision 370).
  useToastRoom(viewport);
  // The keyboard and a screen reader reach them while a dialog is open (decision 388).
  useToastsInReach(viewport);
  return createPortal(
    <ToastProvider duration={5000} swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, reference, keep: _, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid min-w-0 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {/* Its own line, so the product's texts above stay exactly as they are. */}
            {reference ? (
              <p data-slot="toast-reference" className="text-xs opacity-80">
                Reference {reference}
              </p>
            ) : null}
          </div>
          {action?.href !== undefined ? (
            <ToastAction altText={action.altText} asChild>
              <a href={action.href}>{action.label}</a>
            </ToastAction>
          ) : action ? (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} />
    </ToastProvider>,
    document.body,
  );
}

export { Toaster };
