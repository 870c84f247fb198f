/**
 * The house a house page's HTML arrived with (worker/pages/house-page.ts writes it as a JSON data
 * block), so the page paints without waiting for the API. It is the signed-out view and may be a
 * few minutes old (edge cache): the query marks it stale and refetches at once.
 */
import type { HouseDetail } from "@contract/house";
import { HOUSE_DATA_ELEMENT_ID } from "@contract/house-page-data";
import type { HouseRef } from "@contract/house-path";

/** Hands out the embedded house once, and only for the house it describes. */
export function takeEmbeddedHouse(ref: HouseRef): HouseDetail | undefined {
  const element = document.getElementById(HOUSE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  let house: HouseDetail;
  try {
    house = JSON.parse(element.textContent) as HouseDetail;
  } catch {
    return undefined;
  }
  const matches =
    "id" in ref
      ? house.id === ref.id
      : house.citySlug === ref.citySlug && house.streetSlug === ref.streetSlug;
  if (!matches) return undefined;
  // Later visits to this house fetch: the block is as old as the first page load.
  element.remove();
  return house;
}
