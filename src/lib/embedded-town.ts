/**
 * The town data a town page's HTML arrived with (worker/pages/town-page.ts writes the API's answer
 * as a JSON data block), so the screen replaces the worker's list without a loading state. It may
 * be a few minutes old (edge cache): the queries mark it stale and refetch at once.
 */
import { TOWN_DATA_ELEMENT_ID } from "@contract/town-path";
import type { TownDetail, TownSummary } from "@contract/towns";

function take<T>(matches: (data: T) => boolean): T | undefined {
  const element = document.getElementById(TOWN_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  let data: T;
  try {
    data = JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
  if (!matches(data)) return undefined;
  // Later visits fetch: the block is as old as the first page load.
  element.remove();
  return data;
}

export function takeEmbeddedTown(citySlug: string): TownDetail | undefined {
  return take<TownDetail>((data) => !Array.isArray(data) && data.town?.citySlug === citySlug);
}

export function takeEmbeddedTowns(): TownSummary[] | undefined {
  return take<TownSummary[]>((data) => Array.isArray(data));
}
