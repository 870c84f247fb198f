/**
 * Where each page's share card is served (worker/pages/share-image.ts draws them). The URLs
 * name the house or tour only: a card is re-made in place when its house changes.
 */
import type { HouseDetail } from "@contract/house";
import type { ShareImage } from "./page-tags";

export const HOUSE_SHARE_IMAGE_PREFIX = "/share/house/";
export const TOUR_SHARE_IMAGE_PREFIX = "/share/tour/";

export function houseShareImage(
  house: Pick<HouseDetail, "id" | "title" | "city">,
  origin: string,
): ShareImage {
  return {
    url: new URL(`${HOUSE_SHARE_IMAGE_PREFIX}${house.id}.png`, origin).href,
    alt: `${house.title}, a Christmas light display in ${house.city}`,
  };
}

export function tourShareImage(shareId: string, stopCount: number, origin: string): ShareImage {
  return {
    url: new URL(`${TOUR_SHARE_IMAGE_PREFIX}${encodeURIComponent(shareId)}.png`, origin).href,
    alt: `Map of a Christmas lights tour with ${stopCount} ${stopCount === 1 ? "stop" : "stops"}`,
  };
}
