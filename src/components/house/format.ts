/**
 * Display rules (docs/product.md, Houses, search and sorting): rating and distance with 1 decimal;
 * street line = first part.
 */
import { placeLine } from "@contract/place-line";

export const formatRating = (value: number) => value.toFixed(1);
export const formatDistance = (miles: number) => `${miles.toFixed(1)} mi`;
export { formatCount } from "@contract/count-text";

/** "12 Oak St, Massapequa, NY" for directions: the place line (contract/place-line.ts). */
export const fullAddress = placeLine;

/** Month names, January first (a Date's getMonth() indexes them). */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * Long US date in the visitor's time zone, e.g. "November 21, 2026". Written out rather than
 * toLocaleDateString for the reason formatCount is: the first Intl format loads ICU data, about
 * 100 ms of a slow phone's main thread while the house page first renders.
 */
export function formatLongDate(iso: string) {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Photo count stat: main image (1 if present) plus extra photos. */
export function photoCount(house: { mainImageUrl: string | null; photos: unknown[] }) {
  return (house.mainImageUrl ? 1 : 0) + house.photos.length;
}
