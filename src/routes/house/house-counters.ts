/**
 * The house page reads its answer twice: the house without its visit counters, which the sections
 * show, and the counters alone, which only the Stats card shows. Each read keeps its object while
 * its part is unchanged (TanStack Query shares equal parts of a selected result), so the page view
 * counted as the page opens, or a refetch bringing new counts, renders the Stats card again, not
 * the whole page (which it did three times per load before).
 */
import type { HouseContent, HouseCounters, HouseDetail } from "@contract/house";
import { createContext } from "react";

export function houseContent({
  pageViewCount: _pageViews,
  visitCount: _visits,
  proximityVisitCount: _proximityVisits,
  ...content
}: HouseDetail): HouseContent {
  return content;
}

export function houseCounters(house: HouseDetail): HouseCounters {
  return {
    pageViewCount: house.pageViewCount,
    visitCount: house.visitCount,
    proximityVisitCount: house.proximityVisitCount,
  };
}

export const HouseCountersContext = createContext<HouseCounters | undefined>(undefined);
