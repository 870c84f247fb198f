import { partSpellings } from "@contract/search-spellings";
import { searchTextParts, withNeighbourTowns } from "@contract/search-text";
import { type Column, type SQL, sql } from "drizzle-orm";
import { searchTowns } from "../services/places";

/** Trigrams need three characters; shorter text cannot use the index. */
const MIN_INDEXED_LENGTH = 3;

type Ref = SQL | Column;

/** Parts shorter than a trigram that are matched (the rest are not: see below). */
const MAX_SHORT_PARTS = 3;

/** One FTS5 phrase: the text matches as a substring of one column (its quotes doubled). */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * A text search on a house's title, address or city (decisions 380, 386): the text is read as
 * comma-separated parts (contract/search-text.ts: a trailing state, ZIP or country is dropped,
 * a trailing known town is a part of its own: "368 Hillside Ave Massapequa", and a town beside
 * another part also finds its neighbour: "Massapequa Park" as "Massapequa"), and every part
 * must be a case-insensitive substring of one of those columns, in any of its spellings (a USPS
 * street suffix as typed, abbreviated or written out: "Ter" / "Terrace").
 *
 * Parts of 3 characters or more are one FTS5 query on the trigram index (migration
 * 0002_house_text_search): `("368 Hillside Ave" OR "368 Hillside Avenue") AND ("Massapequa")`,
 * so the houses read are the rows that index names, found by rowid. A shorter part is a LIKE on
 * those rows; only a text made of short parts alone scans, as before, when nothing narrows it.
 *
 * With `addressHidden` (a condition on the same row), such a house matches on its title and city
 * only: public search must not confirm a guessed street address the answers hide.
 */
export function houseTextMatch(
  columns: { id: Ref; title: Ref; address: Ref; city: Ref; addressHidden?: SQL },
  text: string,
): SQL {
  const indexed: string[] = [];
  const short: string[][] = [];
  // The same part twice narrows nothing ("a, a").
  const parts = [
    ...new Map(
      withNeighbourTowns(searchTextParts(text, searchTowns), searchTowns).map((p) => [
        p.toLowerCase(),
        p,
      ]),
    ).values(),
  ];
  for (const part of parts) {
    const spellings = partSpellings(part);
    if (spellings.every((s) => s.length >= MIN_INDEXED_LENGTH)) {
      indexed.push(`(${spellings.map(phrase).join(" OR ")})`);
    } else {
      short.push(spellings);
    }
  }
  const conditions: SQL[] = [];
  if (indexed.length > 0) {
    const query = indexed.join(" AND ");
    const anyColumn = sql`${columns.id} IN (SELECT rowid FROM house_text_search WHERE house_text_search MATCH ${query})`;
    if (!columns.addressHidden) {
      conditions.push(anyColumn);
    } else {
      // The second lookup (FTS5 column filter) runs only when a hidden house matched the first.
      const titleOrCity = `{title city} : (${query})`;
      conditions.push(
        sql`(${anyColumn} AND (NOT ${columns.addressHidden} OR ${columns.id} IN (SELECT rowid FROM house_text_search WHERE house_text_search MATCH ${titleOrCity})))`,
      );
    }
  }
  // Each short part is a LIKE on three columns per spelling, each pattern a bound parameter: a
  // few of them keep the statement well within D1's 100 (decision 371); more, which only a text
  // of many one- or two-letter parts gives, narrow nothing a person would miss.
  for (const spellings of short.slice(0, MAX_SHORT_PARTS)) {
    const patterns = spellings.map((s) => `%${s.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    const like = (column: Ref) =>
      sql.join(
        patterns.map((pattern) => sql`${column} LIKE ${pattern} ESCAPE '\\'`),
        sql` OR `,
      );
    const address = columns.addressHidden
      ? sql`((${like(columns.address)}) AND NOT ${columns.addressHidden})`
      : like(columns.address);
    conditions.push(sql`(${like(columns.title)} OR ${address} OR ${like(columns.city)})`);
  }
  // Blank text never reaches here (normalizeSearchQuery); were it to, it matches everything.
  if (conditions.length === 0) return sql`1`;
  return sql`(${sql.join(conditions, sql` AND `)})`;
}
