/** What the location box accepts, and the autocomplete timing (zod-free: the landing imports it). */
export const ZIP_RE = /^\d{5}$/;
/** "40.72, -73.45" (decimal pair, optional sign, optional spaces). */
export const LAT_LNG_RE = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
/** The longest town name GET /api/town-centre looks up. */
export const MAX_TOWN_NAME_LENGTH = 60;

export type LocationInputKind =
  | { kind: "zip"; zip: string }
  | { kind: "coordinates"; latitude: number; longitude: number }
  | { kind: "text"; text: string }
  | { kind: "empty" };

/**
 * (docs/product.md, Houses, search and sorting) Exactly 5 digits = ZIP; a "lat, lng" decimal pair;
 * anything else is text.
 */
export function classifyLocationInput(raw: string): LocationInputKind {
  const text = raw.trim();
  if (!text) return { kind: "empty" };
  if (ZIP_RE.test(text)) return { kind: "zip", zip: text };
  const match = LAT_LNG_RE.exec(text);
  if (match) {
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      return { kind: "coordinates", latitude, longitude };
    }
  }
  return { kind: "text", text };
}
