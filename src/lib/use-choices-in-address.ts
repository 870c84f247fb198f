import { useEffect } from "react";
import { useSearchParams } from "react-router";

/**
 * Keeps the address's query at `query` as the screen's choices change, replacing the current
 * history entry (a tick, a sort or a view is no step of Back) without moving the page (decision
 * 379). The screen read its choices from the address when it opened.
 */
export function useChoicesInAddress(query: string): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const currentQuery = searchParams.toString();
  useEffect(() => {
    if (query !== currentQuery) {
      setSearchParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
    }
  }, [query, currentQuery, setSearchParams]);
}
