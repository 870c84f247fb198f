/**
 * Street addresses of known houses, for address autocomplete; never one whose removal request
 * waits (its address is hidden: docs/homeowners.md).
 */
import { normalizeAddressForDuplicateCheck } from "@contract/address";
import { searchTextParts } from "@contract/search-text";
import { and, eq, isNull, sql } from "drizzle-orm";
import { searchTowns } from "../services/places";
import type { Db } from "./client";
import { houses } from "./schema";

/**
 * Street addresses of known houses whose normalised address key starts with the typed text
 * (a range on houses_address_key_idx, so no scan). Both the text as typed and with its USPS
 * street suffix are tried ("12 Oak Street" and "12 Oak St").
 */
export async function searchHouseAddresses(db: Db, text: string, limit: number) {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, "")
      .replace(/\s+/g, " ")
      .trim();
  // The street line: before a comma, or before a known town ("368 Hillside Ave Massapequa").
  const street = searchTextParts(text.split(",")[0] ?? "", searchTowns)[0] ?? "";
  const prefixes = [
    ...new Set([clean(street), clean(normalizeAddressForDuplicateCheck(street))]),
  ].filter((p) => p.length >= 1);
  if (prefixes.length === 0) return [];
  const ranges = prefixes.map(
    (p) => sql`(h.address_key >= ${p} AND h.address_key < ${`${p}\uffff`})`,
  );
  return db.all<{
    id: number;
    address: string;
    city: string;
    state: string | null;
    latitude: number;
    longitude: number;
  }>(sql`SELECT h.id, h.address, h.city, h.state, h.latitude, h.longitude FROM houses h
    WHERE (${sql.join(ranges, sql` OR `)}) AND h.removal_requested_at IS NULL
    ORDER BY h.address_key LIMIT ${limit}`);
}

export async function houseAddressById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: houses.id,
      address: houses.address,
      city: houses.city,
      state: houses.state,
      latitude: houses.latitude,
      longitude: houses.longitude,
    })
    .from(houses)
    .where(and(eq(houses.id, id), isNull(houses.removalRequestedAt)))
    .limit(1);
  return row ?? null;
}
