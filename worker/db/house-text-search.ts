import { type Column, type SQL, sql } from "drizzle-orm";

/** Trigrams need three characters; shorter text cannot use the index. */
const MIN_INDEXED_LENGTH = 3;

type Ref = SQL | Column;

/**
 * Case-insensitive substring match on a house's title, address or city. From 3 characters on
 * it reads the trigram FTS5 index (migration 0002_house_text_search); shorter text falls back
 * to LIKE, which scans but only for queries too short to narrow anything anyway.
 *
 * With `addressHidden` (a condition on the same row), such a house matches on its title and city
 * only: public search must not confirm a guessed street address the answers hide.
 */
export function houseTextMatch(
  columns: { id: Ref; title: Ref; address: Ref; city: Ref; addressHidden?: SQL },
  text: string,
): SQL {
  // Control characters (NUL above all) break FTS5's query parser and mean nothing in a search.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const query = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  if (query.length >= MIN_INDEXED_LENGTH) {
    // One FTS5 string: the whole text as a phrase, so it matches as a substring of one column.
    const phrase = `"${query.replace(/"/g, '""')}"`;
    const anyColumn = sql`${columns.id} IN (SELECT rowid FROM house_text_search WHERE house_text_search MATCH ${phrase})`;
    if (!columns.addressHidden) return anyColumn;
    // The second lookup (FTS5 column filter) runs only when a hidden house matched the first.
    const titleOrCity = `{title city} : ${phrase}`;
    return sql`(${anyColumn} AND (NOT ${columns.addressHidden} OR ${columns.id} IN (SELECT rowid FROM house_text_search WHERE house_text_search MATCH ${titleOrCity})))`;
  }
  const pattern = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const like = (column: Ref) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  const address = columns.addressHidden
    ? sql`(${like(columns.address)} AND NOT ${columns.addressHidden})`
    : like(columns.address);
  return sql`(${like(columns.title)} OR ${address} OR ${like(columns.city)})`;
}
