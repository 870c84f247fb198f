/**
 * How a person appears in answers other people can read: first name and last initial. The
 * e-mail goes only to that person and to admins (another person's e-mail never leaves the
 * server), so every query that joins users for a name selects these columns and maps through
 * here.
 */
import type { UserName } from "@contract/house";
import { users } from "./schema";

/**
 * Columns to select next to a row that names a person. No users.id: D1 answers rows by column
 * name, so a second "id" in a join would overwrite the first; the caller passes the person's id
 * from its own foreign key. Not nested under a left join: drizzle reads such an object as no
 * row when its first column (firstName) is null, and a person without a name would vanish.
 */
export const userNameColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export type UserNameRow = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

/** Who is asking: the signed-in caller, or null. */
export type Viewer = { id: string; isAdmin: boolean } | null;

export function lastInitial(lastName: string | null): string | null {
  const letter = lastName ? [...lastName.trim()][0] : undefined;
  return letter ? letter.toUpperCase() : null;
}

/** `personId` is the id of the person named by `row`. */
export function userName(row: UserNameRow, personId: string, viewer: Viewer): UserName {
  const name: UserName = { firstName: row.firstName, lastInitial: lastInitial(row.lastName) };
  if (viewer && (viewer.isAdmin || viewer.id === personId)) name.email = row.email;
  return name;
}
