/**
 * Where Long Island is, apart from the address rules (contract/address.ts re-exports it): the map
 * frames houses with it, and a screen with a map should not load the street-suffix table for it.
 */

/**
 * Box around the Nassau and Suffolk county outlines (Census, us-atlas counties-10m, including
 * Fishers Island), padded by 0.02 degrees and rounded outward to 2 decimals.
 * scripts/generate-map-layers.ts checks the outlines still fit inside it.
 */
export const LONG_ISLAND_BOUNDS = Object.freeze({
  minLat: 40.56,
  maxLat: 41.31,
  minLng: -73.79,
  maxLng: -71.83,
});

export function isOnLongIsland(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= LONG_ISLAND_BOUNDS.minLat &&
    lat <= LONG_ISLAND_BOUNDS.maxLat &&
    lng >= LONG_ISLAND_BOUNDS.minLng &&
    lng <= LONG_ISLAND_BOUNDS.maxLng
  );
}
