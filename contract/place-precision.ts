/**
 * How exactly a place's point locates a house: "address" (the house itself, or an interpolated
 * street address), "street" (somewhere on the street), "town" or "zip" (a centroid). Anything
 * coarser than a street makes the submit form ask the user to put the pin on the house. Zod-free
 * (places.ts, which re-exports it, holds the schemas): the submit screen reads it up front.
 */
export const PLACE_PRECISIONS = ["address", "street", "town", "zip"] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];
export function isPreciseEnough(precision: PlacePrecision) {
  return precision === "address" || precision === "street";
}
