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

/**
 * Every house a search finds, page by page: a common word ("lights", a town) finds more houses
 * than one page holds once the other test files' houses share the database.
 */
async function searchAll(token: string, searchQuery: string) {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 50) {
    const res = await api(
      `/api/houses?searchQuery=${encodeURIComponent(searchQuery)}&limit=50&offset=${offset}`,
      { token },
    );
    const body = await expectJson(res, houseListResponseSchema);
    ids.push(...body.houses.map((h) => h.id));
    if (body.houses.length === 0 || ids.length >= body.totalCount) return ids;
  }
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

  it("reads comma-separated parts, each matching; a trailing state or ZIP is not required", async ({
    expect,
  }) => {
    const { token } = await signedIn(newCaller());
    const tag = `Zr${Date.now().toString(36)}`;
    const town = `${tag}town`;
    const house = await createHouse({
      title: "Candy Cane Corner",
      address: "368 Hillside Avenue",
      city: town,
    });
    const other = await createHouse({ title: "Frosty Lane", address: "12 Shore Road", city: town });

    for (const typed of [
      `${town}, NY`,
      `${town}, N.Y.`,
      `${town}, New York`,
      `${town} NY`,
      `${town}, NY 11758`,
      `${town}, 11758`,
      `${town}, NY, USA`,
      `${town}.`,
    ]) {
      expect(await search(token, typed), typed).toEqual(
        expect.arrayContaining([house.id, other.id]),
      );
    }
    expect(await search(token, `368 Hillside Avenue, ${town}`)).toEqual([house.id]);
    expect(await search(token, `368  hillside avenue ,  ${town.toUpperCase()} ,NY`)).toEqual([
      house.id,
    ]);
    expect(await search(token, `Candy Cane, ${town}`)).toEqual([house.id]);
    // Every part must match: another town, or a street not in this town, finds nothing.
    expect(await search(token, `368 Hillside Avenue, ${tag}ville`)).toEqual([]);
    expect(await search(token, `${town}, Hempstead`)).toEqual([]);
    expect(await search(token, `${town}, PA`)).toEqual([]);
  });

  it("matches a street type written either way, with or without its dot", async ({ expect }) => {
    const { token } = await signedIn(newCaller());
    const tag = `Zs${Date.now().toString(36)}`;
    const town = `${tag}port`;
    const avenue = await createHouse({ address: `368 ${tag} Avenue`, city: town });
    const road = await createHouse({ address: `12 ${tag} Rd`, city: town });
    const court = await createHouse({ address: `7 ${tag} Ct.`, city: town });

    expect(await search(token, `368 ${tag} Ave, ${town}`)).toEqual([avenue.id]);
    expect(await search(token, `368 ${tag} Ave., ${town}, NY`)).toEqual([avenue.id]);
    expect(await search(token, `12 ${tag} Road`)).toEqual([road.id]);
    expect(await search(token, `12 ${tag} ROAD, ${town}`)).toEqual([road.id]);
    expect(await search(token, `7 ${tag} court`)).toEqual([court.id]);
    expect(await search(token, `7 ${tag} Ct`)).toEqual([court.id]);
    expect(await search(token, `12 ${tag} Street`)).toEqual([]);
  });

  it("reads a known town after the street without a comma (decision 386)", async ({ expect }) => {
    const { token } = await signedIn(newCaller());
    const tag = `Zu${Date.now().toString(36)}`;
    const house = await createHouse({
      title: "Silent Night",
      address: `368 ${tag} Avenue`,
      city: "Massapequa",
    });
    const park = await createHouse({ address: `12 ${tag} Ter`, city: "Massapequa Park" });
    const elsewhere = await createHouse({ address: `368 ${tag} Avenue`, city: "Levittown" });

    for (const typed of [
      `368 ${tag} Ave Massapequa`,
      `368 ${tag} Avenue Massapequa`,
      `368 ${tag} ave. massapequa ny`,
      `368 ${tag} AVE MASSAPEQUA, NY 11758`,
      `368 ${tag} Ave Massapequa, New York, USA`,
      // The town an address is written with is often its neighbour's: Massapequa Park reads as
      // Massapequa when a street is typed too (a house in either is found).
      `368 ${tag} avenue massapequa park ny 11762`,
      `368 ${tag} Ave, Massapequa Park`,
      `Silent Night Massapequa`,
    ]) {
      expect(await search(token, typed), typed).toEqual([house.id]);
    }
    expect(await search(token, `12 ${tag} Terrace Massapequa Park`)).toEqual([park.id]);
    expect(await search(token, `12 ${tag} Terrace Massapequa`)).toEqual([park.id]);
    expect(await search(token, `368 ${tag} Ave Levittown NY`)).toEqual([elsewhere.id]);
    expect(await search(token, `368 ${tag} Ave Hempstead`)).toEqual([]);
    // "Massapequa Park" is the town, not "Park" after "Massapequa".
    expect(await search(token, `${tag} Massapequa Park`)).toEqual(
      expect.arrayContaining([house.id, park.id]),
    );
    expect(await search(token, `${tag} Massapequa Park`)).not.toContain(elsewhere.id);
  });

  it("reads a hamlet or village after the street without a comma, as a post office town (decision 418)", async ({
    expect,
  }) => {
    const { token } = await signedIn(newCaller());
    const tag = `Hm${Date.now().toString(36)}`;
    const dixHills = await createHouse({ address: `12 ${tag} St`, city: "Dix Hills" });
    const commack = await createHouse({ address: `12 ${tag} St`, city: "Commack" });
    const northMassapequa = await createHouse({
      address: `5 ${tag} Ct`,
      city: "North Massapequa",
    });
    const laurel = await createHouse({ address: `9 ${tag} Ln`, city: "Laurel" });

    for (const typed of [
      `12 ${tag} St Dix Hills`,
      `12 ${tag} Street dix hills ny 11746`,
      `12 ${tag} St, Dix Hills`,
    ]) {
      expect(await search(token, typed), typed).toEqual([dixHills.id]);
    }
    expect(await search(token, `12 ${tag} St Commack`)).toEqual([commack.id]);
    expect(await search(token, `5 ${tag} Court North Massapequa`)).toEqual([northMassapequa.id]);
    // North Massapequa's neighbour Massapequa is searched as it (decision 386) ...
    expect(await search(token, `5 ${tag} Ct Massapequa`)).toEqual([northMassapequa.id]);
    // ... but Laurel Hollow, in Nassau, is not read as Laurel on the North Fork.
    expect(await search(token, `9 ${tag} Ln Laurel Hollow`)).toEqual([]);
    expect(await search(token, `9 ${tag} Ln Laurel`)).toEqual([laurel.id]);
  });

  it("matches any USPS street suffix abbreviated or written out (decision 386)", async ({
    expect,
  }) => {
    const { token } = await signedIn(newCaller());
    const tag = `Zv${Date.now().toString(36)}`;
    const terrace = await createHouse({ address: `12 ${tag} Ter`, city: "Levittown" });
    const turnpike = await createHouse({ address: `5 ${tag} Turnpike`, city: "Jericho" });
    const highway = await createHouse({ address: `40 ${tag} Hwy`, city: "Hicksville" });
    const circle = await createHouse({ address: `9 ${tag} Circle N`, city: "Bay Shore" });
    const expressway = await createHouse({ address: `77 ${tag} Expy`, city: "Melville" });

    for (const [typed, id] of [
      [`12 ${tag} Ter`, terrace.id],
      [`12 ${tag} Terrace`, terrace.id],
      [`12 ${tag} Terrace, Levittown`, terrace.id],
      [`5 ${tag} Tpke`, turnpike.id],
      [`5 ${tag} TPKE Jericho NY`, turnpike.id],
      [`5 ${tag} Turnpk, Jericho`, turnpike.id],
      [`40 ${tag} Highway`, highway.id],
      [`9 ${tag} Cir N`, circle.id],
      [`9 ${tag} Circ. N Bay Shore`, circle.id],
      [`77 ${tag} Expressway Melville`, expressway.id],
    ] as const) {
      expect(await search(token, typed), typed).toEqual([id]);
    }
    expect(await search(token, `12 ${tag} Turnpike`)).toEqual([]);
  });

  it("keeps a one-word search as it was", async ({ expect }) => {
    const { token } = await signedIn(newCaller());
    const tag = `Zw${Date.now().toString(36)}`;
    const lights = await createHouse({ title: `${tag} Lights`, city: "Massapequa Park" });
    const town = await createHouse({ title: `${tag} Glow`, city: "Massapequa" });
    expect(await search(token, `${tag}`)).toEqual(expect.arrayContaining([lights.id, town.id]));
    expect(await search(token, `${tag} Lights`)).toEqual([lights.id]);
    expect(await searchAll(token, "Massapequa")).toEqual(
      expect.arrayContaining([lights.id, town.id]),
    );
    expect(await searchAll(token, "lights")).toContain(lights.id);
    // One part naming a town is that town: "Search near" still offers it (decision 380).
    const park = await searchAll(token, "Massapequa Park");
    expect(park).toContain(lights.id);
    expect(park).not.toContain(town.id);
  });

  it("a long text of words or of street types is one statement within D1's limits", async ({
    expect,
  }) => {
    const { token } = await signedIn(newCaller());
    const words = "Candy Cane Lane Massapequa Park Hillside Avenue Terrace Levittown NY a b ";
    const types = "Ave St Rd Dr Ln Blvd Ct Pl Pkwy Ter Hwy Tpke Cir Expy Sq Plz Trl Xing Hts ";
    for (const unit of [words, types]) {
      const text = unit.repeat(10).slice(0, 200).trim();
      for (const asTyped of [text, text.replace(/ /g, ", ")]) {
        const typed = asTyped.slice(0, 200);
        const res = await api(`/api/houses?searchQuery=${encodeURIComponent(typed)}&limit=50`, {
          token,
        });
        expect(res.status, typed).toBe(200);
        await expectJson(res, houseListResponseSchema);
      }
    }
    // The longest text the API takes, a title and then its town, finds the house.
    const tag = `Zx${Date.now().toString(36)}`;
    const title = `${tag} ${"Candy Cane Lane Winter Glow ".repeat(8)}`.slice(0, 192).trimEnd();
    const house = await createHouse({ title, city: "Merrick" });
    const typed = `${title} Merrick`;
    expect(typed.length).toBeGreaterThan(195);
    expect(typed.length).toBeLessThanOrEqual(200);
    expect(await search(token, typed)).toEqual([house.id]);
  });

  it("a hidden house's address parts still never match", async ({ expect }) => {
    const { token } = await signedIn(newCaller());
    const tag = `Zt${Date.now().toString(36)}`;
    const town = `${tag}vale`;
    const house = await createHouse({ title: "Hidden Glow", address: `9 ${tag} Lane`, city: town });
    await env.DB.prepare("UPDATE houses SET removal_requested_at = ? WHERE id = ?")
      .bind(Date.now(), house.id)
      .run();
    expect(await search(token, `${town}, NY`)).toEqual([house.id]);
    expect(await search(token, `Hidden Glow, ${town}`)).toEqual([house.id]);
    expect(await search(token, `9 ${tag} Ln, ${town}`)).toEqual([]);
    const known = await createHouse({
      title: "Quiet Glow",
      address: `4 ${tag} Ter`,
      city: "Merrick",
    });
    await env.DB.prepare("UPDATE houses SET removal_requested_at = ? WHERE id = ?")
      .bind(Date.now(), known.id)
      .run();
    expect(await search(token, `4 ${tag} Terrace Merrick`)).toEqual([]);
    expect(await search(token, "Quiet Glow Merrick")).toEqual([known.id]);
  });

  it("a text of many short parts stays within D1's bound parameters", async ({ expect }) => {
    const { token } = await signedIn(newCaller());
    // 100 one-letter parts: each a LIKE on three columns were they all kept.
    const many = Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(
      ",",
    );
    const res = await api(`/api/houses?searchQuery=${encodeURIComponent(many)}&limit=50`, {
      token,
    });
    expect(res.status).toBe(200);
    await expectJson(res, houseListResponseSchema);
  });

  it("reads the index, never scans houses", async ({ expect }) => {
    const db = createDb(env.DB);
    const queries = [
      { searchQuery: "candy", limit: 10, offset: 0 },
      // Parts and street-type spellings are one FTS5 query: still the index, by rowid.
      { searchQuery: "368 Hillside Ave., Massapequa, NY 11758", limit: 10, offset: 0 },
      // A town after the street without a comma, and a street suffix: still one FTS5 query.
      { searchQuery: "368 hillside avenue massapequa park ny 11762", limit: 10, offset: 0 },
      { searchQuery: "5 Jericho Tpke Jericho", limit: 10, offset: 0 },
    ];
    for (const statement of queries.flatMap((q) => [houseListSql(q), houseCountSql(q)])) {
      const plan = await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${statement}`);
      const details = plan.map((p) => p.detail).join("\n");
      expect(details).toMatch(/SCAN house_text_search VIRTUAL TABLE INDEX 0:M/);
      expect(details).toMatch(/SEARCH h USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(details).not.toMatch(/^SCAN h\b/m);
    }
  });
});
