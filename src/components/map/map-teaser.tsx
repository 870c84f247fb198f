/**
 * The landing's map picture: Long Island with a dot per listed display, a static SVG drawn by
 * scripts/generate-map-teaser.ts, so the landing shows the map without loading maplibre. It
 * fills the box its parent reserves (no layout shift).
 */
export const MAP_TEASER_URL = "/map/teaser.svg";

export function MapTeaserPicture() {
  return (
    <img
      src={MAP_TEASER_URL}
      alt="Map of Long Island with the listed light displays"
      width={1050}
      height={450}
      loading="lazy"
      decoding="async"
      className="absolute inset-0 h-full w-full object-cover"
    />
  );
}
