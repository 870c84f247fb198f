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
    // Distances as people read them, in feet this close.
    expect((await expectJson(res, errorSchema)).message).toMatch(
      /^Too far from this house \(1[12]0 ft away\): you need to be within 100 ft to count a visit\.$/,
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
