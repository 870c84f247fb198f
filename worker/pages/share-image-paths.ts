/**
 * Where each page's share card is served (worker/pages/share-image.ts draws them), and the
 * card's version: `/share/house/{id}.png?v={version}`, `/share/tour/{shareId}.png?v={version}`.
 * The version is a hash of everything the card draws (and of the layout's version), so it
 * changes whenever the drawing would: a hidden street, a removed main photo, a new rating, a
 * tour's edit or a stop's house gone. A card at its current version may be kept for good by any
 * browser, CDN or chat app; every other URL of it redirects to the current one (decision 393).
 */
import type { HouseListItem } from "@contract/house";
import { placeLine } from "@contract/place-line";
import { tourStopCountText, tourTotals } from "@contract/tour-totals";
import type { Tour } from "@contract/tours";
import type { TourCardInput } from "../share-cards/render";
import type { ShareImage } from "./page-tags";

export const HOUSE_SHARE_IMAGE_PREFIX = "/share/house/";
export const TOUR_SHARE_IMAGE_PREFIX = "/share/tour/";

/**
 * Bump after any change of how cards look (share-cards/render.ts): it is part of every card's
 * version, so previews kept under the old URLs give way to the new drawing, and the stored cards
 * of share-image.ts are under it.
 */
export const SHARE_CARD_LAYOUT_VERSION = 5;

/** The query parameter naming a card's version. */
export const SHARE_CARD_VERSION_PARAM = "v";

/**
 * 64-bit FNV-1a of the layout's version and `facts` as JSON, as 16 hex digits. Not a secret, a
 * fingerprint: any change of the facts gives another version (a repeat is a chance of one in
 * 2^64), computed in step with the page's tags (no await).
 */
export function shareCardVersion(facts: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify([SHARE_CARD_LAYOUT_VERSION, facts]));
  let hash = 0xcbf29ce484222325n;
  for (const byte of bytes) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, "0");
}

/** What a house's card draws; its photo as the URL of the picture it is drawn from. */
export interface HouseCardFacts {
  title: string;
  place: string;
  avgRating: number;
  reviewCount: number;
  photoUrl: string | null;
}

/**
 * The facts of a house's card, from its public answer (the address is the hidden text while a
 * removal request waits) and the first picture its page shows (house-page-html.ts, mainPhotoUrl).
 */
export function houseCardFacts(
  house: Pick<HouseListItem, "title" | "address" | "city" | "state" | "avgRating" | "reviewCount">,
  photoUrl: string | null,
): HouseCardFacts {
  return {
    title: house.title,
    place: placeLine(house),
    avgRating: house.avgRating,
    reviewCount: house.reviewCount,
    photoUrl,
  };
}

export function houseShareImagePath(houseId: number, facts: HouseCardFacts) {
  return `${HOUSE_SHARE_IMAGE_PREFIX}${houseId}.png?${SHARE_CARD_VERSION_PARAM}=${shareCardVersion(facts)}`;
}

/** `house` is the public answer; `photoUrl` the first picture its page shows. */
export function houseShareImage(
  house: Pick<
    HouseListItem,
    "id" | "title" | "address" | "city" | "state" | "avgRating" | "reviewCount"
  >,
  photoUrl: string | null,
  origin: string,
): ShareImage {
  return {
    url: new URL(houseShareImagePath(house.id, houseCardFacts(house, photoUrl)), origin).href,
    alt: `${house.title}, a Christmas light display in ${house.city}`,
  };
}

/**
 * What a shared tour's card draws, as its page shows it (contract/tour-totals.ts): the start when
 * it is a place, the stops on the route (archived ones and those the time budget leaves out are
 * not), its count and miles.
 */
export function tourCardInput(tour: Tour): TourCardInput {
  const totals = tourTotals(tour.start, tour.stops, tour.budgetMinutes);
  return {
    name: tour.name,
    start:
      tour.start.kind === "place" && totals.origin
        ? { latitude: totals.origin.latitude, longitude: totals.origin.longitude }
        : null,
    stops: totals.kept.map(({ latitude, longitude }) => ({ latitude, longitude })),
    stopCountText: tourStopCountText(totals),
    miles: totals.miles,
  };
}

export function tourShareImagePath(shareId: string, input: TourCardInput) {
  return `${TOUR_SHARE_IMAGE_PREFIX}${encodeURIComponent(shareId)}.png?${SHARE_CARD_VERSION_PARAM}=${shareCardVersion(input)}`;
}

export function tourShareImage(tour: Tour, origin: string): ShareImage {
  const stopCount = tour.estimate.stopCount;
  return {
    url: new URL(tourShareImagePath(tour.shareId, tourCardInput(tour)), origin).href,
    alt: `Map of a Christmas lights tour with ${stopCount} ${stopCount === 1 ? "stop" : "stops"}`,
  };
}
