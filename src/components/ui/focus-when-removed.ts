/** How long a delete's reload may take before the control is no longer watched. */
const REMOVAL_WATCH_MS = 30_000;

/**
 * Keeps the focus near a control that goes away with what it acted on: a review's Delete goes
 * with its card, a content block's with its row, once the list has reloaded after the delete.
 * That is later than the confirmation's close, which gives the focus back to the control
 * (focus-return.ts) while it is still on the page; when it then leaves, the browser puts the
 * focus on the page's body. Once `control` has left the page, `target()` gets the focus, but
 * only if the focus is lost (on the body): a visitor who has moved on meanwhile keeps their
 * place. A target not on the page yet is waited for, while the focus stays lost. Watches for half a minute at most (a reload that failed leaves the control in place).
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
    const focused = document.activeElement;
    // Gone while its confirmation is still closing: the focus is lost once that has gone too.
    if (focused?.closest("[role=dialog],[role=alertdialog]")) return;
    const next = focused === document.body ? target() : null;
    // What is to get the focus may come a change later (a list reloaded after a first redraw).
    if (focused === document.body && !next) return;
    observer.disconnect();
    next?.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), REMOVAL_WATCH_MS);
}
