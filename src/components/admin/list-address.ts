/**
 * An admin list's place in its address (decision 392), as the home search keeps its own
 * (decision 379): the page (`page`), and where the list has them its search (`q`) and its filter
 * (Homeowner Requests' `status`, the Season Check's `view`). The screen reads them from the
 * address and writes them there as the admin changes them, replacing the entry (a page is no step
 * of Back): Back from a house, a reload and a shared link give the same page of the same list.
 *
 * Defaults are left out, so the first page is the plain path. A value the screen cannot offer (a
 * page that is not a whole number from 1, an unknown filter) reads as the default; a search is
 * cut to the 200 characters the API takes. A page past the last (rows deleted since the address
 * was written) gives way to the last page (useLastPageKept).
 */
import { MAX_SEARCH_QUERY_LENGTH, normalizeSearchQuery } from "@contract/limits";
import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";

/** The highest page the API takes (contract/admin.ts, adminListQuerySchema). */
const MAX_PAGE = 1_000_000;

/** A list's filter: its parameter's name, the values it offers and the one shown first. */
export interface ListFilter<F extends string> {
  name: string;
  values: readonly F[];
  initial: F;
}

export interface ListPlace<F extends string> {
  page: number;
  /** The search the list shows ("" for none): trimmed, at most 200 characters. */
  search: string;
  filter: F;
}

/** A search as long as the API takes it: cut, then trimmed as the API reads it. */
function clipSearchText(raw: string | null): string {
  return normalizeSearchQuery(raw?.slice(0, MAX_SEARCH_QUERY_LENGTH)) ?? "";
}

function readPage(raw: string | null): number {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function readListAddress<F extends string>(
  params: URLSearchParams,
  filter?: ListFilter<F>,
): ListPlace<F> {
  const named = filter ? params.get(filter.name) : null;
  return {
    page: readPage(params.get("page")),
    search: clipSearchText(params.get("q")),
    filter: (filter?.values.find((value) => value === named) ?? filter?.initial ?? "") as F,
  };
}

/** The address's query for this place, defaults left out (page 1 of everything is no query). */
export function writeListAddress<F extends string>(
  place: ListPlace<F>,
  filter?: ListFilter<F>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (filter && place.filter !== filter.initial) params.set(filter.name, place.filter);
  const search = clipSearchText(place.search);
  if (search) params.set("q", search);
  if (place.page > 1) params.set("page", String(place.page));
  return params;
}

/**
 * The list's place as its address says, and the ways to change it: a new search or filter starts
 * at page 1. Each change replaces the entry and keeps the scroll position, as a page did before.
 */
export function useListAddress<F extends string = string>(filter?: ListFilter<F>) {
  const [params, setParams] = useSearchParams();
  const place = readListAddress(params, filter);
  const { search } = place;
  const current = place.filter;
  const go = useCallback(
    (next: ListPlace<F>) =>
      setParams(writeListAddress(next, filter), { replace: true, preventScrollReset: true }),
    [setParams, filter],
  );
  return {
    ...place,
    setPage: useCallback(
      (to: number) => go({ page: to, search, filter: current }),
      [go, search, current],
    ),
    setSearch: useCallback(
      (to: string) => go({ page: 1, search: to, filter: current }),
      [go, current],
    ),
    setFilter: useCallback((to: F) => go({ page: 1, search, filter: to }), [go, search]),
  };
}

/**
 * A page past the last, as an old link or Back after deletions asks for, shows the last page
 * (an empty "Page 5 of 3" helps nobody). `answer` is the list's answer shown, which names the
 * page it answers. True while the answer shown is such a page (until the last page's answer
 * replaces it), so the screen shows the list loading rather than empty.
 */
export function useLastPageKept(
  page: number,
  answer: { page: number; totalPages: number } | undefined,
  setPage: (page: number) => void,
): boolean {
  const shownBeyond = answer !== undefined && answer.page > answer.totalPages;
  const askedBeyond = shownBeyond && answer.page === page;
  const last = answer?.totalPages ?? 1;
  useEffect(() => {
    if (askedBeyond) setPage(last);
  }, [askedBeyond, last, setPage]);
  return shownBeyond;
}
