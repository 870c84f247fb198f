/**
 * Address helpers shared by the browser and the worker: slugs, USPS street-suffix
 * normalisation for duplicate detection, US state names and the Long Island bounding box.
 * Pure functions only (no imports, no platform APIs) so both runtimes can use them.
 */

/** Lowercase ASCII slug: accents folded, apostrophes dropped, other runs of non-alphanumerics -> "-". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * USPS Publication 28, Appendix C1 (street suffix abbreviations), grouped by the standard
 * abbreviation: each group lists the primary name and every common or alternate spelling
 * the Postal Service recognises. The standard abbreviation itself is always added as a key.
 */
const USPS_C1: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["aly", ["allee", "alley", "ally"]],
  ["anx", ["anex", "annex", "annx"]],
  ["arc", ["arcade"]],
  ["ave", ["av", "aven", "avenu", "avenue", "avn", "avnue"]],
  ["byu", ["bayoo", "bayou"]],
  ["bch", ["beach"]],
  ["bnd", ["bend"]],
  ["blf", ["bluf", "bluff"]],
  ["blfs", ["bluffs"]],
  ["btm", ["bot", "bottm", "bottom"]],
  ["blvd", ["boul", "boulevard", "boulv"]],
  ["br", ["brnch", "branch"]],
  ["brg", ["brdge", "bridge"]],
  ["brk", ["brook"]],
  ["brks", ["brooks"]],
  ["bg", ["burg"]],
  ["bgs", ["burgs"]],
  ["byp", ["bypa", "bypas", "bypass", "byps"]],
  ["cp", ["camp", "cmp"]],
  ["cyn", ["canyn", "canyon", "cnyn"]],
  ["cpe", ["cape"]],
  ["cswy", ["causeway", "causwa"]],
  ["ctr", ["cen", "cent", "center", "centr", "centre", "cnter", "cntr"]],
  ["ctrs", ["centers"]],
  ["cir", ["circ", "circl", "circle", "crcl", "crcle"]],
  ["cirs", ["circles"]],
  ["clf", ["cliff"]],
  ["clfs", ["cliffs"]],
  ["clb", ["club"]],
  ["cmn", ["common"]],
  ["cmns", ["commons"]],
  ["cor", ["corner"]],
  ["cors", ["corners"]],
  ["crse", ["course"]],
  ["ct", ["court"]],
  ["cts", ["courts"]],
  ["cv", ["cove"]],
  ["cvs", ["coves"]],
  ["crk", ["creek"]],
  ["cres", ["crescent", "crsent", "crsnt"]],
  ["crst", ["crest"]],
  ["xing", ["crossing", "crssng"]],
  ["xrd", ["crossroad"]],
  ["xrds", ["crossroads"]],
  ["curv", ["curve"]],
  ["dl", ["dale"]],
  ["dm", ["dam"]],
  ["dv", ["div", "divide", "dvd"]],
  ["dr", ["driv", "drive", "drv"]],
  ["drs", ["drives"]],
  ["est", ["estate"]],
  ["ests", ["estates"]],
  ["expy", ["exp", "expr", "express", "expressway", "expw"]],
  ["ext", ["extension", "extn", "extnsn"]],
  ["exts", ["extensions"]],
  ["fall", []],
  ["fls", ["falls"]],
  ["fry", ["ferry", "frry"]],
  ["fld", ["field"]],
  ["flds", ["fields"]],
  ["flt", ["flat"]],
  ["flts", ["flats"]],
  ["frd", ["ford"]],
  ["frds", ["fords"]],
  ["frst", ["forest", "forests"]],
  ["frg", ["forg", "forge"]],
  ["frgs", ["forges"]],
  ["frk", ["fork"]],
  ["frks", ["forks"]],
  ["ft", ["fort", "frt"]],
  ["fwy", ["freeway", "freewy", "frway", "frwy"]],
  ["gdn", ["garden", "gardn", "grden", "grdn"]],
  ["gdns", ["gardens", "grdns"]],
  ["gtwy", ["gateway", "gatewy", "gatway", "gtway"]],
  ["gln", ["glen"]],
  ["glns", ["glens"]],
  ["grn", ["green"]],
  ["grns", ["greens"]],
  ["grv", ["grov", "grove"]],
  ["grvs", ["groves"]],
  ["hbr", ["harb", "harbor", "harbr", "hrbor"]],
  ["hbrs", ["harbors"]],
  ["hvn", ["haven"]],
  ["hts", ["heights", "ht"]],
  ["hwy", ["highway", "highwy", "hiway", "hiwy", "hway"]],
  ["hl", ["hill"]],
  ["hls", ["hills"]],
  ["holw", ["hllw", "hollow", "hollows", "holws"]],
  ["inlt", ["inlet"]],
  ["is", ["island", "islnd"]],
  ["iss", ["islands", "islnds"]],
  ["isle", ["isles"]],
  ["jct", ["jction", "jctn", "junction", "junctn", "juncton"]],
  ["jcts", ["jctns", "junctions"]],
  ["ky", ["key"]],
  ["kys", ["keys"]],
  ["knl", ["knol", "knoll"]],
  ["knls", ["knolls"]],
  ["lk", ["lake"]],
  ["lks", ["lakes"]],
  ["land", []],
  ["lndg", ["landing", "lndng"]],
  ["ln", ["lane"]],
  ["lgt", ["light"]],
  ["lgts", ["lights"]],
  ["lf", ["loaf"]],
  ["lck", ["lock"]],
  ["lcks", ["locks"]],
  ["ldg", ["ldge", "lodg", "lodge"]],
  ["loop", ["loops"]],
  ["mall", []],
  ["mnr", ["manor"]],
  ["mnrs", ["manors"]],
  ["mdw", ["meadow"]],
  ["mdws", ["meadows", "medows"]],
  ["mews", []],
  ["ml", ["mill"]],
  ["mls", ["mills"]],
  ["msn", ["mission", "missn", "mssn"]],
  ["mtwy", ["motorway"]],
  ["mt", ["mnt", "mount"]],
  ["mtn", ["mntain", "mntn", "mountain", "mountin", "mtin"]],
  ["mtns", ["mntns", "mountains"]],
  ["nck", ["neck"]],
  ["orch", ["orchard", "orchrd"]],
  ["oval", ["ovl"]],
  ["opas", ["overpass"]],
  ["park", ["prk", "parks"]],
  ["pkwy", ["parkway", "parkwy", "pkway", "pky", "parkways", "pkwys"]],
  ["pass", []],
  ["psge", ["passage"]],
  ["path", ["paths"]],
  ["pike", ["pikes"]],
  ["pne", ["pine"]],
  ["pnes", ["pines"]],
  ["pl", ["place"]],
  ["pln", ["plain"]],
  ["plns", ["plains"]],
  ["plz", ["plaza", "plza"]],
  ["pt", ["point"]],
  ["pts", ["points"]],
  ["prt", ["port"]],
  ["prts", ["ports"]],
  ["pr", ["prairie", "prr"]],
  ["radl", ["rad", "radial", "radiel"]],
  ["ramp", []],
  ["rnch", ["ranch", "ranches", "rnchs"]],
  ["rpd", ["rapid"]],
  ["rpds", ["rapids"]],
  ["rst", ["rest"]],
  ["rdg", ["rdge", "ridge"]],
  ["rdgs", ["ridges"]],
  ["riv", ["river", "rvr", "rivr"]],
  ["rd", ["road"]],
  ["rds", ["roads"]],
  ["rte", ["route"]],
  ["row", []],
  ["rue", []],
  ["run", []],
  ["shl", ["shoal"]],
  ["shls", ["shoals"]],
  ["shr", ["shoar", "shore"]],
  ["shrs", ["shoars", "shores"]],
  ["skwy", ["skyway"]],
  ["spg", ["spng", "spring", "sprng"]],
  ["spgs", ["spngs", "springs", "sprngs"]],
  ["spur", ["spurs"]],
  ["sq", ["sqr", "sqre", "squ", "square"]],
  ["sqs", ["sqrs", "squares"]],
  ["sta", ["station", "statn", "stn"]],
  ["stra", ["strav", "straven", "stravenue", "stravn", "strvn", "strvnue"]],
  ["strm", ["stream", "streme"]],
  ["st", ["street", "strt", "str"]],
  ["sts", ["streets"]],
  ["smt", ["sumit", "sumitt", "summit"]],
  ["ter", ["terr", "terrace"]],
  ["trwy", ["throughway"]],
  ["trce", ["trace", "traces"]],
  ["trak", ["track", "tracks", "trk", "trks"]],
  ["trfy", ["trafficway"]],
  ["trl", ["trail", "trails", "trls"]],
  ["trlr", ["trailer", "trlrs"]],
  ["tunl", ["tunel", "tunls", "tunnel", "tunnels", "tunnl"]],
  ["tpke", ["trnpk", "turnpike", "turnpk"]],
  ["upas", ["underpass"]],
  ["un", ["union"]],
  ["uns", ["unions"]],
  ["vly", ["valley", "vally", "vlly"]],
  ["vlys", ["valleys"]],
  ["via", ["vdct", "viadct", "viaduct"]],
  ["vw", ["view"]],
  ["vws", ["views"]],
  ["vlg", ["vill", "villag", "village", "villg", "villiage"]],
  ["vlgs", ["villages"]],
  ["vl", ["ville"]],
  ["vis", ["vist", "vista", "vst", "vsta"]],
  ["walk", ["walks"]],
  ["wall", []],
  ["way", ["wy"]],
  ["ways", []],
  ["wl", ["well"]],
  ["wls", ["wells"]],
];

/** Every USPS street suffix spelling (lowercase) -> its standard abbreviation (lowercase). */
export const USPS_SUFFIXES: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    USPS_C1.flatMap(([abbr, spellings]) => [
      [abbr, abbr] as const,
      ...spellings.map((s) => [s, abbr] as const),
    ]),
  ),
);

/** Directionals that may follow the street type ("Main St N"); they are never a suffix. */
const DIRECTIONALS = new Set([
  "n",
  "s",
  "e",
  "w",
  "ne",
  "nw",
  "se",
  "sw",
  "north",
  "south",
  "east",
  "west",
  "northeast",
  "northwest",
  "southeast",
  "southwest",
]);

/**
 * A trailing secondary unit: a designator (apartment, apt, suite, ste, unit, room, floor,
 * building, #) then an identifier. The identifier must hold a digit or be at most 2 letters,
 * so a street really named "Suite Street" or "Unit Road" is left alone.
 */
const UNIT_RE =
  /[\s,]+(?:(?:apartment|apt|suite|ste|unit|room|rm|floor|fl|building|bldg)\.?\s*#?\s*|#\s*)([a-z0-9][a-z0-9-]*)[\s,.]*$/i;

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Removes a trailing apartment / suite / unit / # designator ("12 Oak St, Apt 4B" -> "12 Oak St"). */
export function stripUnit(address: string): string {
  let result = collapseSpaces(address);
  // Twice, for "Bldg 2 Apt 4" style addresses.
  for (let i = 0; i < 2; i++) {
    const match = UNIT_RE.exec(result);
    if (!match || match.index === 0) break;
    const id = match[1] ?? "";
    if (!/\d/.test(id) && id.length > 2) break;
    // "31 Suite St": a letter id that is a street suffix is the street's type, not a unit.
    if (!/\d/.test(id) && id.replace(/\.$/, "").toLowerCase() in USPS_SUFFIXES) break;
    result = result.slice(0, match.index);
  }
  return result.replace(/[\s,]+$/, "");
}

/** Keeps the writer's style: "STREET" -> "ST", "street" -> "st", anything else -> "St". */
function matchCase(original: string, abbr: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return abbr.toUpperCase();
  if (original === original.toLowerCase()) return abbr;
  return abbr.charAt(0).toUpperCase() + abbr.slice(1);
}

/**
 * Abbreviates the trailing street-type word to its USPS form ("12 Oak Street" -> "12 Oak St").
 * Only the last word is considered, or the one before a trailing directional
 * ("12 Main Street North" -> "12 Main St North"); words in the middle never change. The
 * suffix must follow a name word, so "12 Street" or a bare "Avenue" stays as typed.
 */
export function abbreviateStreetSuffix(address: string): string {
  const words = collapseSpaces(address).split(" ");
  let index = words.length - 1;
  const bare = (word: string | undefined) => (word ?? "").replace(/[.,]+$/, "").toLowerCase();
  if (index >= 2 && DIRECTIONALS.has(bare(words[index]))) index--;
  const word = words[index];
  if (word === undefined || index < 1) return words.join(" ");
  // The word before the suffix must be part of a street name, not just the house number.
  if (!/[a-z]/i.test(words[index - 1] ?? "")) return words.join(" ");
  const abbr = USPS_SUFFIXES[bare(word)];
  if (!abbr) return words.join(" ");
  words[index] = matchCase(word.replace(/[.,]+$/, ""), abbr);
  return words.join(" ");
}

/** The street line as used for duplicate checks: no unit, USPS suffix, single spaces. */
export function normalizeAddressForDuplicateCheck(address: string): string {
  return collapseSpaces(abbreviateStreetSuffix(stripUnit(address)));
}

/** "12 Oak Street", "Massapequa" and "12 oak st", "massapequa" give the same key. */
export function addressKey(address: string, city: string): string {
  const street = normalizeAddressForDuplicateCheck(address)
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return `${street}|${slugify(city)}`;
}

/** URL slugs of a house page: /houses/{citySlug}/{streetSlug}. */
export function houseSlugs(
  address: string,
  city: string,
): { citySlug: string; streetSlug: string } {
  return {
    citySlug: slugify(city),
    streetSlug: slugify(normalizeAddressForDuplicateCheck(address)),
  };
}

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
 * comes back trimmed but otherwise unchanged.
 */
export function expandState(abbrOrName: string): string {
  const trimmed = collapseSpaces(abbrOrName);
  const code = trimmed.replace(/\./g, "").toUpperCase();
  const byCode = STATE_NAMES[code];
  if (byCode) return byCode;
  const lower = trimmed.toLowerCase();
  return Object.values(STATE_NAMES).find((name) => name.toLowerCase() === lower) ?? trimmed;
}

/**
 * Box around the Nassau and Suffolk county outlines (Census, us-atlas counties-10m, including
 * Fishers Island), padded by 0.02 degrees and rounded outward to 2 decimals.
 * scripts/generate-map-layers.ts checks the outlines still fit inside it.
 */
export const LONG_ISLAND_BOUNDS = Object.freeze({
  minLat: 40.56,
  maxLat: 41.31,
  minLng: -73.79,
  maxLng: -71.83,
});

export function isOnLongIsland(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= LONG_ISLAND_BOUNDS.minLat &&
    lat <= LONG_ISLAND_BOUNDS.maxLat &&
    lng >= LONG_ISLAND_BOUNDS.minLng &&
    lng <= LONG_ISLAND_BOUNDS.maxLng
  );
}

/** floor(latitude * 50): 1/50 degree (~1.4 mile) bands indexed for radius search. */
export function latBand(latitude: number): number {
  return Math.floor(latitude * 50);
}
