import { favoriteCheckSchema, favoriteListSchema } from "@contract/favorites";
import { errorSchema } from "@contract/user";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller } from "./factories";

describe("favorites", () => {
  it("adds, checks, lists and removes, idempotently", async ({ expect }) => {
    const user = newCaller();
    const house = await createHouse({ features: ["Animatronics"] });
    const token = user.token;

    expect(
      await expectJson(
        await api(`/api/favorites/${house.id}/check`, { token }),
        favoriteCheckSchema,
      ),
    ).toEqual({
      isFavorite: false,
    });
    const added = await api("/api/favorites", {
      method: "POST",
      body: { houseId: house.id },
      token,
    });
    expect(added.status).toBe(201);
    const twice = await api("/api/favorites", {
      method: "POST",
      body: { houseId: house.id },
      token,
    });
    expect(twice.status).toBe(201);

    const list = await expectJson(await api("/api/favorites", { token }), favoriteListSchema);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      houseId: house.id,
      house: { id: house.id, features: ["Animatronics"] },
    });
    expect(
      await expectJson(
        await api(`/api/favorites/${house.id}/check`, { token }),
        favoriteCheckSchema,
      ),
    ).toEqual({
      isFavorite: true,
    });

    for (let i = 0; i < 2; i++) {
      const removed = await api(`/api/favorites/${house.id}`, { method: "DELETE", token });
      expect(removed.status).toBe(200);
    }
    expect(await expectJson(await api("/api/favorites", { token }), favoriteListSchema)).toEqual(
      [],
    );
  });

  it("lists newest first and shows each user only their own", async ({ expect }) => {
    const a = newCaller();
    const b = newCaller();
    const h1 = await createHouse();
    const h2 = await createHouse();
    await api("/api/favorites", { method: "POST", body: { houseId: h1.id }, token: a.token });
    await api("/api/favorites", { method: "POST", body: { houseId: h2.id }, token: a.token });
    await api("/api/favorites", { method: "POST", body: { houseId: h2.id }, token: b.token });
    const mine = await expectJson(
      await api("/api/favorites", { token: a.token }),
      favoriteListSchema,
    );
    expect(mine.map((f: { houseId: number }) => f.houseId)).toEqual([h2.id, h1.id]);
    const theirs = await expectJson(
      await api("/api/favorites", { token: b.token }),
      favoriteListSchema,
    );
    expect(theirs.map((f: { houseId: number }) => f.houseId)).toEqual([h2.id]);
    // b removing h1 (which b never favorited) leaves a's favorite alone
    await api(`/api/favorites/${h1.id}`, { method: "DELETE", token: b.token });
    expect(
      await expectJson(await api("/api/favorites", { token: a.token }), favoriteListSchema),
    ).toHaveLength(2);
  });

  it("needs sign-in on every call", async ({ expect }) => {
    const house = await createHouse();
    for (const [method, path, body] of [
      ["GET", "/api/favorites", undefined],
      ["GET", `/api/favorites/${house.id}/check`, undefined],
      ["POST", "/api/favorites", { houseId: house.id }],
      ["DELETE", `/api/favorites/${house.id}`, undefined],
    ] as const) {
      const res = await api(path, { method, body });
      expect(res.status).toBe(401);
      expect((await expectJson(res, errorSchema)).message).toBe("Unauthorized");
    }
  });

  it("404 for unknown houses, 400 for a bad body", async ({ expect }) => {
    const { token } = newCaller();
    for (const [method, path, body] of [
      ["GET", "/api/favorites/999999/check", undefined],
      ["POST", "/api/favorites", { houseId: 999999 }],
      ["DELETE", "/api/favorites/999999", undefined],
    ] as const) {
      const res = await api(path, { method, body, token });
      expect(res.status).toBe(404);
      expect((await expectJson(res, errorSchema)).message).toBe("House not found");
    }
    for (const body of [{}, { houseId: "abc" }, { houseId: -2 }]) {
      const res = await api("/api/favorites", { method: "POST", body, token });
      expect(res.status).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toContain("houseId");
    }
  });

  it("takes a house id only as a JSON number", async ({ expect }) => {
    const user = newCaller();
    const house = await createHouse();
    // Read as text these were houses: true as 1, "0x39" and [57] as 57, " 5e1 " as 50.
    for (const houseId of [true, "0x39", [57], " 5e1 ", String(house.id), 1.5, 0, null]) {
      const res = await api("/api/favorites", {
        method: "POST",
        body: { houseId },
        token: user.token,
      });
      expect(res.status, JSON.stringify(houseId)).toBe(400);
      expect((await expectJson(res, errorSchema)).message).toMatch(/^houseId[: ]/);
    }
    expect(
      await expectJson(await api("/api/favorites", { token: user.token }), favoriteListSchema),
    ).toEqual([]);
  });
});
