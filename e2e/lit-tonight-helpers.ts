/**
 * "Lit tonight" set-up for browser tests: hours and a one-night season that hold right now in
 * New York, whatever time the tests run (the night runs noon to noon).
 */
import {
  clockTimeText,
  NIGHT_END_MINUTE,
  NIGHT_START_MINUTE,
  nightClockAt,
} from "../contract/lit-tonight";
import { APP_URL } from "./ports";

export function scheduleLitNow(at = new Date()) {
  const clock = nightClockAt(at);
  const from = Math.max(NIGHT_START_MINUTE, clock.nightMinute - 60);
  const until = Math.min(NIGHT_END_MINUTE - 1, clock.nightMinute + 120);
  return {
    litFrom: clockTimeText(from),
    litUntil: clockTimeText(until),
    /** The night's evening date, as a date input takes it and as "MM-DD". */
    nightDate: clock.nightKey,
    monthDay: clock.nightKey.slice(5),
  };
}

/** Gives a house a schedule lit right now through the real API. */
export async function putScheduleLitNow(houseId: number, token: string) {
  const now = scheduleLitNow();
  const response = await fetch(`${APP_URL}/api/houses/${houseId}/schedule`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      litFrom: now.litFrom,
      litUntil: now.litUntil,
      seasonStart: now.monthDay,
      seasonEnd: now.monthDay,
      showTimes: [],
      fmFrequency: 90.5,
    }),
  });
  if (!response.ok) throw new Error(`schedule failed: ${await response.text()}`);
}
