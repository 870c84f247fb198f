/**
 * The tour a shared tour's HTML arrived with (worker/pages/shared-tour-page.ts writes the API's
 * answer as a JSON data block), so the screen replaces the worker's first paint without a loading
 * state. The query marks it stale and refetches at once.
 */
import { TOUR_DATA_ELEMENT_ID } from "@contract/shared-tour-page-data";
import type { Tour } from "@contract/tours";

/** Hands out the embedded tour once, and only for the link it belongs to. */
export function takeEmbeddedTour(shareId: string): Tour | undefined {
  const element = document.getElementById(TOUR_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  let tour: Tour;
  try {
    tour = JSON.parse(element.textContent) as Tour;
  } catch {
    return undefined;
  }
  if (tour.shareId !== shareId) return undefined;
  // Later visits fetch: the block is as old as the first page load.
  element.remove();
  return tour;
}
