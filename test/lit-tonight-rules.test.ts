/**
 * "Lit tonight" rules (docs/product.md, Lit tonight) across midnight, New Year and DST nights,
 * with the worker running in UTC: the night clock (contract/lit-tonight.ts) directly, then the
 * badge and the list filter through HTTP with the clock set by fake timers (Date only; the
 * worker and the tests share one isolate).
 */
import { env } from "cloudflare:workers";
import { houseDetailSchema, houseListResponseSchema } from "@contract/house";
import { isLitTonight, type LitHours, nightClockAt } from "@contract/lit-tonight";
import { sql } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { afterEach, describe, it, vi } from "vitest";
import { createDb } from "../worker/db/client";
import { houseCountSql, houseListSql } from "../worker/db/house-list";
import { litClockAt } from "../worker/db/lit-tonight";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller } from "./factories";

const editor = newCaller({ name: "Sky Scheduler" });
const dialect = new SQLiteSyncDialect({ casing: "snake_case" });

function at(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}
afterEach(() => {
  vi.useRealTimers();
});

async function houseWithSchedule(
  schedule: Record<string, unknown>,
  near?: { latitude: number; longitude: number },
) {
  const house = await createHouse(near ?? {});
  const res = await api(`/api/houses/${house.id}/schedule`, {
    method: "PUT",
    token: editor.token,
    body: schedule,
  });
  if (res.status !== 200) throw new Error(`schedule ${res.status}: ${await res.text()}`);
  return house;
}

async function litAt(houseId: number, iso: string) {
  at(iso);
  const detail = await expectJson(await api(`/api/houses/${houseId}`), houseDetailSchema);
  vi.useRealTimers();
  return detail.litTonight;
}

describe("the night clock (America/New_York, noon to noon)", () => {
  it("runs in a UTC worker", ({ expect }) => {
    expect(new Date("2026-12-25T12:00:00").getTimezoneOffset()).toBe(0);
  });

  it("puts the small hours in the previous evening's night", ({ expect }) => {
    // 00:15 EST on Dec 26
    expect(nightClockAt(new Date("2026-12-26T05:15:00Z"))).toEqual({
      nightKey: "2026-12-25",
      nightMonthDay: 1225,
      nightMinute: 24 * 60 + 15,
    });
    // 11:59 EST: still the night before; 12:00 starts a new night.
    expect(nightClockAt(new Date("2026-12-25T16:59:00Z")).nightKey).toBe("2026-12-24");
    expect(nightClockAt(new Date("2026-12-25T17:00:00Z"))).toMatchObject({
      nightKey: "2026-12-25",
      nightMinute: 720,
    });
  });

  it("crosses New Year and month ends by the calendar", ({ expect }) => {
    expect(nightClockAt(new Date("2027-01-01T05:30:00Z"))).toEqual({
      nightKey: "2026-12-31",
      nightMonthDay: 1231,
      nightMinute: 24 * 60 + 30,
    });
    expect(nightClockAt(new Date("2027-03-01T10:00:00Z")).nightKey).toBe("2027-02-28");
    expect(nightClockAt(new Date("2028-03-01T10:00:00Z")).nightKey).toBe("2028-02-29");
  });

  it("reads New York's wall clock on DST nights", ({ expect }) => {
    // Fall back, Nov 1 2026: 01:30 happens twice (EDT, then EST), both in the Oct 31 night.
    for (const iso of ["2026-11-01T05:30:00Z", "2026-11-01T06:30:00Z"]) {
      expect(nightClockAt(new Date(iso))).toEqual({
        nightKey: "2026-10-31",
        nightMonthDay: 1031,
        nightMinute: 24 * 60 + 90,
      });
    }
    // Spring forward, Mar 8 2026: 01:59 EST is followed by 03:00 EDT.
    expect(nightClockAt(new Date("2026-03-08T06:59:00Z")).nightMinute).toBe(24 * 60 + 119);
    expect(nightClockAt(new Date("2026-03-08T07:00:00Z")).nightMinute).toBe(24 * 60 + 180);
  });

  it("agrees with the time-zone database every hour of 2024-2035 and every minute near each change", ({
    expect,
  }) => {
    const zone = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    // The wall clock as Intl reads it, in the rules' terms (noon-to-noon nights).
    const expected = (at: Date) => {
      const p = Object.fromEntries(zone.formatToParts(at).map((x) => [x.type, Number(x.value)]));
      const minute = p.hour! * 60 + p.minute!;
      const evening = new Date(Date.UTC(p.year!, p.month! - 1, p.day! - (minute < 720 ? 1 : 0)));
      const mm = evening.getUTCMonth() + 1;
      const dd = evening.getUTCDate();
      return {
        nightKey: `${evening.getUTCFullYear()}-${String(mm).padStart(2, "0")}-${String(dd).padStart(2, "0")}`,
        nightMonthDay: mm * 100 + dd,
        nightMinute: minute < 720 ? minute + 1440 : minute,
      };
    };
    const instants: number[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2036, 0, 1); t += 3_600_000) instants.push(t);
    for (let year = 2024; year < 2036; year++) {
      for (const month of [2, 10]) {
        for (let day = 1; day <= 14; day++) {
          for (let m = 4 * 60; m < 8 * 60; m++) instants.push(Date.UTC(year, month, day, 0, m));
        }
      }
    }
    let differing = 0;
    for (const t of instants) {
      const at = new Date(t);
      if (JSON.stringify(nightClockAt(at)) !== JSON.stringify(expected(at))) differing += 1;
    }
    expect(instants.length).toBeGreaterThan(180_000);
    expect(differing).toBe(0);
  });
});

describe("lit by its hours (HTTP, clock set)", () => {
  it("holds 16:30-00:30 across midnight, from the first minute to before the last", async ({
    expect,
  }) => {
    const house = await houseWithSchedule({ litFrom: "16:30", litUntil: "00:30" });
    expect(await litAt(house.id, "2026-12-25T21:29:00Z")).toBe(false); // 16:29 EST
    expect(await litAt(house.id, "2026-12-25T21:30:00Z")).toBe(true); // 16:30
    expect(await litAt(house.id, "2026-12-26T04:59:00Z")).toBe(true); // 23:59
    expect(await litAt(house.id, "2026-12-26T05:29:00Z")).toBe(true); // 00:29
    expect(await litAt(house.id, "2026-12-26T05:30:00Z")).toBe(false); // 00:30
    expect(await litAt(house.id, "2026-12-26T15:00:00Z")).toBe(false); // 10:00
  });

  it("keeps a season that spans New Year, judged by the night's evening", async ({ expect }) => {
    const house = await houseWithSchedule({
      litFrom: "17:00",
      litUntil: "01:00",
      seasonStart: "12-01",
      seasonEnd: "01-06",
    });
    expect(await litAt(house.id, "2026-11-30T23:00:00Z")).toBe(false); // Nov 30, 18:00
    expect(await litAt(house.id, "2026-12-01T23:00:00Z")).toBe(true); // Dec 1
    expect(await litAt(house.id, "2027-01-01T04:59:00Z")).toBe(true); // Dec 31, 23:59
    expect(await litAt(house.id, "2027-01-01T05:30:00Z")).toBe(true); // Jan 1, 00:30 (Dec 31 night)
    expect(await litAt(house.id, "2027-01-07T05:30:00Z")).toBe(true); // Jan 7, 00:30 (Jan 6 night)
    expect(await litAt(house.id, "2027-01-07T23:00:00Z")).toBe(false); // Jan 7 evening
    expect(await litAt(house.id, "2027-11-30T23:00:00Z")).toBe(false); // repeats next year
    expect(await litAt(house.id, "2027-12-02T23:00:00Z")).toBe(true);
  });

  it("follows the wall clock on the DST nights", async ({ expect }) => {
    const fall = await houseWithSchedule({ litFrom: "18:00", litUntil: "01:30" });
    expect(await litAt(fall.id, "2026-11-01T05:15:00Z")).toBe(true); // 01:15 EDT
    expect(await litAt(fall.id, "2026-11-01T05:45:00Z")).toBe(false); // 01:45 EDT
    expect(await litAt(fall.id, "2026-11-01T06:15:00Z")).toBe(true); // 01:15 EST (again)
    expect(await litAt(fall.id, "2026-11-01T06:45:00Z")).toBe(false); // 01:45 EST
    const spring = await houseWithSchedule({ litFrom: "18:00", litUntil: "02:30" });
    expect(await litAt(spring.id, "2026-03-08T06:59:00Z")).toBe(true); // 01:59 EST
    expect(await litAt(spring.id, "2026-03-08T07:00:00Z")).toBe(false); // 03:00 EDT
    expect(await litAt(spring.id, "2026-03-07T23:00:00Z")).toBe(true); // 18:00 EST
  });

  it("is never lit without hours", async ({ expect }) => {
    const house = await houseWithSchedule({ seasonStart: "11-20", seasonEnd: "01-02" });
    expect(await litAt(house.id, "2026-12-25T23:00:00Z")).toBe(false);
  });
});

describe("the litTonight list filter", () => {
  // A spot of its own so only this block's houses are within reach.
  const spot = { latitude: 40.9512, longitude: -72.3301 };
  const listLit = async (iso: string) => {
    at(iso);
    const res = await api(
      `/api/houses?litTonight=true&latitude=${spot.latitude}&longitude=${spot.longitude}&maxDistance=1`,
      { token: newCaller().token }, // minted at the set time, so not expired
    );
    vi.useRealTimers();
    const body = await expectJson(res, houseListResponseSchema);
    return { ids: body.houses.map((h) => h.id).sort((a, b) => a - b), total: body.totalCount };
  };

  it("returns exactly the lit houses, and agrees with the shared rule", async ({ expect }) => {
    const schedules: Array<Record<string, unknown> & { hours: LitHours }> = [
      { litFrom: "16:30", litUntil: "00:30", hours: h(990, 1470) },
      { litFrom: "18:00", litUntil: "22:00", hours: h(1080, 1320) },
      {
        litFrom: "17:00",
        litUntil: "23:00",
        seasonStart: "12-20",
        seasonEnd: "01-02",
        hours: h(1020, 1380, 1220, 102),
      },
      { showTimes: ["19:00"], hours: h(null, null) },
    ];
    const created = [];
    for (const { hours, ...schedule } of schedules) {
      created.push({ id: (await houseWithSchedule(schedule, spot)).id, hours });
    }
    for (const iso of [
      "2026-12-05T22:00:00Z", // 17:00 Dec 5
      "2026-12-21T00:30:00Z", // 19:30 Dec 20
      "2026-12-21T04:30:00Z", // 23:30 Dec 20
      "2027-01-03T01:00:00Z", // 20:00 Jan 2
      "2027-01-04T01:00:00Z", // 20:00 Jan 3
      "2026-12-21T16:00:00Z", // 11:00: nothing
    ]) {
      const expected = created
        .filter((c) => isLitTonight(c.hours, null, nightClockAt(new Date(iso))))
        .map((c) => c.id)
        .sort((a, b) => a - b);
      expect({ iso, ...(await listLit(iso)) }).toEqual({
        iso,
        ids: expected,
        total: expected.length,
      });
    }
    // Without the parameter every house is there, each with its flag.
    at("2026-12-21T00:30:00Z");
    const all = await expectJson(
      await api(`/api/houses?latitude=${spot.latitude}&longitude=${spot.longitude}&maxDistance=1`, {
        token: newCaller().token,
      }),
      houseListResponseSchema,
    );
    vi.useRealTimers();
    expect(all.totalCount).toBe(created.length);
    expect(all.houses.filter((x) => x.litTonight).length).toBe(3);
  });

  it("reads candidates from indexes with a fixed number of parameters", async ({ expect }) => {
    const db = createDb(env.DB);
    const clock = litClockAt(new Date("2026-12-21T00:30:00Z"));
    const counts = new Set<number>();
    for (const query of [
      { litTonight: true, limit: 20, offset: 0 },
      { litTonight: true, features: ["Music-Sync"], searchQuery: "elm", limit: 20, offset: 0 },
    ]) {
      for (const statement of [houseListSql(query, clock), houseCountSql(query, clock)]) {
        const plan = (await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${statement}`))
          .map((p) => p.detail)
          .join("\n");
        expect(plan).toMatch(
          /SEARCH c USING (COVERING )?INDEX houses_lit_hours_idx \(lit_from_minute>\? AND lit_from_minute<\?\)/,
        );
        expect(plan).toMatch(
          /SEARCH lr USING (COVERING )?INDEX lights_reports_created_idx \(created_at>\? AND created_at<\?\)/,
        );
        expect(plan).toMatch(/SEARCH r USING INDEX lights_reports_house_created_idx/);
        expect(plan).not.toMatch(/^SCAN (h|c|lr|r)\b/m);
      }
    }
    // The filter binds the same parameters whatever the clock or the other filters.
    for (const iso of ["2026-12-21T00:30:00Z", "2027-07-04T15:00:00Z"]) {
      const withFilter = houseCountSql(
        { litTonight: true, features: ["Music-Sync"] },
        litClockAt(new Date(iso)),
      );
      const without = houseCountSql({ features: ["Music-Sync"] }, litClockAt(new Date(iso)));
      counts.add(
        dialect.sqlToQuery(withFilter).params.length - dialect.sqlToQuery(without).params.length,
      );
    }
    // One count for every clock: the statement D1 prepares is the same all year.
    expect(counts.size).toBe(1);
  });
});

function h(
  litFromMinute: number | null,
  litUntilMinute: number | null,
  seasonStart: number | null = null,
  seasonEnd: number | null = null,
): LitHours {
  return { litFromMinute, litUntilMinute, seasonStart, seasonEnd };
}
