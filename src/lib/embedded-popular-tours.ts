/**
 * The popular list the /tours/popular HTML arrived with (worker/pages/popular-tours-page.ts writes
 * the API's answer as a JSON data block), so the screen replaces the worker's first paint without
 * a loading state. It may be a few minutes old (edge cache): the query marks it stale and
 * refetches at once.
 */
import { POPULAR_TOURS_DATA_ELEMENT_ID } from "@contract/popular-tours-page-data";
import type { PopularTour } from "@contract/tours";

/** Hands out the embedded list once. */
export function takeEmbeddedPopularTours(): PopularTour[] | undefined {
  const element = document.getElementById(POPULAR_TOURS_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  let tours: unknown;
  try {
    tours = JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
  if (!Array.isArray(tours)) return undefined;
  // Later visits fetch: the block is as old as the first page load.
  element.remove();
  return tours as PopularTour[];
}
