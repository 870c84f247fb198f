/**
 * The search's "Use My Location" (src/lib/geolocation.ts asks the browser). Its failures are
 * GeolocationFailure errors: tell them by `error.name === "GeolocationFailure"`, which needs no
 * import of the module that is loaded only when a position is asked for.
 */
import { useCallback, useRef, useState } from "react";

/**
 * The position for a search, and whether the search is waiting for it. `signal` calls the search
 * off (a newer one started, decision 352): the browser cannot be told to stop looking, but the
 * search stops waiting at once, its `locate` rejects with the abort and `isLocating` turns false
 * then, not when the browser answers.
 */
export function useGeolocation() {
  const [isLocating, setLocating] = useState(false);
  /** The call made last: only its end turns `isLocating` off, an older one ending is no news. */
  const newestCall = useRef(0);
  const locate = useCallback(async (signal?: AbortSignal) => {
    signal?.throwIfAborted();
    const call = ++newestCall.current;
    const stopWaiting = () => {
      if (newestCall.current === call) setLocating(false);
    };
    let onAbort = () => {};
    const calledOff = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal?.reason);
    });
    signal?.addEventListener("abort", onAbort, { once: true });
    setLocating(true);
    try {
      const position = await Promise.race([
        import("./geolocation").then(({ getCurrentPosition }) => getCurrentPosition()),
        calledOff,
      ]);
      return { latitude: position.coords.latitude, longitude: position.coords.longitude };
    } finally {
      signal?.removeEventListener("abort", onAbort);
      stopWaiting();
    }
  }, []);
  return { locate, isLocating };
}
