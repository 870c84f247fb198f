/**
 * Demo season history ("Still lit this year?", docs/decisions/168-still-lit-this-year.md): about
 * half the houses confirmed in the 2026 season (a report, a photo or a visit this November),
 * about a third only in 2025 (they read "Not yet confirmed for 2026"), the rest never confirmed.
 * A PRNG of its own, so adding seasons leaves every other demo choice unchanged.
 */
import type { House } from "./houses.ts";
import { DAY, mulberry32, NOW } from "./random.ts";

const rand = mulberry32(20261126);

/** November 1, 2026 and 2025 at midnight in New York (EDT, UTC-4). */
const SEASON_2026_START = Date.UTC(2026, 10, 1, 4);
const SEASON_2025_START = Date.UTC(2025, 10, 1, 4);
/** The 2025 season's length: November 1 to January 15. */
const SEASON_DAYS = 76;

export function seasonColumns(_house: House): {
  confirmed_season: number | null;
  last_confirmed_at: number | null;
} {
  const draw = rand();
  const when = rand();
  if (draw < 0.5) {
    const span = NOW - SEASON_2026_START;
    return {
      confirmed_season: 2026,
      last_confirmed_at: SEASON_2026_START + Math.floor(when * span),
    };
  }
  if (draw < 0.85) {
    return {
      confirmed_season: 2025,
      last_confirmed_at: SEASON_2025_START + Math.floor(when * SEASON_DAYS * DAY),
    };
  }
  return { confirmed_season: null, last_confirmed_at: null };
}

/**
 * The demo's one house "Reported dark" (docs/house-reports.md): last confirmed in 2025, then
 * three members reported "No longer decorates" this season, on the three days before the demo's
 * today. The reports stay open, so the admin's Problem Reports screen has them too.
 */
export function reportedDarkReports(houseId: number, reporterIds: readonly string[]) {
  return reporterIds.slice(0, 3).map((userId, i) => ({
    id: i + 1,
    house_id: houseId,
    user_id: userId,
    reason: "no-longer-decorates",
    note: i === 0 ? "Drove by twice this week: no lights and no decorations." : null,
    duplicate_of_house_id: null,
    season: 2026,
    status: "open",
    outcome: null,
    resolved_at: null,
    resolved_by: null,
    created_at: NOW - (3 - i) * DAY,
  }));
}
