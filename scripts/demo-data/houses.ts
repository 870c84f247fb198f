/** Demo data: the houses (addresses, titles, descriptions, features, positions). */
import { houseSlugs } from "../../contract/address.ts";
import { FEATURE_IDS, type FeatureId } from "../../contract/features.ts";
import { DEMO_TOWNS, pointNear, type Town } from "./places.ts";
import { chance, int, NOW, pick, rand, shuffle } from "./random.ts";
import { MEMBERS } from "./users.ts";

// ---------------------------------------------------------------------------------------------
// Houses
// ---------------------------------------------------------------------------------------------

export const HOUSE_COUNT = 72;

/** Residential street names common across Long Island, with their street-type word. */
export const STREETS: [string, string][] = [
  ["Maple", "Avenue"],
  ["Oak", "Street"],
  ["Elm", "Street"],
  ["Cedar", "Lane"],
  ["Willow", "Road"],
  ["Birch", "Drive"],
  ["Chestnut", "Court"],
  ["Hickory", "Lane"],
  ["Dogwood", "Lane"],
  ["Holly", "Drive"],
  ["Linden", "Street"],
  ["Spruce", "Street"],
  ["Sycamore", "Avenue"],
  ["Magnolia", "Place"],
  ["Locust", "Avenue"],
  ["Beech", "Street"],
  ["Laurel", "Road"],
  ["Juniper", "Court"],
  ["Hawthorne", "Road"],
  ["Bayview", "Avenue"],
  ["Harbor View", "Drive"],
  ["Seaman", "Avenue"],
  ["Carman", "Avenue"],
  ["Woodbine", "Drive"],
  ["Lakeview", "Avenue"],
  ["Sunrise", "Court"],
  ["Meadow", "Lane"],
  ["Orchard", "Street"],
  ["Brookside", "Drive"],
  ["Fairway", "Drive"],
  ["Hillside", "Avenue"],
  ["Cherry", "Lane"],
  ["Poplar", "Street"],
  ["Walnut", "Street"],
  ["Pine", "Street"],
  ["Ivy", "Court"],
  ["Rose", "Terrace"],
  ["Lilac", "Lane"],
  ["Tulip", "Avenue"],
  ["Colonial", "Road"],
  ["Revere", "Road"],
  ["Jefferson", "Street"],
  ["Washington", "Avenue"],
  ["Lincoln", "Boulevard"],
  ["Hamilton", "Place"],
  ["Madison", "Street"],
  ["Whitney", "Avenue"],
  ["Deer", "Path"],
  ["Fox Hollow", "Road"],
  ["Wildwood", "Drive"],
  ["Shore", "Road"],
  ["Sound View", "Drive"],
  ["Old Mill", "Road"],
  ["Bay", "Avenue"],
  ["Cove", "Road"],
  ["Edgewood", "Drive"],
  ["Greenway", "Terrace"],
  ["Sunset", "Boulevard"],
  ["Partridge", "Lane"],
  ["Pheasant", "Run"],
];
/** About a quarter of addresses are typed with the short form, as people do. */
export const SHORT_FORM: Record<string, string> = {
  Avenue: "Ave",
  Street: "St",
  Lane: "Ln",
  Road: "Rd",
  Drive: "Dr",
  Court: "Ct",
  Place: "Pl",
  Terrace: "Ter",
  Boulevard: "Blvd",
};

export const SURNAMES = [
  "Johnson",
  "Russo",
  "Murphy",
  "Esposito",
  "Kelly",
  "Schmidt",
  "Romano",
  "Sullivan",
  "Cohen",
  "Nguyen",
  "Garcia",
  "Brennan",
  "Lombardi",
  "Walsh",
  "Ferraro",
  "Donnelly",
  "Castellano",
  "Rivera",
  "Caputo",
  "McCarthy",
  "DeLuca",
  "Gallagher",
  "Fischer",
  "Rossi",
  "Hughes",
  "Martinez",
  "Kaplan",
  "Quinn",
];

/** Stand-alone display names; the rest are built from the family or street name. */
export const NAMED_TITLES = [
  "Candy Cane Lane",
  "Santa's Workshop",
  "Jingle Bell Junction",
  "Frosty's Hideaway",
  "Reindeer Crossing",
  "Peppermint Palace",
  "Gingerbread Corner",
  "Sugarplum Village",
  "Starlight Cottage",
  "The Polar Express Stop",
  "Twinkle Town",
  "Mistletoe Manor",
  "Snowflake Station",
  "Elf Headquarters",
  "The Nutcracker House",
  "Silent Night Sanctuary",
  "Tinsel Towers",
  "Holly Jolly Home",
  "North Pole East",
  "The Merry Mailbox",
  "Winter Wonderland",
  "Sleigh Bell Square",
  "Cocoa Corner",
  "The Glow House",
];
export const FAMILY_TITLES = [
  (s: string) => `The ${s} Family Light Show`,
  (s: string) => `The ${s} Christmas Spectacular`,
  (s: string) => `${s} Family Holiday Lights`,
  (s: string) => `The Merry ${s} Display`,
];
export const STREET_TITLES = [
  (s: string) => `Winter Wonderland on ${s}`,
  (s: string) => `The Lights of ${s}`,
  (s: string) => `North Pole on ${s}`,
];

/** One sentence per feature, so a description always matches the house's features. */
export const FEATURE_SENTENCES: Record<FeatureId, string[]> = {
  "Blow-Ups": [
    "More than {n} inflatables crowd the front lawn, from a giant Grinch to a snow globe the kids love.",
    "The yard is packed with blow-ups: a ten-foot snowman, penguins on a sled and a very jolly Santa.",
  ],
  Animatronics: [
    "Animated reindeer, a waving Santa and a choir of singing carolers bring the whole yard to life.",
    "Watch the animatronic elves hammer away in Santa's workshop by the garage.",
  ],
  "Lights Only": [
    "Classic warm-white lights outline every roofline, window and tree: simple and elegant.",
    "Tens of thousands of lights wrapped around every branch on the property, no inflatables needed.",
  ],
  "Music-Sync": [
    "Tune your car radio to 88.{d} FM and watch the lights dance to the music every half hour.",
    "A synchronized show plays on a loop after dark, with {n} songs from Mariah to Trans-Siberian Orchestra.",
  ],
  "Walk-Through": [
    "Stroll the candy-cane path through a tunnel of lights and into the backyard village.",
    "Families are welcome to walk the lit path around the house; strollers fit easily.",
  ],
  Interactive: [
    "Kids can drop a letter in Santa's mailbox and press the big red button to make it snow.",
    "Push the buttons on the front gate to change the colors of the whole display.",
  ],
  Charity: [
    "Donations collected at the display go to Toys for Tots.",
    "Bring a canned good for the local food pantry; the bin is by the mailbox.",
  ],
  "Outdoor-Characters": [
    "Snoopy, Frosty and the whole Peanuts gang gather around a glowing tree.",
    "Hand-painted wooden characters line the driveway, from the Grinch to Rudolph and friends.",
  ],
};
export const OPENERS = [
  "A {town} favorite for {n} years and counting.",
  "This family has been decorating since {year}.",
  "One of the brightest houses in {town}.",
  "Neighbors call this the best display on the block.",
];
export const CLOSERS = [
  "Lights are on nightly from 5 to 10 pm through New Year's Day.",
  "Please be kind to the neighbors and don't block driveways.",
  "Best seen after dark on weekends, when everything is running.",
  "Hot cocoa is sometimes served on Saturday nights!",
];

export function fill(template: string, town: string): string {
  return template
    .replace("{town}", town)
    .replace("{n}", String(int(6, 25)))
    .replace("{year}", String(int(1988, 2015)))
    .replace("{d}", String(int(1, 9)));
}

/** 1-4 features; "Lights Only" never sits next to blow-ups, animatronics or characters. */
export function pickFeatures(): FeatureId[] {
  if (chance(0.15)) {
    const extras = shuffle(["Music-Sync", "Charity", "Walk-Through"] as FeatureId[]).slice(
      0,
      int(0, 2),
    );
    return ["Lights Only", ...extras];
  }
  const pool = FEATURE_IDS.filter((f) => f !== "Lights Only");
  return shuffle(pool).slice(0, int(1, 4));
}

export type House = {
  id: number;
  title: string;
  description: string;
  address: string;
  city: string;
  county: Town["county"];
  latitude: number;
  longitude: number;
  features: FeatureId[];
  submittedBy: string;
  createdAt: number;
  quality: number;
};

// Towns: every demo town once, then more houses in a shuffled selection of them.
export const houseTowns = [
  ...DEMO_TOWNS,
  ...shuffle(DEMO_TOWNS).slice(0, HOUSE_COUNT - DEMO_TOWNS.length),
];
// Ids follow creation time, like an autoincrement would.
export const createdTimes = Array.from(
  { length: HOUSE_COUNT },
  () => NOW - int(1, 60 * 24 * 60) * 60_000,
).sort((a, b) => a - b);
export const usedSlugs = new Set<string>();
export const usedTitles = new Set<string>();
export const namedTitles = shuffle(NAMED_TITLES);

export const houses: House[] = shuffle(houseTowns).map((town, index) => {
  let address = "";
  let street = "";
  for (;;) {
    const [name, type] = pick(STREETS);
    street = `${name} ${type}`;
    address = `${int(3, 420)} ${name} ${chance(0.25) ? (SHORT_FORM[type] ?? type) : type}`;
    const { citySlug, streetSlug } = houseSlugs(address, town.name);
    if (!usedSlugs.has(`${citySlug}/${streetSlug}`)) {
      usedSlugs.add(`${citySlug}/${streetSlug}`);
      break;
    }
  }
  let title = "";
  while (!title || usedTitles.has(title)) {
    const r = rand();
    if (r < 0.35 && namedTitles.length > 0) title = namedTitles.pop()!;
    else if (r < 0.8) title = pick(FAMILY_TITLES)(pick(SURNAMES));
    else title = pick(STREET_TITLES)(street);
  }
  usedTitles.add(title);

  const features = pickFeatures();
  // 1-3 sentences: what the display has, maybe an opener, maybe a practical note.
  const sentences = features
    .slice(0, chance(0.4) ? 2 : 1)
    .map((f) => fill(pick(FEATURE_SENTENCES[f]), town.name));
  if (sentences.length < 3 && chance(0.5)) sentences.unshift(fill(pick(OPENERS), town.name));
  if (sentences.length < 3 && chance(0.5)) sentences.push(pick(CLOSERS));

  return {
    id: index + 1,
    title,
    description: sentences.join(" "),
    address,
    city: town.name,
    county: town.county,
    ...pointNear(town),
    features,
    submittedBy: pick(MEMBERS).id,
    createdAt: createdTimes[index]!,
    quality: rand(),
  };
});
