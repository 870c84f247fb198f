import { type Column, type SQL, sql } from "drizzle-orm";

/** Trigrams need three characters; shorter text cannot use the index. */
const MIN_INDEXED_LENGTH = 3;

type Ref = SQL | Column;

/**
 * Case-insensitive substring match on a house's title, address or city. From 3 characters on
 * it reads the trigram FTS5 index (migration 0002_house_text_search); shorter text falls back
 * to LIKE, which scans but only for queries too short to narrow anything anyway.
 */
export function houseTextMatch(
  columns: { id: Ref; title: Ref; address: Ref; city: Ref },
  text: string,
): SQL {
  // Control characters (NUL above all) break FTS5's query parser and mean nothing in a search.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
  const query = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  if (query.length >= MIN_INDEXED_LENGTH) {
    // One FTS5 string: the whole text as a phrase, so it matches as a substring of one column.
    const phrase = `"${query.replace(/"/g, '""')}"`;
    return sql`${columns.id} IN (SELECT rowid FROM house_text_search WHERE house_text_search MATCH ${phrase})`;
  }
  const pattern = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`(${columns.title} LIKE ${pattern} ESCAPE '\\' OR ${columns.address} LIKE ${pattern} ESCAPE '\\' OR ${columns.city} LIKE ${pattern} ESCAPE '\\')`;
}
