/**
 * Proximity watcher (docs/product.md, Favorites, reviews and visits): while signed in, checks
 * the position at most every 30 s (timeout 15 s, cached up to 30 s) and posts a proximity visit
 * for each house within 30 m, each house at most once per session. A refusal ("Too far", 404
 * gone, 409 a hidden house) also marks the house as handled, quietly: the visitor only walked by. A house whose address is hidden is never tried (the server refuses it, decision 306). Stops
 * on sign-out (and forgets the session's houses).
 *
 * It never triggers the browser's permission prompt by itself: it runs once location access is
 * granted (e.g. after "Use My Location"), and starts as soon as that happens.
 */
import { PROXIMITY_MAX_ACCURACY_METERS, PROXIMITY_MAX_METERS } from "@contract/limits";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, api } from "./api";
import { useAuth } from "./auth";
import { PROXIMITY_GEOLOCATION_OPTIONS } from "./proximity-options";
import { houseKeys, postProximityVisit } from "./queries/houses";
import { toast } from "./use-toast";

export const PROXIMITY_CHECK_INTERVAL_MS = 30_000;
/** Candidate search radius in miles (a little more than 30 m; the server decides). */
const CANDIDATE_MILES = 0.05;
const METERS_PER_MILE = 1609.344;

function metersBetween(lat1: number, lng1: number, lat2: number, lng2: number) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Answers that refuse a house for the session besides "Too far": gone, or hidden (decision 306). */
const REFUSED_STATUSES = new Set([404, 409]);

/**
 * A refusal that stands for the session: "Too far" (the product's rule), a house gone or hidden.
 * Any other (a fix not accurate enough, a dropped connection, a rate limit, a server error) may
 * not, so that house is tried again on the next check.
 */
function refusedForSession(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.message.includes("Too far") || REFUSED_STATUSES.has(error.status);
}

/** Houses handled this session (per signed-in user). */
const handled = new Set<number>();

async function checkPosition(position: GeolocationPosition, onRecorded: () => void) {
  const { latitude, longitude, accuracy } = position.coords;
  if (accuracy > PROXIMITY_MAX_ACCURACY_METERS) return;
  const { houses } = await api("GET /api/houses", {
    query: { latitude, longitude, maxDistance: CANDIDATE_MILES, sortBy: "distance", limit: 10 },
  });
  for (const house of houses) {
    if (handled.has(house.id) || house.addressHidden) continue;
    const meters =
      house.distance !== undefined
        ? house.distance * METERS_PER_MILE
        : metersBetween(latitude, longitude, house.latitude, house.longitude);
    if (meters > PROXIMITY_MAX_METERS) continue;
    try {
      const answer = await postProximityVisit(house.id, { latitude, longitude, accuracy });
      handled.add(house.id);
      if (answer.success && !answer.alreadyVisited) {
        toast({
          title: "Visit Recorded",
          description: `${answer.message}: ${house.title}`,
          variant: "success",
          // Recorded while the visitor does something else: their own toast stays (decision 425).
          background: true,
        });
        onRecorded();
      }
    } catch (error) {
      if (refusedForSession(error)) handled.add(house.id);
    }
  }
}

export function useProximityWatcher() {
  const { isAuthenticated, user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    handled.clear();
    if (!isAuthenticated || !userId) return;
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) return;
    if (typeof window !== "undefined" && window.isSecureContext === false) return;

    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    let checking = false;
    const check = () => {
      if (stopped || checking) return;
      checking = true;
      navigator.geolocation.getCurrentPosition(
        (position) => {
          if (stopped) {
            checking = false;
            return;
          }
          void checkPosition(position, () =>
            queryClient.invalidateQueries({ queryKey: houseKeys.details() }),
          )
            .catch(() => undefined)
            .finally(() => {
              checking = false;
            });
        },
        () => {
          checking = false;
        },
        PROXIMITY_GEOLOCATION_OPTIONS,
      );
    };
    const start = () => {
      if (timer || stopped) return;
      check();
      timer = setInterval(check, PROXIMITY_CHECK_INTERVAL_MS);
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };

    let status: PermissionStatus | undefined;
    const onChange = () => (status?.state === "granted" ? start() : stop());
    if (navigator.permissions?.query) {
      navigator.permissions
        .query({ name: "geolocation" })
        .then((s) => {
          if (stopped) return;
          status = s;
          s.addEventListener("change", onChange);
          onChange();
        })
        .catch(() => undefined);
    }
    return () => {
      stopped = true;
      stop();
      status?.removeEventListener("change", onChange);
      handled.clear();
    };
  }, [isAuthenticated, userId, queryClient]);
}

/** Mount point (a component so app.tsx stays a one-line change). */
export function ProximityWatcher() {
  useProximityWatcher();
  return null;
}
