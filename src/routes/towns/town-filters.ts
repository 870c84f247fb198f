/** A town page's filters, applied to the town's houses in the browser (the API sends them all). */
import { type FeatureId, TOP_HOUSES_FILTER } from "@contract/features";
import type { HouseListItem } from "@contract/house";
import { CONFIRMED_FILTER_ID, currentSeason, isConfirmedFor } from "@contract/season";

/**
 * Houses with every picked feature ("Top Houses" = the Top House badge, "Confirmed this season" =
 * confirmed for the current season, as the home search's `confirmed=true`), lit now if asked.
 */
export function filterTownHouses(
  houses: HouseListItem[],
  features: string[],
  litTonight: boolean,
  now = new Date(),
) {
  const season = currentSeason(now);
  return houses.filter(
    (house) =>
      (!litTonight || house.litTonight) &&
      features.every((feature) =>
        feature === TOP_HOUSES_FILTER.id
          ? house.isTopHouse
          : feature === CONFIRMED_FILTER_ID
            ? isConfirmedFor(house.confirmedSeason, season)
            : house.features.includes(feature as FeatureId),
      ),
  );
}
