/**
 * Display rules (docs/product.md, Houses, search and sorting): rating and distance with 1 decimal;
 * street line = first part.
 */
export const formatRating = (value: number) => value.toFixed(1);
export const formatDistance = (miles: number) => `${miles.toFixed(1)} mi`;
/**
 * A whole count with thousands separators, "12,345". Written out rather than toLocaleString: the
 * first Intl call loads ICU number data, about 80 ms of a phone's CPU on the landing's first paint.
 */
export const formatCount = (value: number) =>
  String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
export const streetLine = (address: string) => address.split(",")[0]?.trim() ?? address;

/** "12 Oak St, Massapequa, NY" for directions and sharing. */
export function fullAddress(house: { address: string; city: string; state: string | null }) {
  const state = house.state === "New York" ? "NY" : house.state;
  return [streetLine(house.address), house.city, state].filter(Boolean).join(", ");
}

/** Long US date, e.g. "November 21, 2026". */
export function formatLongDate(iso: string) {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** Photo count stat: main image (1 if present) plus extra photos. */
export function photoCount(house: { mainImageUrl: string | null; photos: unknown[] }) {
  return (house.mainImageUrl ? 1 : 0) + house.photos.length;
}
