/**
 * Demo light schedules (docs/product.md, Lit tonight): about two houses in three get nightly
 * hours and most of those a season; music-synced displays get show times and an FM frequency.
 * A PRNG of its own, so adding schedules leaves every other demo choice unchanged.
 */
import { toNightMinute } from "../../contract/lit-tonight.ts";
import type { House } from "./houses.ts";
import { mulberry32 } from "./random.ts";

const rand = mulberry32(20261123);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** [on, off] as "HH:MM"; several cross midnight. */
const HOURS: Array<[string, string]> = [
  ["16:30", "22:00"],
  ["16:30", "23:00"],
  ["17:00", "22:00"],
  ["17:00", "23:30"],
  ["16:00", "00:00"],
  ["16:30", "00:30"],
  ["17:30", "01:00"],
  ["16:15", "07:00"],
];
/** MMDD pairs; all but one wrap over New Year. */
const SEASONS: Array<[number, number]> = [
  [1115, 106],
  [1120, 102],
  [1122, 1231],
  [1101, 115],
  [1127, 106],
];
const STATIONS = [87.9, 88.1, 88.7, 89.3, 90.5, 91.1, 94.3, 99.5, 101.1, 103.5, 106.7];
const SHOW_STARTS = ["17:00", "18:00", "19:00", "20:00", "21:00", "22:00"];

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));

export interface ScheduleColumns {
  lit_from_minute: number | null;
  lit_until_minute: number | null;
  season_start: number | null;
  season_end: number | null;
  show_times: string | null;
  fm_tenths: number | null;
}

export const scheduleByHouse = new Map<number, ScheduleColumns>();

export function scheduleColumns(house: House): ScheduleColumns {
  const cached = scheduleByHouse.get(house.id);
  if (cached) return cached;
  const columns: ScheduleColumns = {
    lit_from_minute: null,
    lit_until_minute: null,
    season_start: null,
    season_end: null,
    show_times: null,
    fm_tenths: null,
  };
  if (rand() < 0.68) {
    const [on, off] = pick(HOURS);
    columns.lit_from_minute = toNightMinute(minutes(on));
    columns.lit_until_minute = toNightMinute(minutes(off));
    if (rand() < 0.8) [columns.season_start, columns.season_end] = pick(SEASONS);
    if (house.features.includes("Music-Sync")) {
      columns.fm_tenths = Math.round(pick(STATIONS) * 10);
      const first = minutes(on);
      const shows = SHOW_STARTS.filter((t) => minutes(t) >= first).filter(() => rand() < 0.5);
      if (shows.length) columns.show_times = JSON.stringify(shows);
    }
  }
  scheduleByHouse.set(house.id, columns);
  return columns;
}
