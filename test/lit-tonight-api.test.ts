/**
 * The schedule edit API and lights reports (docs/product.md, Lit tonight): validation 4xx,
 * the schedule on house answers, reports only from people at the house, once per user, house
 * and night (a second report replaces the first), the newest report of the last three hours
 * deciding the badge, and the writes rate limit.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { houseDetailSchema, houseListResponseSchema } from "@contract/house";
import { lightsReportResponseSchema, scheduleResponseSchema } from "@contract/house-schedule";
import { errorSchema } from "@contract/user";
import { afterEach, describe, it, vi } from "vitest";
import worker from "../worker/index";
import { expectJson } from "./expect-json";
import {
  api,
  createHouse,
  emulatorToken,
  newCaller,
  sendUntilLimited,
  type TestCaller,
} from "./factories";

/** Degrees of latitude per metre (great circle, mean Earth radius). */
const DEG_PER_M = 1 / 111_195;

afterEach(() => {
  vi.useRealTimers();
});

function putSchedule(houseId: number, token: string | null, body: unknown) {
  return api(`/api/houses/${houseId}/schedule`, {
    method: "PUT",
    body,
    ...(token ? { token } : {}),
  });
}

describe("PUT /api/houses/{id}/schedule", () => {
  it("saves hours, season, show times and FM and shows them on the house answers", async ({
    expect,
  }) => {
    const house = await createHouse();
    const user = newCaller();
    const schedule = {
      litFrom: "16:30",
      litUntil: "00:30",
      seasonStart: "11-27",
      seasonEnd: "01-06",
      showTimes: ["21:00", "18:00", "00:00"],
      fmFrequency: 88.7,
    };
    const res = await putSchedule(house.id, user.token, schedule);
    expect(res.status).toBe(200);
    const saved = await expectJson(res, scheduleResponseSchema);
    expect(saved.schedule).toEqual(schedule);

    const detail = await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema);
    // Show times come back in night order (midnight after the evening ones).
    expect(detail.schedule).toEqual({ ...schedule, showTimes: ["18:00", "21:00", "00:00"] });
    const list = await expectJson(
      await api(
        `/api/houses?latitude=${house.latitude}&longitude=${house.longitude}&maxDistance=0.01`,
      ),
      houseListResponseSchema,
    );
    expect(list.houses.find((h) => h.id === house.id)?.schedule.fmFrequency).toBe(88.7);

    // Blank and null clear a part; everything can be cleared.
    const cleared = await putSchedule(house.id, user.token, {
      litFrom: "",
      litUntil: null,
      seasonStart: null,
      seasonEnd: null,
      showTimes: [],
      fmFrequency: null,
    });
    expect(cleared.status).toBe(200);
    expect(
      (await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema)).schedule,
    ).toEqual({
      litFrom: null,
      litUntil: null,
      seasonStart: null,
      seasonEnd: null,
      showTimes: [],
      fmFrequency: null,
    });
  });

  it("refuses bad schedules with a 400 naming the problem and writes nothing", async ({
    expect,
  }) => {
    const house = await createHouse();
    const user = newCaller();
    const good = { litFrom: "17:00", litUntil: "23:00" };
    expect((await putSchedule(house.id, user.token, { ...good, fmFrequency: 101.1 })).status).toBe(
      200,
    );
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...good, litFrom: "25:00" }, /litFrom.*24-hour time/],
      [{ ...good, litFrom: "4:30pm" }, /litFrom.*24-hour time/],
      [{ ...good, litUntil: "7" }, /litUntil.*24-hour time/],
      [{ litFrom: "17:00" }, /litUntil.*both/],
      [{ litUntil: "23:00" }, /litUntil.*both/],
      [{ litFrom: "18:00", litUntil: "18:00" }, /go off after they go on/],
      [{ litFrom: "11:00", litUntil: "13:00" }, /go off after they go on/],
      [{ litFrom: "02:00", litUntil: "23:00" }, /go off after they go on/],
      [{ ...good, fmFrequency: 87.4 }, /fmFrequency.*87\.5 to 108/],
      [{ ...good, fmFrequency: 108.1 }, /fmFrequency.*87\.5 to 108/],
      [{ ...good, fmFrequency: 88.75 }, /fmFrequency.*one decimal/],
      [{ ...good, fmFrequency: "88.7" }, /fmFrequency/],
      [{ ...good, seasonEnd: "01-06" }, /seasonEnd.*needs a season start/],
      [{ ...good, seasonStart: "11-27" }, /seasonStart.*needs a season end/],
      [{ ...good, seasonStart: "02-30", seasonEnd: "03-01" }, /seasonStart.*day of the year/],
      [{ ...good, seasonStart: "13-01", seasonEnd: "01-06" }, /seasonStart.*day of the year/],
      [{ ...good, showTimes: ["19:00", "19:00"] }, /showTimes.*once/],
      [{ ...good, showTimes: ["7pm"] }, /showTimes/],
      [
        {
          ...good,
          showTimes: Array.from(
            { length: 13 },
            (_, i) => `${String(12 + (i % 12)).padStart(2, "0")}:${String(i).padStart(2, "0")}`,
          ),
        },
        /showTimes.*At most 12/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await putSchedule(house.id, user.token, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect((await expectJson(res, errorSchema)).message).toMatch(message);
    }
    const detail = await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema);
    expect(detail.schedule).toMatchObject({
      litFrom: "17:00",
      litUntil: "23:00",
      fmFrequency: 101.1,
    });

    expect((await putSchedule(house.id, null, good)).status).toBe(401);
    expect((await putSchedule(9_999_999, user.token, good)).status).toBe(404);
    const notJson = await api(`/api/houses/${house.id}/schedule`, {
      method: "PUT",
      token: user.token,
      body: "{nope",
    });
    expect(notJson.status).toBe(400);

    // A body naming no part of the schedule is a mistake, not "clear it all" (decision 391).
    for (const body of [{}, { litfrom: "17:00" }]) {
      const empty = await putSchedule(house.id, user.token, body);
      expect(empty.status).toBe(400);
      expect((await expectJson(empty, errorSchema)).message).toMatch(/^Send the schedule: litFrom/);
    }
    const kept = await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema);
    expect(kept.schedule).toEqual(detail.schedule);
  });
});

/** A fresh token for the same person at the (fake) current time; tokens live one hour. */
const tokenNow = (caller: TestCaller) =>
  emulatorToken({
    sub: caller.uid,
    user_id: caller.uid,
    email: caller.email,
    email_verified: true,
  });

function report(houseId: number, token: string, body: Record<string, unknown>) {
  return api(`/api/houses/${houseId}/lights-report`, { method: "POST", token, body });
}

describe("POST /api/houses/{id}/lights-report", () => {
  function setClock(iso: string) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(iso));
  }

  it("takes reports only from people at the house (the GPS-visit rule)", async ({ expect }) => {
    const house = await createHouse();
    const user = newCaller();
    const far = await report(house.id, user.token, {
      status: "on",
      latitude: house.latitude + 35 * DEG_PER_M,
      longitude: house.longitude,
      accuracy: 5,
    });
    expect(far.status).toBe(400);
    expect((await expectJson(far, errorSchema)).message).toBe(
      "Too far from this house (120 ft away): you need to be within 98 ft to report its lights.",
    );
    const vague = await report(house.id, user.token, {
      status: "on",
      latitude: house.latitude,
      longitude: house.longitude,
      accuracy: 120,
    });
    expect(vague.status).toBe(400);
    expect((await expectJson(vague, errorSchema)).message).toMatch(
      /^Location not accurate enough \(it could be off by 400 ft; 98 ft or better needed\)/,
    );
    const odd = await report(house.id, user.token, {
      status: "maybe",
      latitude: house.latitude,
      longitude: house.longitude,
      accuracy: 5,
    });
    expect(odd.status).toBe(400);
    const detail = await expectJson(
      await api(`/api/houses/${house.id}`, { token: user.token }),
      houseDetailSchema,
    );
    expect(detail.lightsReports).toEqual({ on: 0, off: 0, mine: null });
    expect(
      (
        await api(`/api/houses/${house.id}/lights-report`, {
          method: "POST",
          body: { status: "on", latitude: house.latitude, longitude: house.longitude, accuracy: 5 },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await report(9_999_999, user.token, {
          status: "on",
          latitude: house.latitude,
          longitude: house.longitude,
          accuracy: 5,
        })
      ).status,
    ).toBe(404);
  });

  it("counts once per user, house and night; the newest report of 3 hours decides", async ({
    expect,
  }) => {
    const house = await createHouse();
    const near = {
      latitude: house.latitude + 10 * DEG_PER_M,
      longitude: house.longitude,
      accuracy: 8,
    };
    setClock("2026-12-20T12:00:00Z");
    const alice = newCaller();
    const bob = newCaller();
    expect(
      (await putSchedule(house.id, tokenNow(alice), { litFrom: "17:00", litUntil: "22:00" }))
        .status,
    ).toBe(200);

    // 15:00 EST, before the hours: a "lights on" report lights the badge.
    setClock("2026-12-20T20:00:00Z");
    const first = await expectJson(
      await report(house.id, tokenNow(alice), { status: "on", ...near }),
      lightsReportResponseSchema,
    );
    expect(first).toEqual({
      litTonight: true,
      replaced: false,
      reports: { on: 1, off: 0, mine: "on" },
    });

    // 18:00, inside the hours: Alice changes her mind; it replaces her report (no double count)
    // and, being the newest, hides the badge despite the hours.
    setClock("2026-12-20T23:00:00Z");
    const changed = await expectJson(
      await report(house.id, tokenNow(alice), { status: "off", ...near }),
      lightsReportResponseSchema,
    );
    expect(changed).toEqual({
      litTonight: false,
      replaced: true,
      reports: { on: 0, off: 1, mine: "off" },
    });

    // Bob reports "on" a little later: newest wins, two people counted.
    setClock("2026-12-20T23:10:00Z");
    const bobs = await expectJson(
      await report(house.id, tokenNow(bob), { status: "on", ...near }),
      lightsReportResponseSchema,
    );
    expect(bobs).toEqual({
      litTonight: true,
      replaced: false,
      reports: { on: 1, off: 1, mine: "on" },
    });

    // 00:30 the next morning is still the same night: Alice's report replaces hers again.
    setClock("2026-12-21T05:30:00Z");
    const late = await expectJson(
      await report(house.id, tokenNow(alice), { status: "on", ...near }),
      lightsReportResponseSchema,
    );
    expect(late).toMatchObject({ replaced: true, reports: { on: 2, off: 0 } });

    // 03:31, three hours and a minute later: no report in the window; the hours (ended) decide.
    setClock("2026-12-21T08:31:00Z");
    const quiet = await expectJson(
      await api(`/api/houses/${house.id}`, { token: newCaller().token }),
      houseDetailSchema,
    );
    expect(quiet.litTonight).toBe(false);
    expect(quiet.lightsReports).toMatchObject({ on: 2, off: 0, mine: null });

    // After noon a new night begins: a fresh report, counted anew.
    setClock("2026-12-21T22:00:00Z");
    const next = await expectJson(
      await report(house.id, tokenNow(alice), { status: "on", ...near }),
      lightsReportResponseSchema,
    );
    expect(next).toEqual({
      litTonight: true,
      replaced: false,
      reports: { on: 1, off: 0, mine: "on" },
    });
    const rows = await env.DB.prepare(
      "SELECT night_key AS night, COUNT(*) AS n FROM lights_reports WHERE house_id = ? GROUP BY night_key ORDER BY night_key",
    )
      .bind(house.id)
      .all();
    expect(rows.results).toEqual([
      { night: "2026-12-20", n: 2 },
      { night: "2026-12-21", n: 1 },
    ]);
  });

  it("is rate limited like every write: 429 with Retry-After", async ({ expect }) => {
    const house = await createHouse();
    const user = newCaller();
    const near = {
      status: "on",
      latitude: house.latitude,
      longitude: house.longitude,
      accuracy: 5,
    };
    const send = async () => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`http://localhost/api/houses/${house.id}/lights-report`, {
          method: "POST",
          headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
          body: JSON.stringify(near),
        }),
        { ...env, RATE_LIMIT_WRITES: env.TEST_RATE_LIMIT },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
    const { limited, through } = await sendUntilLimited(send);
    expect(through.length).toBeGreaterThanOrEqual(2);
    expect(through.map((response) => response.status)).toEqual(through.map(() => 200));
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await expectJson(limited, errorSchema)).message).toMatch(/too quickly/);
    // Nothing was double counted by the repeats.
    const detail = await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema);
    expect(detail.lightsReports).toMatchObject({ on: 1, off: 0 });
  });
});
