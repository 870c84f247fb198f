import { env } from "cloudflare:workers";
import { houseDetailSchema, proximityVisitResponseSchema } from "@contract/house";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import { createDb } from "../worker/db/client";
import { newYorkDay, recordProximityVisit } from "../worker/db/house-counters";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller } from "./factories";

/** Degrees of latitude per metre (great circle, mean Earth radius). */
const DEG_PER_M = 1 / 111_195;

function visit(houseId: number, token: string | null, body: unknown) {
  return api(`/api/houses/${houseId}/proximity-visit`, {
    method: "POST",
    body,
    ...(token ? { token } : {}),
  });
}

describe("proximity visits", () => {
  it("records a visit within 30 m once per day and counts it on the house", async ({ expect }) => {
    const house = await createHouse();
    const user = newCaller();
    const near = {
      latitude: house.latitude + 25 * DEG_PER_M,
      longitude: house.longitude,
      accuracy: 12,
    };

    const first = await visit(house.id, user.token, near);
    expect(first.status).toBe(200);
    expect(await expectJson(first, proximityVisitResponseSchema)).toEqual({
      success: true,
      alreadyVisited: false,
      message: "Your visit to this house has been recorded",
    });
    const again = await expectJson(
      await visit(house.id, user.token, near),
      proximityVisitResponseSchema,
    );
    expect(again).toMatchObject({ success: true, alreadyVisited: true });

    const other = newCaller();
    expect(
      await expectJson(await visit(house.id, other.token, near), proximityVisitResponseSchema),
    ).toMatchObject({
      alreadyVisited: false,
    });

    const detail = await expectJson(
      await api(`/api/houses/${house.id}`, { token: user.token }),
      houseDetailSchema,
    );
    expect(detail.proximityVisitCount).toBe(2);
    expect(Date.parse(detail.userLastProximityVisit ?? "")).toBeGreaterThan(Date.now() - 60_000);
    const anonymous = await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema);
    expect(anonymous.userLastProximityVisit).toBeNull();
  });

  it('answers 400 "Too far" beyond 30 m and does not count it', async ({ expect }) => {
    const house = await createHouse();
    const user = newCaller();
    const res = await visit(house.id, user.token, {
      latitude: house.latitude + 35 * DEG_PER_M,
      longitude: house.longitude,
      accuracy: 5,
    });
    expect(res.status).toBe(400);
    // Distances as people read them, in feet this close (35 m is 114.8 ft, 30 m 98.4 ft).
    expect((await expectJson(res, errorSchema)).message).toBe(
      "Too far from this house (120 ft away): you need to be within 98 ft to count a visit.",
    );
    expect(
      (await expectJson(await api(`/api/houses/${house.id}`), houseDetailSchema))
        .proximityVisitCount,
    ).toBe(0);
  });

  it("refuses a position whose accuracy is worse than 30 m", async ({ expect }) => {
    const house = await createHouse();
    const user = newCaller();
    const res = await visit(house.id, user.token, {
      latitude: house.latitude,
      longitude: house.longitude,
      accuracy: 31,
    });
    expect(res.status).toBe(400);
    expect((await expectJson(res, errorSchema)).message).toMatch(/accurate/);
    const ok = await visit(house.id, user.token, {
      latitude: house.latitude,
      longitude: house.longitude,
      accuracy: 30,
    });
    expect(ok.status).toBe(200);
  });

  it("never shows a figure that contradicts the limit, and caps absurd ones", async ({
    expect,
  }) => {
    const house = await createHouse();
    const user = newCaller();
    const refusal = async (position: { latitude: number; accuracy: number }) => {
      const res = await visit(house.id, user.token, { longitude: house.longitude, ...position });
      expect(res.status).toBe(400);
      return (await expectJson(res, errorSchema)).message;
    };
    /** "110 ft" or "0.3 mi" in feet; "more than 100 mi" counts as its figure. */
    const feet = (text: string) => {
      const [, figure, unit] = /^(?:more than )?([\d.]+) (ft|mi)$/.exec(text) ?? [];
      expect(figure, text).toBeDefined();
      return Number(figure) * (unit === "mi" ? 5280 : 1);
    };
    const tooFar =
      /^Too far from this house \((.+) away\): you need to be within (.+) to count a visit\.$/;
    const blurry =
      /^Location not accurate enough \(it could be off by (.+); (.+) or better needed\)\. Try again outside, with location services on\.$/;

    // Just past 30 m (30.5 m is 100.07 ft): the measured figure is rounded up, the limit down.
    const justPast = await refusal({ latitude: house.latitude + 30.5 * DEG_PER_M, accuracy: 5 });
    expect(justPast).toBe(
      "Too far from this house (110 ft away): you need to be within 98 ft to count a visit.",
    );
    const barelyBlurry = await refusal({ latitude: house.latitude, accuracy: 30.01 });
    expect(barelyBlurry).toBe(
      "Location not accurate enough (it could be off by 100 ft; 98 ft or better needed). Try again outside, with location services on.",
    );
    for (const meters of [30.01, 30.5, 31, 160, 161, 1_000, 16_000, 160_000]) {
      const [, away, within] =
        tooFar.exec(
          await refusal({ latitude: house.latitude + meters * DEG_PER_M, accuracy: 5 }),
        ) ?? [];
      expect(feet(away!), `${meters} m`).toBeGreaterThan(feet(within!));
      const [, off, needed] =
        blurry.exec(await refusal({ latitude: house.latitude, accuracy: meters })) ?? [];
      expect(feet(off!), `accuracy ${meters} m`).toBeGreaterThan(feet(needed!));
    }

    // Absurd figures say "more than" a sane cap instead of printing 300 digits.
    expect(await refusal({ latitude: house.latitude, accuracy: 1e308 })).toBe(
      "Location not accurate enough (it could be off by more than 100 mi; 98 ft or better needed). Try again outside, with location services on.",
    );
    expect(await refusal({ latitude: house.latitude - 20, accuracy: 5 })).toBe(
      "Too far from this house (more than 100 mi away): you need to be within 98 ft to count a visit.",
    );
  });

  it("needs sign-in, a known house and a valid body", async ({ expect }) => {
    const house = await createHouse();
    const user = newCaller();
    const at = { latitude: house.latitude, longitude: house.longitude, accuracy: 5 };
    expect((await visit(house.id, null, at)).status).toBe(401);
    const missing = await visit(999_999, user.token, at);
    expect(missing.status).toBe(404);
    expect((await expectJson(missing, errorSchema)).message).toBe("House not found");
    for (const body of [
      {},
      { latitude: "x", longitude: 1, accuracy: 1 },
      { ...at, accuracy: -1 },
      "not json",
    ]) {
      const res = await visit(house.id, user.token, body);
      expect(res.status).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toBeTruthy();
    }
  });

  it("a new America/New_York day counts again; the day turns at New York midnight", async ({
    expect,
  }) => {
    expect(newYorkDay(new Date("2026-11-22T04:30:00Z"))).toBe("2026-11-21");
    expect(newYorkDay(new Date("2026-11-22T05:30:00Z"))).toBe("2026-11-22");
    expect(newYorkDay(new Date("2026-07-04T03:59:00Z"))).toBe("2026-07-03");

    const house = await createHouse();
    const user = newCaller();
    await api("/api/auth/user", { token: user.token });
    const db = createDb(env.DB);
    const input = {
      houseId: house.id,
      userId: user.uid,
      latitude: house.latitude,
      longitude: house.longitude,
      accuracy: 5,
    };
    const lateEvening = await recordProximityVisit(db, {
      ...input,
      at: new Date("2026-11-22T04:30:00Z"),
    });
    const sameNight = await recordProximityVisit(db, {
      ...input,
      at: new Date("2026-11-22T04:50:00Z"),
    });
    const nextMorning = await recordProximityVisit(db, {
      ...input,
      at: new Date("2026-11-22T12:00:00Z"),
    });
    expect([lateEvening, sameNight, nextMorning].map((r) => r.alreadyVisited)).toEqual([
      false,
      true,
      false,
    ]);
    const row = await env.DB.prepare("SELECT proximity_visit_count AS n FROM houses WHERE id = ?")
      .bind(house.id)
      .first<{ n: number }>();
    expect(row?.n).toBe(2);
  });
});
