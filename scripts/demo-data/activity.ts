/** Demo data: what people did on the houses: reviews, photos, traffic logs, top houses, videos. */
import { houses } from "./houses.ts";
import { chance, int, NOW, pick, rand, shuffle } from "./random.ts";
import { MEMBERS, USERS } from "./users.ts";

// ---------------------------------------------------------------------------------------------
// Reviews, photos, videos
// ---------------------------------------------------------------------------------------------

export const REVIEW_TEXTS: Record<number, string[]> = {
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
export const CAPTIONS = [
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
export function rating(quality: number): number {
  const r = rand();
  const p5 = 0.3 + 0.65 * quality;
  if (r < p5) return 5;
  if (r < p5 + (1 - p5) * 0.75) return 4;
  return chance(0.85) ? 3 : 2;
}

export type Review = {
  id: number;
  houseId: number;
  userId: string;
  rating: number;
  review: string | null;
  createdAt: number;
};
export type Photo = {
  id: number;
  houseId: number;
  imageUrl: string;
  caption: string | null;
  uploadedBy: string;
  createdAt: number;
};
export type Video = {
  id: number;
  houseId: number;
  videoUrl: string;
  uploadedBy: string;
  createdAt: number;
};

export const after = (t: number) => t + Math.floor(rand() * (NOW - t));
export const reviews: Review[] = [];
export const photos: Photo[] = [];

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
      imageUrl: `/demo/scene-${int(1, 10)}.jpg`,
      caption: pick(CAPTIONS),
      uploadedBy: pick(MEMBERS).id,
      createdAt: after(house.createdAt),
    });
  }
}

/** Denormalised counters, computed from the rows above so they match exactly. */
export const stats = new Map(
  houses.map((h) => {
    const own = reviews.filter((r) => r.houseId === h.id);
    const avg = own.length ? own.reduce((s, r) => s + r.rating, 0) / own.length : 0;
    return [h.id, { avg, count: own.length }];
  }),
);

// Top houses: the 8 best averages among houses with at least 3 reviews.
export const topIds = new Set(
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
export type LogRow = { id: number; houseId: number; userId: string | null; createdAt: number };
export type ProximityRow = LogRow & {
  userId: string;
  visitDay: string;
  latitude: number;
  longitude: number;
  accuracy: number;
};
export const pageViewLog: LogRow[] = [];
export const visitLog: LogRow[] = [];
export const proximityLog: ProximityRow[] = [];
/** YYYY-MM-DD in New York (UTC-5 in the demo's weeks). */
export const newYorkDay = (t: number) => new Date(t - 5 * 3_600_000).toISOString().slice(0, 10);
export const logCounts = new Map(
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
export const VIDEO_IDS: string[] = [];
export const videoHouses = [
  ...houses.filter((h) => h.features.includes("Music-Sync")),
  ...houses.filter((h) => !h.features.includes("Music-Sync")),
].slice(0, VIDEO_IDS.length);
export const videos: Video[] = videoHouses
  .sort((a, b) => a.id - b.id)
  .map((h, i) => ({
    id: i + 1,
    houseId: h.id,
    videoUrl: `https://www.youtube.com/watch?v=${VIDEO_IDS[i]}`,
    uploadedBy: h.submittedBy,
    createdAt: after(h.createdAt),
  }));
