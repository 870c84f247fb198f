/**
 * Generates the demo data set: seed/demo.sql (users, houses, features, photos, videos,
 * reviews and site content for D1), seed/demo-users.json (the matching sign-in accounts for the
 * auth emulator) and the illustrations in public/demo/*.svg.
 *
 * Run after scripts/generate-places.ts: node_modules/.bin/node scripts/generate-demo-data.ts
 *
 * Deterministic: one seeded PRNG and fixed ids, so re-running it gives byte-identical files and
 * loading the SQL twice changes nothing (every statement is INSERT OR IGNORE with its id).
 * There is no BEGIN/COMMIT: `wrangler d1 execute --file` rejects them.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { addressKey, houseSlugs, latBand } from "../contract/address.ts";
import { FEATURE_IDS, type FeatureId } from "../contract/features.ts";
import { SITE_CONTENT_DEFAULTS } from "../contract/site-content-defaults.ts";

const root = path.join(import.meta.dirname, "..");

// ---------------------------------------------------------------------------------------------
// Randomness and time
// ---------------------------------------------------------------------------------------------

/** mulberry32: tiny, fast and good enough for demo data; the seed fixes every output. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = mulberry32(20261120);
const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const chance = (p: number) => rand() < p;
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
function shuffle<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The demo "today": midnight 2026-11-20 in New York (UTC-5). Houses appear over the 60 days before. */
const NOW = Date.UTC(2026, 10, 20, 5, 0, 0);
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

type DemoUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
};

const ADMIN: DemoUser = {
  id: "demo-admin",
  email: "admin@example.com",
  firstName: "Avery",
  lastName: "Admin",
  isAdmin: true,
};
const MEMBERS: DemoUser[] = [
  ["Holly", "Bennett"],
  ["Nick", "Russo"],
  ["Carol", "Fitzgerald"],
  ["Noel", "Castillo"],
  ["Ivy", "Nakamura"],
  ["Joy", "Patel"],
  ["Gabriel", "O'Connor"],
  ["Stella", "Kowalski"],
  // Neighbours who mostly review: full names, so reviews read like a real directory's.
  ["Maria", "Esposito"],
  ["Kevin", "Doyle"],
  ["Priya", "Raman"],
  ["Tom", "Schaefer"],
  ["Angela", "Marino"],
  ["Derek", "Washington"],
  ["Lauren", "McCarthy"],
  ["Sam", "Goldberg"],
  ["Rosa", "Delgado"],
  ["Brian", "Kelly"],
  ["Nicole", "Ferraro"],
  ["James", "Okafor"],
  ["Erin", "Gallagher"],
  ["Victor", "Chen"],
  ["Dana", "Lombardi"],
  ["Mike", "Sullivan"],
  ["Christine", "Park"],
  ["Anthony", "Caruso"],
  ["Megan", "Brennan"],
  ["Luis", "Ortiz"],
  ["Jenna", "Schwartz"],
  ["Pat", "Murphy"],
  ["Tara", "Singh"],
  ["Greg", "Vitale"],
].map(([firstName, lastName], i) => ({
  id: `demo-user-${i + 1}`,
  // The first eight keep their short addresses (the README names holly@example.com).
  email:
    i < 8
      ? `${firstName!.toLowerCase()}@example.com`
      : `${firstName!.toLowerCase()}.${lastName!.toLowerCase()}@example.com`,
  firstName: firstName!,
  lastName: lastName!,
  isAdmin: false,
}));
const USERS = [ADMIN, ...MEMBERS];
/** Shown in the README; the same for every demo account. */
const DEMO_PASSWORD = "lights-demo-1";

// ---------------------------------------------------------------------------------------------
// Places: the towns the demo houses are in, from the generated gazetteer
// ---------------------------------------------------------------------------------------------

type Town = { name: string; county: "Nassau" | "Suffolk"; latitude: number; longitude: number };
const places = JSON.parse(
  readFileSync(path.join(root, "worker/services/places/long-island-places.json"), "utf8"),
) as { towns: Town[] };

/** Well-known residential towns, both counties well represented (20 Nassau, 24 Suffolk). */
const DEMO_TOWNS = [
  // Nassau
  "Massapequa",
  "Levittown",
  "East Meadow",
  "Merrick",
  "Wantagh",
  "Bellmore",
  "Seaford",
  "Hicksville",
  "Garden City",
  "Rockville Centre",
  "Valley Stream",
  "Freeport",
  "Baldwin",
  "Oceanside",
  "Syosset",
  "Franklin Square",
  "Plainview",
  "Glen Cove",
  "Mineola",
  "Lynbrook",
  // Suffolk
  "Huntington",
  "Commack",
  "Smithtown",
  "Babylon",
  "West Islip",
  "Lindenhurst",
  "Bay Shore",
  "Sayville",
  "Patchogue",
  "Holbrook",
  "Ronkonkoma",
  "Centereach",
  "Selden",
  "Port Jefferson",
  "Stony Brook",
  "Northport",
  "Kings Park",
  "Riverhead",
  "Mattituck",
  "Southampton",
  "East Northport",
  "Deer Park",
  "Shirley",
  "Hampton Bays",
].map((name) => {
  const town = places.towns.find((t) => t.name === name);
  if (!town) throw new Error(`${name} is not in the places file`);
  return town;
});

/**
 * Land check against the land polygons of the map's own base layer (public/map/long-island.geojson,
 * whatever coastline it holds), so no demo pin sits in a bay on the map people see.
 */
type Ring = [number, number][];
const landPolygons: Ring[][] = JSON.parse(
  readFileSync(path.join(root, "public/map/long-island.geojson"), "utf8"),
).features.flatMap((f: { geometry: { type: string; coordinates: unknown } }) =>
  f.geometry.type === "Polygon"
    ? [f.geometry.coordinates as Ring[]]
    : f.geometry.type === "MultiPolygon"
      ? (f.geometry.coordinates as Ring[][])
      : [],
);
function inRing([x, y]: [number, number], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
const onLand = (lat: number, lng: number) =>
  landPolygons.some(
    ([outer, ...holes]) => inRing([lng, lat], outer!) && !holes.some((h) => inRing([lng, lat], h)),
  );

const MILES_PER_DEGREE_LAT = 69.05;
function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

/** A point 0.05-0.42 miles from the town centroid, on land; 6 decimals (~10 cm) like a geocoder. */
function pointNear(town: Town): { latitude: number; longitude: number } {
  for (let attempt = 0; attempt < 200; attempt++) {
    const miles = 0.05 + rand() * 0.37;
    const angle = rand() * 2 * Math.PI;
    const latitude = town.latitude + (miles * Math.cos(angle)) / MILES_PER_DEGREE_LAT;
    const longitude =
      town.longitude +
      (miles * Math.sin(angle)) /
        (MILES_PER_DEGREE_LAT * Math.cos((town.latitude * Math.PI) / 180));
    const p = {
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
    };
    const distance = milesBetween(town.latitude, town.longitude, p.latitude, p.longitude);
    if (distance <= 0.5 && onLand(p.latitude, p.longitude)) return p;
  }
  throw new Error(`no land near ${town.name}`);
}

// ---------------------------------------------------------------------------------------------
// Houses
// ---------------------------------------------------------------------------------------------

const HOUSE_COUNT = 72;

/** Residential street names common across Long Island, with their street-type word. */
const STREETS: [string, string][] = [
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
const SHORT_FORM: Record<string, string> = {
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

const SURNAMES = [
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
const NAMED_TITLES = [
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
const FAMILY_TITLES = [
  (s: string) => `The ${s} Family Light Show`,
  (s: string) => `The ${s} Christmas Spectacular`,
  (s: string) => `${s} Family Holiday Lights`,
  (s: string) => `The Merry ${s} Display`,
];
const STREET_TITLES = [
  (s: string) => `Winter Wonderland on ${s}`,
  (s: string) => `The Lights of ${s}`,
  (s: string) => `North Pole on ${s}`,
];

/** One sentence per feature, so a description always matches the house's features. */
const FEATURE_SENTENCES: Record<FeatureId, string[]> = {
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
const OPENERS = [
  "A {town} favorite for {n} years and counting.",
  "This family has been decorating since {year}.",
  "One of the brightest houses in {town}.",
  "Neighbors call this the best display on the block.",
];
const CLOSERS = [
  "Lights are on nightly from 5 to 10 pm through New Year's Day.",
  "Please be kind to the neighbors and don't block driveways.",
  "Best seen after dark on weekends, when everything is running.",
  "Hot cocoa is sometimes served on Saturday nights!",
];

function fill(template: string, town: string): string {
  return template
    .replace("{town}", town)
    .replace("{n}", String(int(6, 25)))
    .replace("{year}", String(int(1988, 2015)))
    .replace("{d}", String(int(1, 9)));
}

/** 1-4 features; "Lights Only" never sits next to blow-ups, animatronics or characters. */
function pickFeatures(): FeatureId[] {
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

type House = {
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
const houseTowns = [
  ...DEMO_TOWNS,
  ...shuffle(DEMO_TOWNS).slice(0, HOUSE_COUNT - DEMO_TOWNS.length),
];
// Ids follow creation time, like an autoincrement would.
const createdTimes = Array.from(
  { length: HOUSE_COUNT },
  () => NOW - int(1, 60 * 24 * 60) * 60_000,
).sort((a, b) => a - b);
const usedSlugs = new Set<string>();
const usedTitles = new Set<string>();
const namedTitles = shuffle(NAMED_TITLES);

const houses: House[] = shuffle(houseTowns).map((town, index) => {
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

// ---------------------------------------------------------------------------------------------
// Reviews, photos, videos
// ---------------------------------------------------------------------------------------------

const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    "Absolutely magical! My kids didn't want to leave.",
    "Best display on the Island, hands down.",
    "The music show is incredible. Tune in and enjoy!",
    "Worth the drive from the other end of the county.",
    "We come every year and it gets better each time.",
    "So much love and work went into this. Thank you!",
    "A must-see. Go after 7 when everything is on.",
    "Pure Christmas joy. Hot cocoa and lights, a perfect evening.",
    "Our new family tradition!",
    "Breathtaking. The photos don't do it justice.",
  ],
  4: [
    "Really beautiful display; parking was a little tight.",
    "Lovely lights and very friendly owners.",
    "Great show, we'd love to see even more next year!",
    "Very festive. The inflatables are a hit with little ones.",
    "Beautiful! Best viewed from across the street.",
    "Well worth a stop on your lights tour.",
  ],
  3: [
    "Nice display, a bit smaller than we expected.",
    "Pretty lights, though a few sections were out when we visited.",
    "Cute and cheerful, a quick stop on the way home.",
  ],
  2: ["Not much was lit the night we went. Hoping it's back to full strength soon."],
};
const CAPTIONS = [
  "Front yard at dusk",
  "The music show in full swing",
  "The tree by the driveway",
  "The kids' favorite part!",
  "View from across the street",
  "Snowy night visit",
  "Up close with the candy canes",
  "Even better in person",
  "Our first stop this year",
  null,
];

/** Ratings lean to 4-5; a house's hidden "quality" decides how much. */
function rating(quality: number): number {
  const r = rand();
  const p5 = 0.3 + 0.65 * quality;
  if (r < p5) return 5;
  if (r < p5 + (1 - p5) * 0.75) return 4;
  return chance(0.85) ? 3 : 2;
}

type Review = {
  id: number;
  houseId: number;
  userId: string;
  rating: number;
  review: string | null;
  createdAt: number;
};
type Photo = {
  id: number;
  houseId: number;
  imageUrl: string;
  caption: string | null;
  uploadedBy: string;
  createdAt: number;
};
type Video = {
  id: number;
  houseId: number;
  videoUrl: string;
  uploadedBy: string;
  createdAt: number;
};

const after = (t: number) => t + Math.floor(rand() * (NOW - t));
const reviews: Review[] = [];
const photos: Photo[] = [];

for (const house of houses) {
  // The best houses draw more reviews; some houses have none yet.
  const count = house.quality > 0.75 ? int(3, 6) : chance(0.15) ? 0 : int(1, 5);
  const reviewers = shuffle(MEMBERS.filter((u) => u.id !== house.submittedBy)).slice(0, count);
  for (const user of reviewers) {
    const stars = rating(house.quality);
    reviews.push({
      id: reviews.length + 1,
      houseId: house.id,
      userId: user.id,
      rating: stars,
      review: chance(0.9) ? pick(REVIEW_TEXTS[stars]!) : null,
      createdAt: after(house.createdAt),
    });
  }
  for (let k = int(0, 3); k > 0; k--) {
    photos.push({
      id: photos.length + 1,
      houseId: house.id,
      imageUrl: `/demo/scene-${int(1, 10)}.svg`,
      caption: pick(CAPTIONS),
      uploadedBy: pick(MEMBERS).id,
      createdAt: after(house.createdAt),
    });
  }
}

/** Denormalised counters, computed from the rows above so they match exactly. */
const stats = new Map(
  houses.map((h) => {
    const own = reviews.filter((r) => r.houseId === h.id);
    const avg = own.length ? own.reduce((s, r) => s + r.rating, 0) / own.length : 0;
    return [h.id, { avg, count: own.length }];
  }),
);

// Top houses: the 8 best averages among houses with at least 3 reviews.
const topIds = new Set(
  houses
    .filter((h) => stats.get(h.id)!.count >= 3)
    .sort((a, b) => {
      const sa = stats.get(a.id)!;
      const sb = stats.get(b.id)!;
      return sb.avg - sa.avg || sb.count - sa.count || a.id - b.id;
    })
    .slice(0, 8)
    .map((h) => h.id),
);

// Traffic logs: every counter on a house is the number of its rows here, as the worker counts
// them. Popular and top houses get more views; directions clicks and GPS visits are fractions.
type LogRow = { id: number; houseId: number; userId: string | null; createdAt: number };
type ProximityRow = LogRow & {
  userId: string;
  visitDay: string;
  latitude: number;
  longitude: number;
  accuracy: number;
};
const pageViewLog: LogRow[] = [];
const visitLog: LogRow[] = [];
const proximityLog: ProximityRow[] = [];
/** YYYY-MM-DD in New York (UTC-5 in the demo's weeks). */
const newYorkDay = (t: number) => new Date(t - 5 * 3_600_000).toISOString().slice(0, 10);
const logCounts = new Map(
  houses.map((h) => {
    const top = topIds.has(h.id);
    const pageViews = Math.round((12 + rand() * 90) * (1 + h.quality) * (top ? 2 : 1));
    const visits = Math.round(pageViews * (0.12 + rand() * 0.2));
    const proximity = Math.round(visits * (0.2 + rand() * 0.35));
    for (let k = 0; k < pageViews; k++) {
      const userId = chance(0.45) ? pick(USERS).id : null;
      pageViewLog.push({
        id: pageViewLog.length + 1,
        houseId: h.id,
        userId,
        createdAt: after(h.createdAt),
      });
    }
    for (let k = 0; k < visits; k++) {
      visitLog.push({
        id: visitLog.length + 1,
        houseId: h.id,
        userId: pick(MEMBERS).id,
        createdAt: after(h.createdAt),
      });
    }
    // Once per person, house and New York day, as the server records them.
    const seen = new Set<string>();
    while (seen.size < proximity) {
      const userId = pick(MEMBERS).id;
      const createdAt = after(h.createdAt);
      const visitDay = newYorkDay(createdAt);
      if (seen.has(`${userId}|${visitDay}`)) continue;
      seen.add(`${userId}|${visitDay}`);
      proximityLog.push({
        id: proximityLog.length + 1,
        houseId: h.id,
        userId,
        createdAt,
        visitDay,
        latitude: Math.round((h.latitude + (rand() - 0.5) * 0.0002) * 1e6) / 1e6,
        longitude: Math.round((h.longitude + (rand() - 0.5) * 0.0002) * 1e6) / 1e6,
        accuracy: int(4, 25),
      });
    }
    return [h.id, { pageViews, visits, proximity }];
  }),
);

// No demo videos: the app runs offline, and made-up YouTube ids would show a broken player on
// the demo's house pages. Real videos come from users (links or uploads).
const VIDEO_IDS: string[] = [];
const videoHouses = [
  ...houses.filter((h) => h.features.includes("Music-Sync")),
  ...houses.filter((h) => !h.features.includes("Music-Sync")),
].slice(0, VIDEO_IDS.length);
const videos: Video[] = videoHouses
  .sort((a, b) => a.id - b.id)
  .map((h, i) => ({
    id: i + 1,
    houseId: h.id,
    videoUrl: `https://www.youtube.com/watch?v=${VIDEO_IDS[i]}`,
    uploadedBy: h.submittedBy,
    createdAt: after(h.createdAt),
  }));

// ---------------------------------------------------------------------------------------------
// SQL
// ---------------------------------------------------------------------------------------------

type SqlValue = string | number | boolean | null;

function sqlValue(v: SqlValue): string {
  if (v === null) return "NULL";
  if (typeof v === "boolean") return v ? "1" : "0";
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  return `'${v.replaceAll("'", "''")}'`;
}

/** INSERT OR IGNORE in chunks of 20 rows: short statements, and a re-run skips existing ids. */
function inserts(table: string, rows: Record<string, SqlValue>[]): string {
  if (rows.length === 0) return "";
  const columns = Object.keys(rows[0]!);
  const out: string[] = [];
  for (let i = 0; i < rows.length; i += 20) {
    const values = rows
      .slice(i, i + 20)
      .map((row) => `  (${columns.map((c) => sqlValue(row[c] ?? null)).join(", ")})`)
      .join(",\n");
    out.push(`INSERT OR IGNORE INTO ${table} (${columns.join(", ")}) VALUES\n${values};`);
  }
  return `-- ${table}: ${rows.length} rows\n${out.join("\n")}\n`;
}

const userRows = USERS.map((u, i) => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  profile_image_url: null,
  is_admin: u.isAdmin,
  created_at: NOW - (90 - i) * DAY,
  updated_at: NOW - (90 - i) * DAY,
}));

const houseRows = houses.map((h) => {
  const { citySlug, streetSlug } = houseSlugs(h.address, h.city);
  const { avg, count } = stats.get(h.id)!;
  const top = topIds.has(h.id);
  const log = logCounts.get(h.id)!;
  return {
    id: h.id,
    title: h.title,
    description: h.description,
    address: h.address,
    city: h.city,
    state: "New York",
    latitude: h.latitude,
    longitude: h.longitude,
    lat_band: latBand(h.latitude),
    address_key: addressKey(h.address, h.city),
    main_image_url: `/demo/house-${String(h.id).padStart(2, "0")}.svg`,
    city_slug: citySlug,
    street_slug: streetSlug,
    is_top_house: top,
    avg_rating: avg,
    review_count: count,
    page_view_count: log.pageViews,
    visit_count: log.visits,
    proximity_visit_count: log.proximity,
    submitted_by: h.submittedBy,
    last_description_edit_at: null,
    last_description_edit_user_id: null,
    created_at: h.createdAt,
    updated_at: h.createdAt,
  };
});

const featureRows = houses.flatMap((h) =>
  h.features.map((feature) => ({ feature, house_id: h.id })),
);
const photoRows = photos.map((p) => ({
  id: p.id,
  house_id: p.houseId,
  image_url: p.imageUrl,
  caption: p.caption,
  uploaded_by: p.uploadedBy,
  created_at: p.createdAt,
}));
const videoRows = videos.map((v) => ({
  id: v.id,
  house_id: v.houseId,
  cloudflare_stream_id: null,
  video_url: v.videoUrl,
  uploaded_by: v.uploadedBy,
  created_at: v.createdAt,
}));
const reviewRows = reviews.map((r) => ({
  id: r.id,
  house_id: r.houseId,
  user_id: r.userId,
  rating: r.rating,
  review: r.review,
  created_at: r.createdAt,
  updated_at: r.createdAt,
}));
const pageViewRows = pageViewLog.map((v) => ({
  id: v.id,
  house_id: v.houseId,
  user_id: v.userId,
  created_at: v.createdAt,
}));
const visitRows = visitLog.map((v) => ({
  id: v.id,
  house_id: v.houseId,
  user_id: v.userId,
  created_at: v.createdAt,
}));
const proximityRows = proximityLog.map((v) => ({
  id: v.id,
  house_id: v.houseId,
  user_id: v.userId,
  visit_day: v.visitDay,
  latitude: v.latitude,
  longitude: v.longitude,
  accuracy: v.accuracy,
  created_at: v.createdAt,
}));
const contentRows = SITE_CONTENT_DEFAULTS.map((c, i) => ({
  id: i + 1,
  key: c.key,
  title: c.title,
  content: c.content,
  page: c.page,
  section: c.section,
  created_at: NOW - 90 * DAY,
  updated_at: NOW - 90 * DAY,
}));

const sql = [
  "-- LI Lights demo data. Generated by scripts/generate-demo-data.ts: edit the script, not this file.",
  "-- Load: wrangler d1 execute DB --local --file seed/demo.sql (safe to run twice).",
  `-- Demo accounts (seed/demo-users.json): admin@example.com and ${MEMBERS.length} members, password lights-demo-1.`,
  "-- Every counter on houses matches its rows: page views, visits and proximity visits their logs,",
  "-- avg_rating and review_count the reviews.",
  "",
  inserts("users", userRows),
  inserts("houses", houseRows),
  inserts("house_features", featureRows),
  inserts("photos", photoRows),
  inserts("videos", videoRows),
  inserts("reviews", reviewRows),
  inserts("page_views", pageViewRows),
  inserts("visits", visitRows),
  inserts("proximity_visits", proximityRows),
  // A state loaded before (or holding people's own visits) keeps its counters equal to its rows.
  "UPDATE houses SET page_view_count = (SELECT COUNT(*) FROM page_views WHERE house_id = houses.id),\n" +
    "  visit_count = (SELECT COUNT(*) FROM visits WHERE house_id = houses.id),\n" +
    "  proximity_visit_count = (SELECT COUNT(*) FROM proximity_visits WHERE house_id = houses.id);\n",
  inserts("site_content", contentRows),
].join("\n");

mkdirSync(path.join(root, "seed"), { recursive: true });
writeFileSync(path.join(root, "seed/demo.sql"), sql);
writeFileSync(
  path.join(root, "seed/demo-users.json"),
  `${JSON.stringify(
    USERS.map((u) => ({
      localId: u.id,
      email: u.email,
      password: DEMO_PASSWORD,
      displayName: `${u.firstName} ${u.lastName}`,
      emailVerified: true,
    })),
    null,
    2,
  )}\n`,
);

// ---------------------------------------------------------------------------------------------
// Illustrations: 800x600 night scenes built from a few shapes. A string of lights is a dashed
// stroke with zero-length dashes and round caps (one dot per dash), one stroke per colour, under
// a blur "glow" filter: that keeps every file a few KB. Each image has its own PRNG seed so the
// drawings do not change when the demo rows do.
// ---------------------------------------------------------------------------------------------

type Rnd = () => number;

const PALETTES = [
  ["#ff4040", "#3ddc66", "#ffd23f", "#3fa7ff"], // classic multicolour
  ["#fff1c1"], // warm white
  ["#8fd3ff", "#ffffff"], // icy blue and white
  ["#ff4d4d", "#49e07a"], // red and green
  ["#ff5fa2", "#5ff2ff", "#fff35f"], // candy
  ["#ffb347", "#fff1c1", "#ff6b6b"], // amber glow
];
const SKIES: [string, string][] = [
  ["#050a1f", "#2a3d72"],
  ["#0a0820", "#3e2b63"],
  ["#03101c", "#1c4260"],
  ["#0b0c2a", "#4a3160"],
];
const WALLS = [
  "#3b3a4f",
  "#4a3b35",
  "#2f3e4d",
  "#4b4036",
  "#3d4a3e",
  "#523a44",
  "#38404f",
  "#46413a",
];
const ROOFS = ["#211a1f", "#1b2230", "#29292e", "#35211f", "#1f2b26"];
const DOORS = ["#8c1d24", "#1d4d33", "#243b6b", "#5a3a22"];

/** One decimal at most: plenty for 800x600 and short in the file. */
const n = (v: number) => String(Math.round(v * 10) / 10);

function svgDoc(title: string, sky: [string, string], body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">` +
    `<title>${title}</title><defs>` +
    `<linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>` +
    `<linearGradient id="n" x2="0" y2="1"><stop offset="0" stop-color="#e6edf8"/><stop offset="1" stop-color="#a3b3d3"/></linearGradient>` +
    `<linearGradient id="t" x2="1"><stop offset="0" stop-color="#23703f"/><stop offset="1" stop-color="#0d3520"/></linearGradient>` +
    `<radialGradient id="w"><stop offset="0" stop-color="#fff3bf"/><stop offset="1" stop-color="#f2a531"/></radialGradient>` +
    // A user-space region so the glow of a perfectly straight string is not clipped.
    `<filter id="g" filterUnits="userSpaceOnUse" x="-800" y="-800" width="2400" height="2200">` +
    `<feGaussianBlur stdDeviation="3" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `</defs><rect width="800" height="600" fill="url(#s)"/>${body}</svg>\n`
  );
}

/** Ids of shared light paths inside the current SVG document (reset per image). */
let pathIds = 0;

/**
 * A string of lights along path `d`: colours alternate every `gap` units. With several colours
 * the path is defined once and reused, which keeps multicolour strings small.
 */
function lights(d: string, palette: string[], size = 7, gap = 15): string {
  const offset = (i: number) => (i ? ` stroke-dashoffset="${n(-i * gap)}"` : "");
  let strands: string;
  if (palette.length === 1) strands = `<path d="${d}" stroke="${palette[0]}"/>`;
  else {
    const id = `l${++pathIds}`;
    strands =
      `<defs><path id="${id}" d="${d}"/></defs>` +
      palette.map((c, i) => `<use href="#${id}" stroke="${c}"${offset(i)}/>`).join("");
  }
  return (
    `<g fill="none" stroke-width="${n(size)}" stroke-linecap="round" stroke-dasharray="0 ${n(gap * palette.length)}" filter="url(#g)">` +
    `${strands}</g>`
  );
}

/** Dots scattered inside an ellipse (lights thrown over a bush), one path per colour. */
function dotsIn(
  r: Rnd,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  palette: string[],
  size = 6,
): string {
  const paths = palette.map(() => "");
  for (let i = 0; i < count; i++) {
    const a = r() * 2 * Math.PI;
    const d = Math.sqrt(r());
    paths[i % palette.length] +=
      `M${Math.round(cx + Math.cos(a) * rx * d)} ${Math.round(cy + Math.sin(a) * ry * d)}h0`;
  }
  const strands = paths.map((d, i) => `<path d="${d}" stroke="${palette[i]}"/>`).join("");
  return `<g stroke-width="${size}" stroke-linecap="round" filter="url(#g)">${strands}</g>`;
}

function stars(r: Rnd, count = 45, maxY = 320): string {
  let small = "";
  let big = "";
  for (let i = 0; i < count; i++) {
    const d = `M${Math.round(r() * 800)} ${Math.round(r() * maxY)}h0`;
    if (r() < 0.82) small += d;
    else big += d;
  }
  return `<g stroke="#fff" stroke-linecap="round"><path d="${small}" stroke-width="1.6" opacity=".7"/><path d="${big}" stroke-width="3"/></g>`;
}

function moon(x: number, y: number, radius: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${n(radius * 2.4)}" fill="#fdf3c8" opacity=".06"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(radius * 1.5)}" fill="#fdf3c8" opacity=".1"/>` +
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fbf1d0"/>` +
    `<circle cx="${n(x - radius * 0.3)}" cy="${n(y - radius * 0.2)}" r="${n(radius * 0.18)}" fill="#e9dcb2" opacity=".6"/>` +
    `<circle cx="${n(x + radius * 0.35)}" cy="${n(y + radius * 0.3)}" r="${n(radius * 0.12)}" fill="#e9dcb2" opacity=".6"/>`
  );
}

/** Dark pines on the horizon, for depth. */
function treeline(r: Rnd, y: number): string {
  let d = "";
  for (let x = -20; x < 820; x += 22 + Math.round(r() * 26)) {
    const w = 13 + Math.round(r() * 11);
    const h = 35 + Math.round(r() * 60);
    d += `M${x} ${y}l${w} ${-h}l${w} ${h}`;
  }
  return `<path d="${d}V${y + 40}H-20Z" fill="#0a1426" opacity=".9"/>`;
}

function ground(y: number): string {
  return `<path d="M0 ${y}Q200 ${y - 18} 400 ${y - 2}T800 ${y - 6}V600H0Z" fill="url(#n)"/>`;
}

function snowfall(r: Rnd, count = 60): string {
  let a = "";
  let b = "";
  for (let i = 0; i < count; i++) {
    const d = `M${Math.round(r() * 800)} ${Math.round(r() * 600)}h0`;
    if (r() < 0.7) a += d;
    else b += d;
  }
  return `<g stroke="#fff" stroke-linecap="round"><path d="${a}" stroke-width="3" opacity=".7"/><path d="${b}" stroke-width="5" opacity=".45"/></g>`;
}

/** A lit evergreen standing on (x, y), `h` tall, with a garland of lights and a star. */
function tree(x: number, y: number, h: number, palette: string[]): string {
  const w = h * 0.62;
  const layer = (apex: number, base: number, half: number) =>
    `M${n(x)} ${n(y - h * apex)}L${n(x + half)} ${n(y - h * base)}L${n(x - half)} ${n(y - h * base)}Z`;
  const body =
    `<rect x="${n(x - h * 0.04)}" y="${n(y - h * 0.1)}" width="${n(h * 0.08)}" height="${n(h * 0.1)}" fill="#3b2414"/>` +
    `<path d="${layer(1, 0.52, w * 0.3)}${layer(0.78, 0.3, w * 0.4)}${layer(0.58, 0.08, w * 0.5)}" fill="url(#t)"/>`;
  // Garland: zigzag down the tree, touching the edge of the layer at each height.
  let d = "";
  for (let i = 0; i <= 6; i++) {
    const t = 0.88 - i * 0.13;
    const half = w * 0.5 * (1 - t) * 0.95;
    d += `${i ? "L" : "M"}${n(x + (i % 2 ? half : -half))} ${n(y - h * t)}`;
  }
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = (i % 2 ? 0.45 : 1) * h * 0.065;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${n(x + Math.cos(a) * radius)} ${n(y - h + Math.sin(a) * radius)}`);
  }
  return (
    body +
    lights(d, palette, Math.max(4, h / 45), Math.max(8, h / 26)) +
    `<path d="M${points.join("L")}Z" fill="#ffe066" filter="url(#g)"/>`
  );
}

/** An inflatable snowman standing on (x, y). */
function snowman(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cy="2" rx="40" ry="8" fill="#7f92b8" opacity=".5"/>` +
    `<g fill="#f4f8ff" stroke="#c9d6ee" stroke-width="2"><circle cy="-32" r="32"/><circle cy="-84" r="24"/><circle cy="-122" r="18"/></g>` +
    `<path d="M-15-134h30v-4h-7v-24h-16v24h-7z" fill="#151515"/><path d="M-8-148h16v4h-16z" fill="#d7263d"/>` +
    `<circle cx="-6" cy="-126" r="2.5" fill="#222"/><circle cx="6" cy="-126" r="2.5" fill="#222"/><path d="M0-121l14 3-14 3z" fill="#ff8c1a"/>` +
    `<path d="M-19-105q19 8 38 0v7q-19 8-38 0zM8-100h8v22h-8z" fill="#d7263d"/>` +
    `<g fill="#222"><circle cy="-90" r="2.5"/><circle cy="-78" r="2.5"/><circle cy="-40" r="3"/><circle cy="-26" r="3"/></g></g>`
  );
}

/** Candy canes at the given (x, bottom y, height) spots: a white stroke under a red dashed one. */
function candyCanes(spots: [number, number, number][]): string {
  const d = spots
    .map(
      ([x, y, h]) => `M${n(x)} ${n(y)}v${n(-h)}a${n(h / 5)} ${n(h / 5)} 0 0 1 ${n((h * 2) / 5)} 0`,
    )
    .join("");
  const width = n(Math.max(3, (spots[0]?.[2] ?? 30) / 7));
  return (
    `<g fill="none" stroke-linecap="round" stroke-width="${width}"><path d="${d}" stroke="#fff"/>` +
    `<path d="${d}" stroke="#e0283a" stroke-dasharray="5 5"/></g>`
  );
}

function icicles(r: Rnd, x1: number, x2: number, y: number): string {
  // One path: each strand goes down, then a relative move back up and 10 units right.
  let d = `M${n(x1)} ${n(y)}`;
  for (let x = x1; x <= x2; x += 10) {
    const len = 8 + Math.round(r() * 18);
    d += `v${len}m10 ${-len}`;
  }
  return `<path d="${d}" fill="none" stroke="#dff4ff" stroke-width="3.5" stroke-linecap="round" stroke-dasharray="0 6" filter="url(#g)"/>`;
}

function gifts(x: number, y: number): string {
  const box = (bx: number, w: number, h: number, fill: string) =>
    `<rect x="${bx}" y="${y - h}" width="${w}" height="${h}" fill="${fill}"/>` +
    `<path d="M${bx + w / 2} ${y - h}v${h}M${bx} ${y - h / 2}h${w}" stroke="#ffd23f" stroke-width="4"/>`;
  return (
    box(x - 90, 50, 40, "#c62839") + box(x - 30, 60, 52, "#2a62c9") + box(x + 40, 44, 34, "#1f8a4c")
  );
}

type HouseStyle = "colonial" | "ranch" | "cape";
type HouseOptions = {
  x: number;
  y: number;
  s: number;
  style: HouseStyle;
  wall: string;
  roof: string;
  door: string;
  palette: string[];
  r: Rnd;
  icicles?: boolean;
  bushes?: boolean;
};

/** A house whose bottom centre is at (x, y): walls, snowy roof, lit windows, door with wreath, lights. */
function house(o: HouseOptions): string {
  const shapes = {
    colonial: {
      chimney: [88, -300, 28, 80],
      wall: [-170, -200, 340, 200],
      roof: "M-192 -196L0 -312L192 -196",
      eave: "M-170 -190H170",
      windows: [
        [-130, -180],
        [-25, -180],
        [80, -180],
        [-130, -95],
        [80, -95],
      ],
      win: [50, 54],
      door: [-25, -88, 50, 88],
      dormers: [] as number[],
    },
    ranch: {
      chimney: [-100, -235, 26, 60],
      wall: [-230, -125, 460, 125],
      roof: "M-252 -122L-140 -205H140L252 -122",
      eave: "M-230 -116H230",
      windows: [
        [-200, -100],
        [-130, -100],
        [80, -100],
        [150, -100],
      ],
      win: [50, 46],
      door: [-25, -92, 50, 92],
      dormers: [] as number[],
    },
    cape: {
      chimney: [-110, -250, 26, 80],
      wall: [-155, -135, 310, 135],
      roof: "M-175 -132L0 -285L175 -132",
      eave: "M-155 -126H155",
      windows: [
        [-125, -105],
        [75, -105],
      ],
      win: [50, 54],
      door: [-23, -95, 46, 95],
      dormers: [-62, 62],
    },
  }[o.style];
  const [cx, cy, cw, ch] = shapes.chimney as [number, number, number, number];
  const [wx, wy, ww, wh] = shapes.wall as [number, number, number, number];
  const [dx, dy, dw, dh] = shapes.door as [number, number, number, number];
  const [winW, winH] = shapes.win as [number, number];
  const out: string[] = [
    `<g transform="translate(${o.x} ${o.y}) scale(${o.s})">`,
    `<path d="M${dx} 0h${dw}l22 ${n(120 / o.s)}h${-dw - 44}z" fill="#c3cee4" opacity=".6"/>`,
    `<rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" fill="${o.roof}"/>`,
    `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${o.wall}"/>`,
    `<path d="${shapes.roof}Z" fill="${o.roof}"/>`,
    `<path d="${shapes.roof}" fill="none" stroke="#eef4ff" stroke-width="6" stroke-linejoin="round"/>`,
  ];
  // Lit windows: glowing panes in one group, their crossbars in one path.
  const panes: [number, number, number, number][] = (shapes.windows as [number, number][]).map(
    ([x, y]) => [x, y, winW, winH],
  );
  let dormerLights = "";
  for (const x of shapes.dormers) {
    out.push(
      `<rect x="${x - 26}" y="-205" width="52" height="48" fill="${o.wall}"/>` +
        `<path d="M${x - 34} -203L${x} -240L${x + 34} -203Z" fill="${o.roof}"/>`,
    );
    panes.push([x - 16, -198, 32, 32]);
    dormerLights += `M${x - 34} -203L${x} -240L${x + 34} -203`;
  }
  out.push(
    `<g fill="url(#w)">${panes.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`).join("")}</g>`,
    `<path d="${panes.map(([x, y, w, h]) => `M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}`).join("")}" stroke="${o.wall}" stroke-width="3"/>`,
  );
  const wreathY = dy + dh * 0.3;
  out.push(
    `<rect x="${dx}" y="${dy}" width="${dw}" height="${dh}" fill="${o.door}"/>`,
    `<circle cx="${dx + dw - 9}" cy="${dy + dh * 0.55}" r="3" fill="#e3b341"/>`,
    `<circle cx="${dx + dw / 2}" cy="${n(wreathY)}" r="11" fill="none" stroke="#1f7a3e" stroke-width="6"/>`,
    `<circle cx="${dx + dw / 2}" cy="${n(wreathY + 11)}" r="3.5" fill="#e0283a"/>`,
  );
  if (o.bushes) {
    out.push(
      `<ellipse cx="${dx - 55}" cy="-10" rx="42" ry="22" fill="#12361f"/><ellipse cx="${dx + dw + 55}" cy="-10" rx="42" ry="22" fill="#12361f"/>`,
      dotsIn(o.r, dx - 55, -12, 36, 16, 22, o.palette, 5),
      dotsIn(o.r, dx + dw + 55, -12, 36, 16, 22, o.palette, 5),
    );
  }
  out.push(
    lights(shapes.roof + dormerLights, o.palette, 7, 15),
    lights(shapes.eave, o.palette, 6, 14),
  );
  if (o.icicles) out.push(icicles(o.r, wx + 5, wx + ww - 5, wy + 12));
  out.push("</g>");
  return out.join("");
}

const REINDEER =
  "M0 0C10-14 52-14 62-2C52 10 10 10 0 0M8 4L4 36M18 7L21 36M46 7L43 36M56 3L61 36M58-6L70-32L86-27L72-22M70-33L62-52M65-43L56-47M73-33L80-53M77-44L87-47M0-2L-7-9";

/** A glowing wire-frame reindeer standing on (x, y); negative `s` faces left. */
function reindeer(x: number, y: number, s: number): string {
  return (
    `<g transform="translate(${x} ${y - 36 * Math.abs(s)}) scale(${s} ${Math.abs(s)})">` +
    `<path d="${REINDEER}" fill="none" stroke="#fff6d5" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" filter="url(#g)"/>` +
    `${lights(REINDEER, ["#fff6d5"], 4, 7)}</g>`
  );
}

function houseImage(i: number): string {
  pathIds = 0;
  const r = mulberry32(1000 + i);
  const style = (["colonial", "ranch", "cape"] as const)[i % 3]!;
  const palette = PALETTES[(i * 5 + Math.floor(i / 6)) % PALETTES.length]!;
  const treePalette = PALETTES[(i * 5 + 2) % PALETTES.length]!;
  const parts = [
    stars(r),
    i % 2 ? moon(120 + Math.round(r() * 560), 80 + Math.round(r() * 40), 30) : "",
    treeline(r, 440),
    ground(470),
    house({
      x: 400,
      y: 482,
      s: 1,
      style,
      wall: WALLS[i % WALLS.length]!,
      roof: ROOFS[i % ROOFS.length]!,
      door: DOORS[i % DOORS.length]!,
      palette,
      r,
      icicles: i % 5 === 0 || palette.length === 2,
      bushes: i % 4 !== 3,
    }),
  ];
  if (i % 2 === 0)
    parts.push(
      tree(style === "ranch" ? 705 : 672, 500, style === "ranch" ? 150 : 190, treePalette),
    );
  if (i % 4 === 1)
    parts.push(snowman(style === "ranch" ? 92 : 118, 520, style === "ranch" ? 0.75 : 0.9));
  if (i % 3 === 2) parts.push(candyCanes([150, 215, 280, 520, 585, 650].map((x) => [x, 575, 34])));
  if (i % 3 === 0) parts.push(snowfall(r));
  return svgDoc("House decorated with Christmas lights", SKIES[i % SKIES.length]!, parts.join(""));
}

function sceneImage(k: number): string {
  pathIds = 0;
  const r = mulberry32(2000 + k);
  const sky = SKIES[k % SKIES.length]!;
  const p = (i: number) => PALETTES[i % PALETTES.length]!;
  switch (k) {
    case 1:
      return svgDoc(
        "Decorated tree in a snowy yard",
        sky,
        stars(r) +
          moon(650, 100, 34) +
          treeline(r, 450) +
          ground(480) +
          tree(400, 540, 420, p(0)) +
          gifts(400, 545) +
          snowfall(r),
      );
    case 2:
      return svgDoc(
        "A street of decorated houses",
        sky,
        stars(r, 30) +
          ground(450) +
          house({
            x: 150,
            y: 470,
            s: 0.55,
            style: "cape",
            wall: WALLS[2]!,
            roof: ROOFS[0]!,
            door: DOORS[0]!,
            palette: p(0),
            r,
          }) +
          house({
            x: 400,
            y: 462,
            s: 0.6,
            style: "colonial",
            wall: WALLS[5]!,
            roof: ROOFS[1]!,
            door: DOORS[1]!,
            palette: p(1),
            r,
          }) +
          house({
            x: 655,
            y: 470,
            s: 0.52,
            style: "ranch",
            wall: WALLS[3]!,
            roof: ROOFS[3]!,
            door: DOORS[2]!,
            palette: p(4),
            r,
            bushes: true,
          }) +
          `<rect y="535" width="800" height="65" fill="#262c3c"/><path d="M0 568H800" stroke="#f2d16b" stroke-width="4" stroke-dasharray="40 30"/>` +
          snowfall(r, 25),
      );
    case 3: {
      // Walk-through tunnel: arches shrinking towards a vanishing point, alternating colours.
      let arches = "";
      for (let i = 8; i >= 0; i--) {
        const t = 0.8 ** i;
        const base = 390 + 210 * t;
        const rx = 380 * t;
        const ry = 360 * t;
        arches += lights(
          `M${n(400 - rx)} ${n(base)}A${n(rx)} ${n(ry)} 0 0 1 ${n(400 + rx)} ${n(base)}`,
          [p(0)[i % 4]!, "#fff1c1"],
          3 + 7 * t,
          6 + 16 * t,
        );
      }
      return svgDoc(
        "Walk-through tunnel of lights",
        sky,
        stars(r, 40, 250) +
          `<rect y="390" width="800" height="210" fill="url(#n)"/><path d="M30 600L392 390h16L770 600z" fill="#8696b8" opacity=".45"/>` +
          arches +
          snowfall(r, 40),
      );
    }
    case 4:
      return svgDoc(
        "Inflatable snowman and candy canes",
        sky,
        stars(r) +
          moon(110, 90, 28) +
          treeline(r, 440) +
          ground(470) +
          house({
            x: 560,
            y: 478,
            s: 0.75,
            style: "ranch",
            wall: WALLS[6]!,
            roof: ROOFS[2]!,
            door: DOORS[0]!,
            palette: p(4),
            r,
          }) +
          tree(80, 520, 160, p(3)) +
          snowman(260, 560, 1.9) +
          candyCanes([400, 460, 520, 580, 640, 700].map((x) => [x, 590, 44])) +
          snowfall(r),
      );
    case 5:
      return svgDoc(
        "Lighted reindeer on the lawn",
        sky,
        stars(r) +
          moon(140, 110, 44) +
          treeline(r, 440) +
          ground(470) +
          tree(690, 520, 230, p(2)) +
          reindeer(170, 540, 1.9) +
          reindeer(560, 520, -1.6) +
          reindeer(360, 500, 1.2) +
          snowfall(r, 40),
      );
    case 6: {
      // Porch close-up: siding, door with a lit wreath, garland, lanterns and steps.
      let siding = "";
      for (let y = 20; y < 600; y += 22) siding += `M0 ${y}H800`;
      const wreath = "M342 240a58 58 0 1 0 116 0a58 58 0 1 0-116 0";
      const lantern = (x: number) =>
        `<path d="M${x - 18} 282l18-22 18 22z" fill="#1c1c1c"/><rect x="${x - 16}" y="282" width="32" height="46" fill="#1c1c1c"/>` +
        `<rect x="${x - 10}" y="288" width="20" height="34" fill="url(#w)" filter="url(#g)"/>`;
      return svgDoc(
        "Front porch with wreath and garland",
        sky,
        `<rect width="800" height="600" fill="#4a3a33"/><path d="${siding}" stroke="#3a2c26" stroke-width="3"/>` +
          `<circle cx="400" cy="300" r="420" fill="url(#w)" opacity=".14"/>` +
          `<rect x="228" y="110" width="344" height="420" fill="#e9e2d0"/>` +
          `<rect x="245" y="140" width="40" height="300" fill="url(#w)"/><rect x="515" y="140" width="40" height="300" fill="url(#w)"/>` +
          `<rect x="320" y="140" width="160" height="390" fill="${DOORS[0]}"/>` +
          `<g fill="none" stroke="#6a141a" stroke-width="6"><rect x="340" y="330" width="120" height="170"/><rect x="340" y="160" width="120" height="150"/></g>` +
          `<circle cx="458" cy="350" r="7" fill="#e3b341"/>` +
          `<path d="${wreath}" fill="none" stroke="#1f6b3a" stroke-width="28"/><path d="${wreath}" fill="none" stroke="#15502b" stroke-width="10" stroke-dasharray="3 6"/>` +
          lights(wreath, p(5), 7, 14) +
          `<path d="M400 298l-28-15v30zM400 298l28-15v30z" fill="#d7263d"/><circle cx="400" cy="298" r="8" fill="#b01c2e"/>` +
          `<path d="M205 128Q400 30 595 128" fill="none" stroke="#1d5a34" stroke-width="28" stroke-linecap="round"/>` +
          lights("M205 128Q400 30 595 128", p(0), 8, 16) +
          lantern(190) +
          lantern(610) +
          `<rect x="200" y="530" width="400" height="30" fill="#8d8f99"/><rect x="170" y="560" width="460" height="40" fill="#7a7d88"/>` +
          `<path d="M200 531h400M170 561h460" stroke="#f4f8ff" stroke-width="6" stroke-linecap="round"/>` +
          `<path d="M92 600l12-60h92l12 60zM592 600l12-60h92l12 60z" fill="#7b3b22"/>` +
          tree(150, 540, 210, p(0)) +
          tree(650, 540, 210, p(0)),
      );
    }
    case 7:
      return svgDoc(
        "Ranch house with icicle lights",
        sky,
        stars(r) +
          moon(660, 90, 30) +
          treeline(r, 440) +
          ground(470) +
          house({
            x: 380,
            y: 482,
            s: 1.05,
            style: "ranch",
            wall: WALLS[2]!,
            roof: ROOFS[1]!,
            door: DOORS[2]!,
            palette: p(2),
            r,
            icicles: true,
            bushes: true,
          }) +
          tree(720, 505, 150, p(2)) +
          snowfall(r, 90),
      );
    case 8: {
      // A walkway lined with candy canes that shrink towards the house.
      const spots: [number, number, number][] = [];
      for (let i = 0; i < 5; i++) {
        const t = i / 4;
        const y = 590 - t * 140;
        const h = 52 - t * 30;
        spots.push([280 + t * 90 - 30, y, h], [520 - t * 90 + 10, y, h]);
      }
      return svgDoc(
        "Candy cane walkway to a lit house",
        sky,
        stars(r) +
          treeline(r, 400) +
          ground(430) +
          `<path d="M372 442h56l122 158H250z" fill="#c3cee4" opacity=".7"/>` +
          house({
            x: 400,
            y: 442,
            s: 0.62,
            style: "colonial",
            wall: WALLS[1]!,
            roof: ROOFS[3]!,
            door: DOORS[1]!,
            palette: p(1),
            r,
            bushes: true,
          }) +
          tree(130, 470, 170, p(3)) +
          tree(680, 470, 170, p(3)) +
          candyCanes(spots) +
          snowfall(r, 40),
      );
    }
    case 9: {
      // Music show: searchlight beams fanning out behind the house.
      const colours = ["#ff4d6d", "#4dd2ff", "#b84dff", "#4dff88", "#ffd24d", "#ff8c42"];
      const beams = colours
        .map((c, i) => {
          const x = 20 + i * 150;
          return `<path d="M395 200L${x} 0h70L405 200z" fill="${c}" opacity=".2"/>`;
        })
        .join("");
      return svgDoc(
        "Music-synchronized light show",
        sky,
        stars(r) +
          beams +
          treeline(r, 440) +
          ground(470) +
          house({
            x: 400,
            y: 482,
            s: 1,
            style: "colonial",
            wall: WALLS[7]!,
            roof: ROOFS[4]!,
            door: DOORS[3]!,
            palette: p(4),
            r,
            bushes: true,
          }) +
          `<g font-size="40" font-family="serif" fill="#fff" opacity=".85"><text x="110" y="260">♪</text><text x="650" y="230">♫</text><text x="170" y="170">♫</text><text x="600" y="330">♪</text></g>` +
          tree(90, 520, 170, p(0)) +
          tree(710, 520, 170, p(0)),
      );
    }
    default: {
      // Santa's sleigh in silhouette across the moon.
      const silhouette =
        `<g transform="translate(470 150)" fill="none" stroke="#0a0f24" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">` +
        `<path d="${REINDEER}" transform="translate(70 0) scale(.8)"/><path d="${REINDEER}" transform="translate(150 -8) scale(.8)"/>` +
        `<path d="M40 6L78 0M-8 22h60" stroke-width="3"/>` +
        `<path d="M-6 4h46c8 0 10-8 12-18h6c-2 20-6 30-20 30h-44c-6 0-9-4-9-8z" fill="#0a0f24"/><circle cx="14" cy="-10" r="9" fill="#0a0f24"/></g>`;
      return svgDoc(
        "Santa's sleigh across the moon",
        sky,
        stars(r) +
          moon(540, 150, 80) +
          silhouette +
          treeline(r, 440) +
          ground(470) +
          house({
            x: 360,
            y: 482,
            s: 1,
            style: "cape",
            wall: WALLS[0]!,
            roof: ROOFS[0]!,
            door: DOORS[0]!,
            palette: p(1),
            r,
            bushes: true,
            icicles: true,
          }) +
          tree(650, 510, 200, p(5)) +
          snowfall(r, 50),
      );
    }
  }
}

// Write the illustrations.

mkdirSync(path.join(root, "public/demo"), { recursive: true });
const svgSizes: number[] = [];
// One illustration per house, so no two cards on a screen look alike.
for (let i = 0; i < HOUSE_COUNT; i++) {
  const svg = houseImage(i);
  svgSizes.push(Buffer.byteLength(svg));
  writeFileSync(path.join(root, `public/demo/house-${String(i + 1).padStart(2, "0")}.svg`), svg);
}
for (let k = 1; k <= 10; k++) {
  const svg = sceneImage(k);
  svgSizes.push(Buffer.byteLength(svg));
  writeFileSync(path.join(root, `public/demo/scene-${k}.svg`), svg);
}
if (Math.max(...svgSizes) > 8192) throw new Error("an SVG is over 8 KB");

const perCounty = (c: Town["county"]) => houses.filter((h) => h.county === c).length;
console.log(
  `wrote seed/demo.sql (${(sql.length / 1024).toFixed(1)} KB): ${USERS.length} users, ${houses.length} houses ` +
    `in ${new Set(houses.map((h) => h.city)).size} towns (Nassau ${perCounty("Nassau")}, Suffolk ${perCounty("Suffolk")}), ` +
    `${featureRows.length} features, ${photos.length} photos, ${videos.length} videos, ${reviews.length} reviews, ` +
    `${topIds.size} top houses, ${contentRows.length} site content rows`,
);
console.log(
  `wrote seed/demo-users.json and ${svgSizes.length} SVGs in public/demo (largest ${(Math.max(...svgSizes) / 1024).toFixed(1)} KB)`,
);
