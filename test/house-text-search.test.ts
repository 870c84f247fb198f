import { env } from "cloudflare:workers";
import { houseListResponseSchema } from "@contract/house";
import { sql } from "drizzle-orm";
import { describe, it } from "vitest";
import { createDb } from "../worker/db/client";
import { houseCountSql, houseListSql } from "../worker/db/house-list";
import { expectJson } from "./expect-json";
import { api, createHouse, newCaller, signedIn } from "./factories";

async function search(token: string, searchQuery: string) {
  const res = await api(`/api/houses?searchQuery=${encodeURIComponent(searchQuery)}&limit=50`, {
    token,
  });
  const body = await expectJson(res, houseListResponseSchema);
  return body.houses.map((h) => h.id);
}

describe("searchQuery through the trigram index", () => {
  it("finds substrings of title, address and city, any case, and follows edits", async ({
    expect,
  }) => {
    const { token } = await signedIn(newCaller());
    const tag = `Zq${Date.now().toString(36)}`;
    const house = await createHouse({ title: `The ${tag} Candy Cane Lane` });
    const other = await createHouse({ address: `12 ${tag}wood Street`, city: "Bay Shore" });
    await createHouse({ title: "Unrelated Lights" });

    expect(await search(token, tag.toLowerCase())).toEqual(
      expect.arrayContaining([house.id, other.id]),
    );
    expect(await search(token, `${tag} candy`)).toEqual([house.id]);
    expect(await search(token, `${tag}WOOD st`)).toEqual([other.id]);

    await env.DB.prepare("UPDATE houses SET title = ? WHERE id = ?")
      .bind("Renamed Display", house.id)
      .run();
    expect(await search(token, `${tag} candy`)).toEqual([]);
    expect(await search(token, "renamed disp")).toContain(house.id);

    await env.DB.prepare("DELETE FROM houses WHERE id = ?").bind(other.id).run();
    expect(await search(token, `${tag}wood`)).toEqual([]);
  });

  it("answers short queries (below a trigram) with a plain substring match", async ({ expect }) => {
    const { token } = await signedIn(newCaller());
    const house = await createHouse({ title: "Xj Lights" });
    expect(await search(token, "xj")).toContain(house.id);
  });

  it("treats FTS syntax in the text as text", async ({ expect }) => {
    const { token } = await signedIn(newCaller());
    const house = await createHouse({ title: 'The "North Pole" OR Bust' });
    expect(await search(token, '"north pole" or')).toContain(house.id);
    const res = await api(`/api/houses?searchQuery=${encodeURIComponent('AND ( NEAR "')}`, {
      token,
    });
    expect(res.status).toBe(200);
  });

  it("reads the index, never scans houses", async ({ expect }) => {
    const db = createDb(env.DB);
    const query = { searchQuery: "candy", limit: 10, offset: 0 };
    for (const statement of [houseListSql(query), houseCountSql(query)]) {
      const plan = await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${statement}`);
      const details = plan.map((p) => p.detail).join("\n");
      expect(details).toMatch(/SCAN house_text_search VIRTUAL TABLE INDEX 0:M/);
      expect(details).toMatch(/SEARCH h USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(details).not.toMatch(/^SCAN h\b/m);
    }
  });
});
