/**
 * The radius search's geometry (db/house-list.ts): which latitude bands and longitude ranges of
 * houses_geo_idx a circle covers. Pure math beside the query that uses it; the haversine itself
 * lives in contract/great-circle.ts, shared with the proximity check and the tour planner.
 */
import { latBand } from "@contract/address";
import { EARTH_RADIUS_MILES } from "@contract/great-circle";

/** Bounding box of a circle: latitude range, longitude range and the first and last lat band. */
export function boundingBox(lat: number, lng: number, miles: number) {
  const dLat = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const maxAbsLat = Math.min(89.9, Math.max(Math.abs(lat - dLat), Math.abs(lat + dLat)));
  const dLng = dLat / Math.cos((maxAbsLat * Math.PI) / 180);
  const minLat = lat - dLat;
  const maxLat = lat + dLat;
  return {
    minLat,
    maxLat,
    minLng: lng - dLng,
    maxLng: lng + dLng,
    firstBand: latBand(minLat),
    lastBand: latBand(maxLat),
  };
}

const RADIANS = Math.PI / 180;

/**
 * The circle's longitude range inside each latitude band it touches: the radius search reads
 * `lat_band = b AND longitude BETWEEN min AND max` per band, so a band near the circle's top or
 * bottom reads its narrow chord, not the whole box's width. Each range holds the circle's whole
 * slice of the band: on a sphere a circle is widest at latitude asin(sin(lat) / cos(r)), and a
 * band's slice at the band latitude nearest to that. Rounded outwards to 1e-6 degree (10 cm), so
 * floating point never drops a house.
 */
export function bandLongitudeRanges(lat: number, lng: number, miles: number) {
  const box = boundingBox(lat, lng, miles);
  const angle = miles / EARTH_RADIUS_MILES;
  // A circle around a pole has no widest latitude; such circles, and ones crossing the 180th
  // meridian, are out of scope (the search is for Long Island): they keep the centre's chord.
  const widest =
    Math.abs(Math.sin(lat * RADIANS) / Math.cos(angle)) < 1
      ? Math.asin(Math.sin(lat * RADIANS) / Math.cos(angle)) / RADIANS
      : lat;
  const ranges: Array<[number, number]> = [];
  for (let band = box.firstBand; band <= box.lastBand; band++) {
    const bandLat = Math.min(Math.max(widest, band / 50, box.minLat), (band + 1) / 50, box.maxLat);
    const cosine =
      (Math.cos(angle) - Math.sin(lat * RADIANS) * Math.sin(bandLat * RADIANS)) /
      (Math.cos(lat * RADIANS) * Math.cos(bandLat * RADIANS));
    const half = Math.acos(Math.min(1, Math.max(-1, cosine))) / RADIANS;
    ranges.push([Math.floor((lng - half) * 1e6) / 1e6, Math.ceil((lng + half) * 1e6) / 1e6]);
  }
  return { firstBand: box.firstBand, ranges };
}
