/** How long a delete's reload may take before the control is no longer watched. */
const REMOVAL_WATCH_MS = 30_000;

/**
 * Keeps the focus near a control that goes away with what it acted on: a review's Delete goes
 * with its card, a content block's with its row, once the list has reloaded after the delete.
 * That is later than the confirmation's close, which gives the focus back to the control
 * (focus-return.ts) while it is still on the page; when it then leaves, the browser puts the
 * focus on the page's body. Once `control` has left the page, `target()` gets the focus, but
 * only if the focus is lost (on the body): a visitor who has moved on meanwhile keeps their
 * place. Watches for half a minute at most (a reload that failed leaves the control in place).
 *
 * A module of its own, beside focus-return.ts: the dialogs' chunk, which that one goes with, is
 * not in every screen's first load, and these lines (a house page's, an admin's) need not be.
 */
export function focusWhenRemoved(
  control: Element | null,
  target: () => HTMLElement | null | undefined,
) {
  const observer = new MutationObserver(() => {
    if (control?.isConnected) return;
    observer.disconnect();
    if (document.activeElement === document.body) target()?.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), REMOVAL_WATCH_MS);
}
