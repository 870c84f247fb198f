/**
 * Whether a pointer's over (or out) event crossed the element's edge, rather than moving between
 * its own parts. For hover behaviour that must not be lost: React builds its enter and leave
 * events from pairs of out and over events, and Chromium sends no out when the element under a
 * resting pointer was removed (a screen replaced under it), so React drops the next enter. The
 * over event itself always reaches the element.
 */
export function crossedEdge(event: { currentTarget: Element; relatedTarget: EventTarget | null }) {
  const other = event.relatedTarget;
  return !(other instanceof Node && event.currentTarget.contains(other));
}
