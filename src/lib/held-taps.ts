/**
 * Taps on a prerendered page before the app is listening. The page's entry loads the app after
 * the first paint (src/main.tsx), so for a moment the landing's buttons are on screen with no
 * handler; a tap there would do nothing. Holding it (capture phase, default prevented) and
 * clicking the same element again once React listens on the root (React replays an event on a
 * part it is still hydrating) makes that tap count. No imports: this runs in the page's entry.
 */
const TAPPABLE = "a[href], button, [role='button'], [role='link'], label, summary";

/** Starts holding taps inside `root`; the returned function replays them and stops. */
export function holdTaps(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  document.addEventListener("click", hold, true);
  return () => {
    document.removeEventListener("click", hold, true);
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  };
}
