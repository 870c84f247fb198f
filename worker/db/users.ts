import type { AdminUser } from "@contract/admin";
import { eq } from "drizzle-orm";
import type { VerifiedToken } from "../services/auth";
import type { Db } from "./client";
import { users } from "./schema";

function splitName(name: string | null) {
  if (!name) return { firstName: null, lastName: null };
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first ?? null, lastName: rest.length ? rest.join(" ") : null };
}

export function isAdminEmail(adminEmails: string, email: string | null, emailVerified: boolean) {
  if (!email || !emailVerified) return false;
  return adminEmails
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .includes(email.toLowerCase());
}

/**
 * Creates the user row on first sight of a verified token and keeps email, name and picture in
 * step afterwards. Writes only when something changed. Admin is granted from ADMIN_EMAILS only
 * when the row is created, and only for a verified email (else anyone could claim the address).
 */
export async function findOrCreateUser(db: Db, token: VerifiedToken, adminEmails: string) {
  const existing = await db.query.users.findFirst({ where: eq(users.id, token.uid) });
  const { firstName, lastName } = splitName(token.name);
  if (!existing) {
    const [created] = await db
      .insert(users)
      .values({
        id: token.uid,
        email: token.email,
        firstName,
        lastName,
        profileImageUrl: token.picture,
        isAdmin: isAdminEmail(adminEmails, token.email, token.emailVerified),
      })
      .onConflictDoUpdate({ target: users.id, set: { email: token.email } })
      .returning();
    return created!;
  }
  // A token without a name (the first one after sign-up) must not erase a known name.
  const changes: Partial<typeof users.$inferInsert> = {};
  if (token.email !== existing.email) changes.email = token.email;
  if (token.name && firstName !== existing.firstName) changes.firstName = firstName;
  if (token.name && lastName !== existing.lastName) changes.lastName = lastName;
  if (token.picture && token.picture !== existing.profileImageUrl) {
    changes.profileImageUrl = token.picture;
  }
  if (Object.keys(changes).length === 0) return existing;
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, token.uid))
    .returning();
  return updated!;
}

/** A user as the API shows it (the signed-in user to themself, and users to admins). */
export function toPublicUser(row: typeof users.$inferSelect): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
  };
}
