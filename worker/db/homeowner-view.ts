/**
 * How homeowner choices change a house's public answer (docs/homeowners.md): the owner's season
 * answer counts for its own season only, and a waiting removal request hides the exact address.
 *
 * The one place of the "hidden" rule: a house is hidden while `houses.removal_requested_at` is
 * set; its public shape (hideAddress, hideStreet) and, in SQL, the position every search measures
 * from (shownCoordinateSql) and whether its street may match (addressHiddenSql) come from here.
 */

import { EARTH_RADIUS_MILES } from "@contract/great-circle";
import {
  ADDRESS_HIDDEN_TEXT,
  HIDDEN_ADDRESS_COORDINATE_DECIMALS,
  type SeasonPlan,
} from "@contract/homeowner-texts";
import type { HouseListItem } from "@contract/house";
import { currentSeason } from "@contract/season";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** The owner's answer when it is about the season the app talks about now, else null. */
export function seasonPlanNow(
  row: { seasonPlan: SeasonPlan | null; seasonPlanSeason: number | null },
  at = new Date(),
): SeasonPlan | null {
  return row.seasonPlan && row.seasonPlanSeason === currentSeason(at) ? row.seasonPlan : null;
}

const COORDINATE_SCALE = 10 ** HIDDEN_ADDRESS_COORDINATE_DECIMALS;

/** Math.round rounds halves up, as floor(x + 0.5) does in shownCoordinateSql: both agree. */
const roundCoordinate = (value: number) => Math.round(value * COORDINATE_SCALE) / COORDINATE_SCALE;

/**
 * The furthest a shown (rounded) position lies from the true one: half a unit of the last kept
 * decimal on each axis, so at most the diagonal of that square (0.49 miles at two decimals; less
 * away from the equator), plus a margin for floating point. A radius search reads true positions
 * from its index this much wider, then measures from the shown ones.
 */
export const HIDDEN_POSITION_SHIFT_MILES =
  (0.5 / COORDINATE_SCALE) * Math.SQRT2 * (Math.PI / 180) * EARTH_RADIUS_MILES + 0.001;

/** SQL: true while the house's address is hidden (a removal request waits). */
export function addressHiddenSql(removalRequestedAt: SQLWrapper): SQL {
  return sql`(${removalRequestedAt} IS NOT NULL)`;
}

/**
 * SQL: the coordinate as public answers show it: the true one, or while hidden the one
 * hideAddress rounds to, computed the same way (so a distance from it matches the shown pin).
 */
export function shownCoordinateSql(coordinate: SQLWrapper, removalRequestedAt: SQLWrapper): SQL {
  // A REAL literal, never a bound integer: floor() of an integer stays one, and integer
  // division would drop the decimals.
  const scale = sql.raw(COORDINATE_SCALE.toFixed(1));
  return sql`(CASE WHEN ${removalRequestedAt} IS NULL THEN ${coordinate}
    ELSE floor(${coordinate} * ${scale} + 0.5) / ${scale} END)`;
}

/**
 * No street line and no street slug (its text is the address): for answers that show a house's
 * name and link only (reports, the duplicate check, My Reviews).
 */
export function hideStreet<T extends { address: string; streetSlug: string | null }>(house: T): T {
  return { ...house, address: ADDRESS_HIDDEN_TEXT, streetSlug: null };
}

/**
 * Town and map area only: no street line, coordinates rounded to about a kilometre, and no
 * street slug (links fall back to /house/{id}, whose path says nothing about the address).
 * For any public shape of a house (list items, tour stops).
 */
export function hideAddress<
  T extends { address: string; latitude: number; longitude: number; streetSlug: string | null },
>(house: T): T {
  return {
    ...hideStreet(house),
    latitude: roundCoordinate(house.latitude),
    longitude: roundCoordinate(house.longitude),
  };
}

export function withAddressHidden<T extends HouseListItem>(item: T): T {
  return { ...hideAddress(item), addressHidden: true };
}
