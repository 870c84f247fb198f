/**
 * The home screen's search in its address (decision 379): what was searched (the text, and the
 * place it stood for), the distance, the filters, the sort and the view. The screen writes it as
 * the visitor changes the search (replacing the entry, never adding one), and reads it when it
 * opens: Back from a house, Forward, a reload and a shared link give the same results. `?q=` alone
 * is the text search the landing's site search box opens (/home?q=...).
 *
 * Every parameter is optional and a default is left out, so the first search is plain /home. A
 * value the screen cannot offer (an unknown feature, a distance not in the list, a position out of
 * range) is dropped, never sent to the API: a link typed by hand still searches.
 */
import {
  DEFAULT_DISTANCE,
  DISTANCE_OPTIONS,
  type HouseSort,
  MAX_SEARCH_QUERY_LENGTH,
  normalizeSearchQuery,
} from "@contract/limits";
import type { DistanceValue } from "@/components/search/distance-label";
import { readFilterParams, writeFilterParams } from "@/components/search/filter-url";
import type { HomeSearchChoices, SearchTarget } from "./home-search";
import type { HomeViewMode } from "./view-toggle";

/** What the screen searches for when the address names nothing: plain /home. */
export const INITIAL_CHOICES: HomeSearchChoices = {
  target: { kind: "none" },
  distance: DEFAULT_DISTANCE,
  features: [],
  litTonight: false,
  sort: null,
  viewMode: "grid",
};

/** The search as the address holds it: the visitor's choices and the text searched for them. */
export interface HomeUrlSearch extends HomeSearchChoices {
  /** What the location box said when the search ran ("" for none). */
  text: string;
}

/** A search text as long as the API takes it: cut, then trimmed as the API reads it. */
export function clipSearchText(raw: string | null | undefined): string {
  return normalizeSearchQuery(raw?.slice(0, MAX_SEARCH_QUERY_LENGTH)) ?? "";
}

const VIEWS: readonly HomeViewMode[] = ["grid", "list", "map"];
/**
 * The sorts an address may name, every one (the type says so) without importing the API's list:
 * that would carry it into the first JavaScript of every screen, where nothing else needs it.
 */
const SORTS: Record<HouseSort, true> = {
  distance: true,
  rating: true,
  recentlyAdded: true,
  pageViews: true,
  visits: true,
  topHouses: true,
};

function coordinate(raw: string | null, limit: number): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

function readTarget(params: URLSearchParams, text: string): SearchTarget {
  const latitude = coordinate(params.get("lat"), 90);
  const longitude = coordinate(params.get("lng"), 180);
  if (latitude !== undefined && longitude !== undefined) {
    const label = params.get("place")?.trim().slice(0, MAX_SEARCH_QUERY_LENGTH);
    return {
      kind: "point",
      latitude,
      longitude,
      label: label || text || `${latitude}, ${longitude}`,
    };
  }
  return text ? { kind: "text", searchQuery: text } : { kind: "none" };
}

function readDistance(raw: string | null): DistanceValue {
  if (raw === "all") return null;
  const miles = Number(raw);
  return (DISTANCE_OPTIONS as readonly number[]).includes(miles) ? miles : DEFAULT_DISTANCE;
}

export function readHomeUrl(params: URLSearchParams): HomeUrlSearch {
  const text = clipSearchText(params.get("q"));
  const sort = params.get("sort");
  const view = params.get("view");
  return {
    text,
    target: readTarget(params, text),
    distance: readDistance(params.get("distance")),
    ...readFilterParams(params),
    sort: sort !== null && Object.hasOwn(SORTS, sort) ? (sort as HouseSort) : null,
    viewMode: (VIEWS as readonly (string | null)[]).includes(view)
      ? (view as HomeViewMode)
      : INITIAL_CHOICES.viewMode,
  };
}

/** The address's query for this search, defaults left out (the first search is plain /home). */
export function writeHomeUrl(search: HomeUrlSearch): URLSearchParams {
  const params = new URLSearchParams();
  const { target } = search;
  const text = clipSearchText(search.text);
  if (target.kind === "text") params.set("q", clipSearchText(target.searchQuery));
  if (target.kind === "point") {
    if (text) params.set("q", text);
    params.set("lat", String(target.latitude));
    params.set("lng", String(target.longitude));
    if (target.label !== text) params.set("place", target.label);
  }
  if (search.distance !== DEFAULT_DISTANCE) {
    params.set("distance", search.distance === null ? "all" : String(search.distance));
  }
  writeFilterParams(params, search);
  if (search.sort) params.set("sort", search.sort);
  if (search.viewMode !== INITIAL_CHOICES.viewMode) params.set("view", search.viewMode);
  return params;
}
