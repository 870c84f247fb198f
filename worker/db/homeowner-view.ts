/**
 * How homeowner choices change a house's public answer (docs/homeowners.md): the owner's season
 * answer counts for its own season only, and a waiting removal request hides the exact address.
 */

import {
  ADDRESS_HIDDEN_TEXT,
  HIDDEN_ADDRESS_COORDINATE_DECIMALS,
  type SeasonPlan,
} from "@contract/homeowner-texts";
import type { HouseListItem } from "@contract/house";
import { currentSeason } from "@contract/season";

/** The owner's answer when it is about the season the app talks about now, else null. */
export function seasonPlanNow(
  row: { seasonPlan: SeasonPlan | null; seasonPlanSeason: number | null },
  at = new Date(),
): SeasonPlan | null {
  return row.seasonPlan && row.seasonPlanSeason === currentSeason(at) ? row.seasonPlan : null;
}

const roundTo = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/**
 * Town and map area only: no street line, coordinates rounded to about a kilometre, and no
 * street slug (links fall back to /house/{id}, whose path says nothing about the address).
 * For any public shape of a house (list items, tour stops).
 */
export function hideAddress<
  T extends { address: string; latitude: number; longitude: number; streetSlug: string | null },
>(house: T): T {
  return {
    ...house,
    address: ADDRESS_HIDDEN_TEXT,
    latitude: roundTo(house.latitude, HIDDEN_ADDRESS_COORDINATE_DECIMALS),
    longitude: roundTo(house.longitude, HIDDEN_ADDRESS_COORDINATE_DECIMALS),
    streetSlug: null,
  };
}

export function withAddressHidden<T extends HouseListItem>(item: T): T {
  return { ...hideAddress(item), addressHidden: true };
}
