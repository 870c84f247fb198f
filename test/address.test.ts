import { describe, it } from "vitest";
import {
  abbreviateStreetSuffix,
  addressKey,
  expandState,
  houseSlugs,
  isOnLongIsland,
  latBand,
  normalizeAddressForDuplicateCheck,
  slugify,
  stripUnit,
} from "../contract/address.ts";
import { STATE_NAMES } from "../contract/us-states.ts";
import { USPS_SUFFIXES } from "../contract/usps-street-suffixes.ts";

describe("stripUnit", () => {
  const cases: [string, string][] = [
    ["12 Oak St Apt 4B", "12 Oak St"],
    ["12 Oak St, Suite 200", "12 Oak St"],
    ["12 Oak St #3", "12 Oak St"],
    ["12 Oak St Unit C", "12 Oak St"],
    ["12 Oak St, Apt. #12", "12 Oak St"],
    ["12 Oak St Ste 5", "12 Oak St"],
    ["  12   Oak St  apartment 7  ", "12 Oak St"],
    ["12 Oak St", "12 Oak St"],
    // A street named like a designator keeps its name.
    ["12 Suite Street", "12 Suite Street"],
    ["31 Suite St", "31 Suite St"],
    ["8 Unit Rd", "8 Unit Rd"],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} -> ${JSON.stringify(expected)}`, ({ expect }) => {
      expect(stripUnit(input)).toBe(expected);
    });
  }
});

describe("abbreviateStreetSuffix", () => {
  const cases: [string, string][] = [
    ["12 Oak Street", "12 Oak St"],
    ["12 Avenue Street", "12 Avenue St"],
    ["45 Maple Avenue", "45 Maple Ave"],
    ["7 Harbor View Drive", "7 Harbor View Dr"],
    ["100 Main St N", "100 Main St N"],
    ["100 Main Street North", "100 Main St North"],
    ["9 OCEAN BOULEVARD", "9 OCEAN BLVD"],
    ["3 pine terrace", "3 pine ter"],
    ["1 Vanderbilt Parkway", "1 Vanderbilt Pkwy"],
    ["5 Jericho Turnpike", "5 Jericho Tpke"],
    ["77 Sunrise Highway", "77 Sunrise Hwy"],
    ["8 Holly Circle", "8 Holly Cir"],
    ["21 Linden Court", "21 Linden Ct"],
    ["14 Magnolia Place", "14 Magnolia Pl"],
    ["30 Cedar Lane", "30 Cedar Ln"],
    ["6 Willow Road", "6 Willow Rd"],
    ["12 Oak St.", "12 Oak St"],
    ["12 Broadway", "12 Broadway"],
    ["4 Deer Path", "4 Deer Path"],
    ["12 Street", "12 Street"],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} -> ${JSON.stringify(expected)}`, ({ expect }) => {
      expect(abbreviateStreetSuffix(input)).toBe(expected);
    });
  }

  it("knows the USPS spellings", ({ expect }) => {
    expect(USPS_SUFFIXES.str).toBe("st");
    expect(USPS_SUFFIXES.strt).toBe("st");
    expect(USPS_SUFFIXES.avnue).toBe("ave");
    expect(USPS_SUFFIXES.av).toBe("ave");
    expect(USPS_SUFFIXES.boulevard).toBe("blvd");
    expect(USPS_SUFFIXES.terrace).toBe("ter");
    expect(USPS_SUFFIXES.tpke).toBe("tpke");
    expect(USPS_SUFFIXES.north).toBeUndefined();
  });
});

describe("normalizeAddressForDuplicateCheck", () => {
  it("strips the unit, then abbreviates the suffix", ({ expect }) => {
    expect(normalizeAddressForDuplicateCheck(" 12  Oak   Street, Apt 4B ")).toBe("12 Oak St");
  });
});

describe("addressKey", () => {
  const cases: [string, string, string][] = [
    ["12 Oak Street", "Massapequa", "12 oak st|massapequa"],
    ["12 oak st", "massapequa", "12 oak st|massapequa"],
    ["12 Oak Street Apt 4", "Massapequa Park", "12 oak st|massapequa-park"],
    ["12 O'Neil Avenue", "Bay Shore", "12 oneil ave|bay-shore"],
    ["300 Main St. #2", "Port Jefferson", "300 main st|port-jefferson"],
    // A full address: the town, state, ZIP and country after the street are not the street.
    ["12 QA Test Lane, Dix Hills, NY 11746", "Dix Hills", "12 qa test ln|dix-hills"],
    ["12 QA Test Lane, Dix Hills NY 11746, USA", "Dix Hills", "12 qa test ln|dix-hills"],
    ["12 QA Test Lane, dix hills", "Dix Hills", "12 qa test ln|dix-hills"],
    ["12 QA Test Lane, N.Y. 11746-0001", "Dix Hills", "12 qa test ln|dix-hills"],
    ["12 QA Test Lane Dix Hills NY 11746", "Dix Hills", "12 qa test ln|dix-hills"],
    ["12 QA Test Lane 11746", "Dix Hills", "12 qa test ln|dix-hills"],
    ["12 Oak St, Apt 4B, Commack, New York, United States", "Commack", "12 oak st|commack"],
    // Another town without a state after it stays: it may be part of what was typed.
    ["12 QA Test Lane, Commack", "Dix Hills", "12 qa test lane commack|dix-hills"],
    // A street named like a state keeps its name.
    ["8 New York Avenue", "Huntington", "8 new york ave|huntington"],
  ];
  for (const [address, city, expected] of cases) {
    it(`${address}, ${city} -> ${expected}`, ({ expect }) => {
      expect(addressKey(address, city)).toBe(expected);
    });
  }

  it("matches the long and the short spelling in the same city only", ({ expect }) => {
    expect(addressKey("12 Oak Street", "Merrick")).toBe(addressKey("12 OAK ST", "merrick"));
    expect(addressKey("12 Oak Street", "Merrick")).not.toBe(
      addressKey("12 Oak Street", "Bellmore"),
    );
  });
});

describe("houseSlugs", () => {
  const cases: [string, string, { citySlug: string; streetSlug: string }][] = [
    [
      "12 Oak Street, Apt 4",
      "Port Jefferson Station",
      { citySlug: "port-jefferson-station", streetSlug: "12-oak-st" },
    ],
    ["5 St. Mark's Place", "Saint James", { citySlug: "saint-james", streetSlug: "5-st-marks-pl" }],
    ["45 Maple Ave", "East Meadow", { citySlug: "east-meadow", streetSlug: "45-maple-ave" }],
    [
      "12 QA Test Lane, Dix Hills, NY 11746",
      "Dix Hills",
      { citySlug: "dix-hills", streetSlug: "12-qa-test-ln" },
    ],
  ];
  for (const [address, city, expected] of cases) {
    it(`${address}, ${city}`, ({ expect }) => {
      expect(houseSlugs(address, city)).toEqual(expected);
    });
  }

  it("slugify folds accents and trims dashes", ({ expect }) => {
    expect(slugify("  Café Crème & Co.  ")).toBe("cafe-creme-co");
  });
});

describe("expandState", () => {
  const cases: [string, string][] = [
    ["NY", "New York"],
    ["ny", "New York"],
    ["N.Y.", "New York"],
    ["new york", "New York"],
    [" ca ", "California"],
    ["Ontario", "Ontario"],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} -> ${expected}`, ({ expect }) => {
      expect(expandState(input)).toBe(expected);
    });
  }

  it("has the 50 states", ({ expect }) => {
    expect(Object.keys(STATE_NAMES)).toHaveLength(50);
  });
});

describe("Long Island geometry", () => {
  it("latBand is floor(latitude * 50)", ({ expect }) => {
    expect(latBand(40.7)).toBe(2035);
    expect(latBand(40.719999)).toBe(2035);
  });

  it("isOnLongIsland", ({ expect }) => {
    expect(isOnLongIsland(40.68, -73.47)).toBe(true); // Massapequa
    expect(isOnLongIsland(41.03, -71.95)).toBe(true); // Montauk
    expect(isOnLongIsland(40.75, -74.0)).toBe(false); // Manhattan
    expect(isOnLongIsland(Number.NaN, -73.4)).toBe(false);
  });
});
