/**
 * A screen's searches, newest first (decisions 349 and 352): starting a search calls off the one
 * still under way, so a lookup that answers late never replaces what the visitor asked for since.
 * Leaving the screen calls the last one off too.
 */
import { useCallback, useEffect, useRef } from "react";

export function useNewestSearch() {
  const newest = useRef<AbortController | null>(null);
  useEffect(() => () => newest.current?.abort(), []);
  /** Calls the search under way off, if any: the visitor chose something else meanwhile. */
  const callOff = useCallback(() => newest.current?.abort(), []);
  /** Calls the search under way off and starts a new one; its signal says when it is called off. */
  const start = useCallback(() => {
    newest.current?.abort();
    const search = new AbortController();
    newest.current = search;
    return search.signal;
  }, []);
  return { start, callOff };
}
