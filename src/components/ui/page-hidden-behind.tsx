import { useEffect, useRef } from "react";

/**
 * How many open dialogs hide each element this module hid: nested dialogs (a sign-in over Write a
 * review) hide the same nodes, and the last one to close shows them again.
 */
const hiddenBy = new WeakMap<Element, number>();

/**
 * Hides from assistive technology every element of the page beside `keep` (and their ancestors),
 * as aria-hidden; returns the undo. An element already hidden by someone else is left as it is.
 */
function hideBeside(keep: Element[]): () => void {
  const onPath = new Set<Element>();
  for (const element of keep) {
    for (let node: Element | null = element; node; node = node.parentElement) onPath.add(node);
  }
  const hidden: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (keep.includes(child) || child instanceof HTMLScriptElement) continue;
      if (onPath.has(child)) {
        walk(child);
        continue;
      }
      const count = hiddenBy.get(child) ?? 0;
      if (count === 0) {
        if (child.getAttribute("aria-hidden") === "true") continue;
        child.setAttribute("aria-hidden", "true");
      }
      hiddenBy.set(child, count + 1);
      hidden.push(child);
    }
  };
  walk(document.body);
  return () => {
    for (const child of hidden) {
      const count = (hiddenBy.get(child) ?? 1) - 1;
      hiddenBy.set(child, count);
      if (count === 0) child.removeAttribute("aria-hidden");
    }
  };
}

/**
 * Everything outside an open modal dialog is out of what a screen reader reads, live regions
 * included (decision 404). Radix hides the page beside the dialog, but leaves out every element
 * with `aria-live` and the ancestors of each: a house page's "Not confirmed lit" line or a loading
 * spinner behind the full-screen photo was still read, and announced as it changed. This hides
 * them too, and keeps in reach only the dialog and the toasts (decision 388): the toasts' region
 * and Radix's announcement of a toast, a status element of its own at the end of the body.
 *
 * Placed as a direct child of the dialog's content; what the page adds outside the dialog while it
 * is open (a popover of the dialog's own, a toast's announcement) is not hidden.
 */
export function PageHiddenBehind() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const content = marker.current?.parentElement;
    if (!content) return;
    const keep: Element[] = [content];
    const toasts = document.querySelector('[data-slot="toast-viewport"]')?.parentElement;
    if (toasts) keep.push(toasts);
    for (const child of document.body.children) {
      if (child.matches('[role="status"][aria-live]')) keep.push(child);
    }
    return hideBeside(keep);
  }, []);
  return <span ref={marker} hidden />;
}
