/**
 * Navigation links of a tour (docs/decisions/116-google-maps-link.md). Google Maps gets the whole route: its
 * api=1 directions link carries at most 9 waypoints, so a longer tour becomes consecutive legs
 * of up to 10 stops, each leg starting where the previous one ended. Apple Maps and Waze take
 * one destination, so they get a link per stop. Points go as coordinates: the pins are exact,
 * a typed address may geocode elsewhere.
 */
import type { RoutePoint } from "@contract/tour-route";

/** Google's limit for waypoints between origin and destination in a directions link. */
export const GOOGLE_MAX_WAYPOINTS = 9;

function coordinates(point: RoutePoint) {
  return `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;
}

/**
 * One Google Maps directions link per leg. A null origin leaves it out, and Google starts from
 * the device's location.
 */
export function googleMapsTourUrls(origin: RoutePoint | null, stops: readonly RoutePoint[]) {
  const urls: string[] = [];
  let from = origin;
  for (let i = 0; i < stops.length; i += GOOGLE_MAX_WAYPOINTS + 1) {
    const leg = stops.slice(i, i + GOOGLE_MAX_WAYPOINTS + 1);
    const destination = leg[leg.length - 1]!;
    const params = new URLSearchParams({ api: "1", travelmode: "driving" });
    if (from) params.set("origin", coordinates(from));
    params.set("destination", coordinates(destination));
    const waypoints = leg.slice(0, -1);
    if (waypoints.length) params.set("waypoints", waypoints.map(coordinates).join("|"));
    urls.push(`https://www.google.com/maps/dir/?${params}`);
    from = destination;
  }
  return urls;
}

export function appleMapsStopUrl(stop: RoutePoint) {
  return `https://maps.apple.com/?daddr=${coordinates(stop)}&dirflg=d`;
}

export function wazeStopUrl(stop: RoutePoint) {
  return `https://waze.com/ul?ll=${coordinates(stop)}&navigate=yes`;
}

/**
 * Directions to one stop from wherever the phone is (the printed tour's QR codes): Google's
 * directions link with the stop as destination and no origin.
 */
export function googleMapsStopUrl(stop: RoutePoint) {
  return googleMapsTourUrls(null, [stop])[0]!;
}
