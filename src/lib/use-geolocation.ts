/**
 * Browser geolocation for the search (docs/product.md, Places and maps: standard accuracy, 10 s
 * timeout, cached position up to 60 s) with one message per failure case; the checks made at a
 * house word them their own way (position-at-house.ts).
 */
import { useCallback, useState } from "react";

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

export function useGeolocation() {
  const [isLocating, setLocating] = useState(false);
  const locate = useCallback(async () => {
    setLocating(true);
    try {
      const position = await getCurrentPosition();
      return { latitude: position.coords.latitude, longitude: position.coords.longitude };
    } finally {
      setLocating(false);
    }
  }, []);
  return { locate, isLocating };
}
