/**
 * Stored duplicate-check keys (houses.address_key) kept in step with contract/address.ts
 * `addressKey`, run by the nightly cleanup (worker/scheduled.ts).
 *
 * Decision 334 made the key read accents and compatibility forms as plain letters ("１９" as
 * "19", "é" as "e"). For an address and town of printable ASCII the key is what it was, so only
 * houses with another character in either can carry a key that no new submission would make;
 * those are the rows read here (a scan of houses, which holds thousands of rows, once a night).
 * A D1 migration runs SQL only and cannot work a key out, hence this.
 *
 * A renewed key that another house already holds means the old keys let the same address in
 * twice ("77 Attacker Lane" and "７７ Attacker Lane"): the unique index keeps the second house on
 * its old key, and the report names both so an admin removes one.
 */
import { addressKey } from "@contract/address";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { isUniqueViolation } from "./errors";

export interface AddressKeyReport {
  /** Houses whose key was renewed. */
  renewed: number;
  /** Houses left on their old key because another house holds the new one, with that house. */
  clashes: Array<{ id: number; sameAddressAs: number }>;
}

/** Every house whose address or town holds a character outside printable ASCII (GLOB is by code point). */
const NOT_PLAIN_ASCII = "*[^ -~]*";

export async function renewAddressKeys(db: Db): Promise<AddressKeyReport> {
  const rows = await db.all<{ id: number; address: string; city: string; key: string }>(
    sql`SELECT id, address, city, address_key AS key FROM houses
      WHERE address GLOB ${NOT_PLAIN_ASCII} OR city GLOB ${NOT_PLAIN_ASCII}`,
  );
  const report: AddressKeyReport = { renewed: 0, clashes: [] };
  for (const row of rows) {
    const key = addressKey(row.address, row.city);
    if (key === row.key) continue;
    try {
      await db.run(sql`UPDATE houses SET address_key = ${key} WHERE id = ${row.id}`);
      report.renewed++;
    } catch (error) {
      if (!isUniqueViolation(error, "houses.address_key")) throw error;
      const other = await db.get<{ id: number }>(
        sql`SELECT id FROM houses WHERE address_key = ${key}`,
      );
      report.clashes.push({ id: row.id, sameAddressAs: other?.id ?? 0 });
    }
  }
  return report;
}
