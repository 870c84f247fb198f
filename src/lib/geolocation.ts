/**
 * Browser geolocation (docs/product.md, Places and maps: standard accuracy, 10 s timeout, cached
 * position up to 60 s) with one message per failure case; the checks made at a house word them
 * their own way (AT_HOUSE_GEOLOCATION_MESSAGES).
 *
 * Loaded when a position is asked for (useGeolocation, positionAtHouse, the tour's My Location),
 * never with a screen: the browser's answer takes a moment anyway, and the messages stay out of
 * the JavaScript every screen loads first (decision 357).
 */
export const SEARCH_GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 60_000,
};

export const GEOLOCATION_MESSAGES = {
  insecure:
    "Location access requires a secure connection (HTTPS). Please enter your location manually.",
  unsupported: "Your browser does not support geolocation. Please enter your location manually.",
  denied:
    "Location permission denied. Please allow location access in your browser settings or enter your location manually.",
  unavailable:
    "Location unavailable. Please check that your device's location services are turned on.",
  timeout: "Getting your location timed out. Please try again.",
  unknown:
    "An unknown error occurred while getting your location. Please enter your location manually.",
} as const;

export type GeolocationMessages = Record<keyof typeof GEOLOCATION_MESSAGES, string>;

export class GeolocationFailure extends Error {
  constructor(
    readonly reason: keyof typeof GEOLOCATION_MESSAGES,
    readonly code?: number,
    messages: GeolocationMessages = GEOLOCATION_MESSAGES,
  ) {
    super(messages[reason]);
    this.name = "GeolocationFailure";
  }
}

export function geolocationFailure(
  error: { code?: number } | null | undefined,
  messages: GeolocationMessages = GEOLOCATION_MESSAGES,
): GeolocationFailure {
  switch (error?.code) {
    case 1:
      return new GeolocationFailure("denied", 1, messages);
    case 2:
      return new GeolocationFailure("unavailable", 2, messages);
    case 3:
      return new GeolocationFailure("timeout", 3, messages);
    default:
      return new GeolocationFailure("unknown", error?.code, messages);
  }
}

/** One position, or a GeolocationFailure with the message to show. */
export function getCurrentPosition(
  options: PositionOptions = SEARCH_GEOLOCATION_OPTIONS,
  messages: GeolocationMessages = GEOLOCATION_MESSAGES,
) {
  return new Promise<GeolocationPosition>((resolve, reject) => {
    if (typeof window !== "undefined" && window.isSecureContext === false) {
      reject(new GeolocationFailure("insecure", undefined, messages));
      return;
    }
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      reject(new GeolocationFailure("unsupported", undefined, messages));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      resolve,
      (error) => reject(geolocationFailure(error, messages)),
      options,
    );
  });
}

/**
 * The same failures where the position is the proof that the person is at the house (a claim,
 * a lights report, a season confirmation): nothing can be typed in its place, so no message
 * offers manual entry.
 */
export const AT_HOUSE_GEOLOCATION_MESSAGES: GeolocationMessages = {
  insecure: "Location access requires a secure connection (HTTPS).",
  unsupported: "Your browser does not support geolocation.",
  denied:
    "Location permission denied. Please allow location access in your browser settings and try again.",
  unavailable: GEOLOCATION_MESSAGES.unavailable,
  timeout: GEOLOCATION_MESSAGES.timeout,
  unknown: "An unknown error occurred while getting your location. Please try again.",
};
