/**
 * Places calls (docs/product.md, Places and maps).
 * The worker answers them from the embedded Long Island gazetteer or Google Places (New).
 */
import { z } from "zod";

export const ZIP_RE = /^\d{5}$/;
/** "40.72, -73.45" (decimal pair, optional sign, optional spaces). */
export const LAT_LNG_RE = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

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

export const geocodeQuerySchema = z.object({ query: z.string().trim().min(1).max(200) });
export const geocodeResultSchema = z.object({
  display_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const autocompleteQuerySchema = z.object({ input: z.string().trim().min(1).max(200) });
export const suggestionSchema = z.object({ description: z.string(), placeId: z.string() });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const autocompleteResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

/**
 * How exactly a place's point locates a house: "address" (the house itself, or an interpolated
 * street address), "street" (somewhere on the street), "town" or "zip" (a centroid). Anything
 * coarser than a street makes the submit form ask the user to put the pin on the house.
 */
export const PLACE_PRECISIONS = ["address", "street", "town", "zip"] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];
export function isPreciseEnough(precision: PlacePrecision) {
  return precision === "address" || precision === "street";
}

export const placeDetailsQuerySchema = z.object({ placeId: z.string().trim().min(1).max(500) });
export const placeDetailsSchema = z.object({
  formattedAddress: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  precision: z.enum(PLACE_PRECISIONS),
  /** Extra fields for the submit form; absent when the provider gives none. */
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;
