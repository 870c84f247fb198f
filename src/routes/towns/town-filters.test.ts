import type { HouseListItem } from "@contract/house";
import { CONFIRMED_FILTER_ID } from "@contract/season";
import { describe, expect, it } from "vitest";
import { filterTownHouses } from "./town-filters";

/** A house with only what the filters read. */
function house(
  id: number,
  fields: Partial<
    Pick<HouseListItem, "features" | "isTopHouse" | "litTonight" | "confirmedSeason">
  >,
): HouseListItem {
  return {
    id,
    features: [],
    isTopHouse: false,
    litTonight: false,
    confirmedSeason: null,
    ...fields,
  } as HouseListItem;
}

const ids = (houses: HouseListItem[]) => houses.map((h) => h.id);

describe("a town page's filters", () => {
  const houses = [
    house(1, { features: ["Blow-Ups", "Charity"], confirmedSeason: 2026, litTonight: true }),
    house(2, { features: ["Charity"], confirmedSeason: 2025, isTopHouse: true }),
    house(3, {}),
  ];
  const november2026 = new Date("2026-11-28T12:00:00Z");

  it("keep houses with every picked feature, the Top House badge and Lit tonight", () => {
    expect(ids(filterTownHouses(houses, [], false, november2026))).toEqual([1, 2, 3]);
    expect(ids(filterTownHouses(houses, ["Charity"], false, november2026))).toEqual([1, 2]);
    expect(ids(filterTownHouses(houses, ["Charity", "Blow-Ups"], false, november2026))).toEqual([
      1,
    ]);
    expect(ids(filterTownHouses(houses, ["top-houses"], false, november2026))).toEqual([2]);
    expect(ids(filterTownHouses(houses, [], true, november2026))).toEqual([1]);
  });

  it("read Confirmed this season as the home search does: confirmed for the current season", () => {
    expect(ids(filterTownHouses(houses, [CONFIRMED_FILTER_ID], false, november2026))).toEqual([1]);
    // January 10, 2027 is still the 2026 season; from January 16 the 2027 one, confirmed by none.
    expect(
      ids(filterTownHouses(houses, [CONFIRMED_FILTER_ID], false, new Date("2027-01-10T12:00:00Z"))),
    ).toEqual([1]);
    expect(
      ids(filterTownHouses(houses, [CONFIRMED_FILTER_ID], false, new Date("2027-02-01T12:00:00Z"))),
    ).toEqual([]);
  });
});
