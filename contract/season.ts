/**
 * The lights season and "still lit this year?" (docs/decisions/168-still-lit-this-year.md). A season runs from
 * November 1 to January 15, New York's calendar, and is named by its November's year (the
 * 2026 season ends on January 15, 2027). A house is confirmed for a season when, during it,
 * someone near it reported "Lights on", a photo was added, it was submitted, or an admin
 * confirmed it. zod-free: cards import it.
 */
import { newYorkOffsetHours } from "./lit-tonight";

const HOUR_MS = 60 * 60 * 1000;

export function newYorkDate(at: Date): { year: number; month: number; day: number } {
  const wall = new Date(at.getTime() + newYorkOffsetHours(at) * HOUR_MS);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The season under way at `at` (its November's year), or null between seasons. */
export function seasonUnderWay(at: Date): number | null {
  const { year, month, day } = newYorkDate(at);
  if (month >= 11) return year;
  if (month === 1 && day <= 15) return year - 1;
  return null;
}

/**
 * The season the app talks about at `at`: the one under way, else the next one (from January 16
 * the coming November's season: houses are "not yet confirmed" for it until it starts).
 */
export function currentSeason(at: Date): number {
  return seasonUnderWay(at) ?? newYorkDate(at).year;
}

export function isConfirmedFor(confirmedSeason: number | null, season: number): boolean {
  return confirmedSeason !== null && confirmedSeason >= season;
}

export const notConfirmedText = (season: number) => `Not yet confirmed for ${season}`;
/** Enough people reported the house no longer decorates (docs/house-reports.md). */
export const REPORTED_DARK_TEXT = "Reported dark";
/** An archived house's page (decision 168): it is out of search, the map and its town. */
export const ARCHIVED_TEXT = "No longer listed in the directory";
export const CONFIRMED_FILTER_LABEL = "Confirmed this season";
/**
 * The filter's id among the home's chosen filters; the client sends it as `confirmed=true`, never
 * as a feature.
 */
export const CONFIRMED_FILTER_ID = "confirmed-this-season";
/*
 * The one-tap confirmation's texts live in season-confirm-texts.ts: only the house page shows
 * them, and this module sits in the landing's first JavaScript (cards use it).
 */
