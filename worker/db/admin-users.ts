/** Admin user queries: paged list and the admin flag. */
import { totalPagesFor } from "@contract/admin";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "./client";
import { users } from "./schema";
import { toPublicUser } from "./users";

/** Newest members first. */
export async function listAdminUsers(db: Db, q: { page: number; limit: number }) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(users),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    users: rows.map(toPublicUser),
    total,
    page: q.page,
    totalPages: totalPagesFor(total, q.limit),
  };
}

export async function findUser(db: Db, id: string) {
  const row = await db.query.users.findFirst({ where: eq(users.id, id) });
  return row ? toPublicUser(row) : null;
}

/**
 * Sets the flag. Removing an admin is done in one statement that only matches while another
 * admin remains, so two admins demoting each other at the same moment cannot leave none.
 * Returns false when the guard stopped the change.
 */
export async function setUserAdmin(db: Db, id: string, isAdmin: boolean): Promise<boolean> {
  if (isAdmin) {
    await db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, id));
    return true;
  }
  const others = db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), ne(users.id, id)));
  const result = await db
    .update(users)
    .set({ isAdmin: false, updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`(${others}) > 0`))
    .returning({ id: users.id });
  return result.length > 0;
}

export async function countUsers(db: Db) {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}
