import { CONFIRMED_FILTER_ID } from "@contract/season";
import { describe, expect, it } from "vitest";
import { houseListSearch, loadedHouses } from "./houses";

const page = (...ids: number[]) => ({ houses: ids.map((id) => ({ id, title: `House ${id}` })) });

describe("loadedHouses", () => {
  it("keeps every house of every page, in order", () => {
    expect(loadedHouses({ pages: [page(1, 2), page(3, 4)] }).map((h) => h.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it("shows a house that moved down into the next page once, where it was first shown", () => {
    // A rating between the two fetches moved house 2 from page 1 to page 2.
    expect(loadedHouses({ pages: [page(1, 2, 3), page(2, 4, 5)] }).map((h) => h.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it("is empty before the first page", () => {
    expect(loadedHouses(undefined)).toEqual([]);
  });
});

describe("houseListSearch", () => {
  it("sends Confirmed this season as confirmed=true, never as a feature", () => {
    const query = houseListSearch({ features: [CONFIRMED_FILTER_ID, "Blow-Ups"] });
    expect(query.features).toBe("Blow-Ups");
    expect(query.confirmed).toBe("true");
    const alone = houseListSearch({ features: [CONFIRMED_FILTER_ID] });
    expect(alone.features).toBeUndefined();
    expect(alone.confirmed).toBe("true");
    expect(houseListSearch({ features: ["Blow-Ups"] }).confirmed).toBeUndefined();
  });
});
