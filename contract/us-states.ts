/**
 * US state names for address normalisation (see contract/address.ts, which re-exports
 * expandState): apart from the street-suffix table, so the submit form expands a picked
 * address's state without loading that table before its first check.
 */

/** The 50 US states: USPS abbreviation -> full name. */
export const STATE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
});

/**
 * "NY", "ny", "N.Y." or "new york" -> "New York". Anything that is not one of the 50 states
 * comes back trimmed (inner spaces collapsed) but otherwise unchanged.
 */
export function expandState(abbrOrName: string): string {
  const trimmed = abbrOrName.replace(/\s+/g, " ").trim();
  const code = trimmed.replace(/\./g, "").toUpperCase();
  const byCode = STATE_NAMES[code];
  if (byCode) return byCode;
  const lower = trimmed.toLowerCase();
  return Object.values(STATE_NAMES).find((name) => name.toLowerCase() === lower) ?? trimmed;
}
