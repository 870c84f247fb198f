import { useEffect, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";

/**
 * Keeps the address's query at `query` as the screen's choices change, replacing the current
 * history entry (a tick, a sort or a view is no step of Back) without moving the page (decision
 * 379). The screen read its choices from the address when it opened.
 *
 * Back and Forward to another entry of the same screen (a town reached from a nearby town, /home
 * opened again from the menu) keep the screen mounted: the entry's address is the truth then, and
 * `adopt` sets the screen's choices from it in the same render, before anything could write the
 * choices of the entry left over the one arrived at (decision 401). A link the app follows (a
 * push) keeps the choices, as a nearby town keeps the filters (decision 397).
 */
export function useChoicesInAddress(query: string, adopt: (params: URLSearchParams) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [entry, setEntry] = useState(key);
  const currentQuery = searchParams.toString();
  if (entry !== key) {
    // Setting state while rendering: React renders again at once, with the address's choices,
    // and commits only that render (no effect below sees the choices of the entry left).
    setEntry(key);
    if (navigationType === "POP" && currentQuery !== query) adopt(searchParams);
  }
  useEffect(() => {
    if (query !== currentQuery) {
      setSearchParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
    }
  }, [query, currentQuery, setSearchParams]);
}
