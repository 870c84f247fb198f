/**
 * D1 sessions (worker/middleware/db.ts): every answer that touched the database carries a
 * bookmark, a request that sends one back reads at least that write, and a bookmark that is
 * malformed or unknown is ignored rather than failing the request.
 */
import { houseDetailSchema } from "@contract/house";
import { describe, it } from "vitest";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller, signedIn } from "./factories";

const HEADER = "X-D1-Bookmark";

describe("D1 session bookmarks", () => {
  it("a write answers its bookmark, and a read sent with it sees the write", async ({ expect }) => {
    const house = await createHouse();
    const user = await signedIn(newCaller());
    const rated = await api(`/api/houses/${house.id}/ratings`, {
      method: "POST",
      token: user.token,
      body: { rating: 4 },
    });
    expect(rated.status).toBeLessThan(300);
    const bookmark = rated.headers.get(HEADER);
    expect(bookmark).toMatch(/^[0-9a-f-]+$/i);

    const read = await api(`/api/houses/${house.id}`, { headers: { [HEADER]: bookmark! } });
    expect(read.status).toBe(200);
    expect(read.headers.get(HEADER)).toBeTruthy();
    expect((await expectJson(read, houseDetailSchema)).reviewCount).toBe(1);
  });

  it("ignores a malformed or unknown bookmark instead of failing", async ({ expect }) => {
    const house = await createHouse();
    for (const sent of [
      "not a bookmark",
      "'; DROP TABLE houses; --",
      "x".repeat(5000),
      "0000-ffff",
    ]) {
      const res = await api(`/api/houses/${house.id}`, { headers: { [HEADER]: sent } });
      expect(res.status, sent.slice(0, 30)).toBe(200);
    }
  });
});
