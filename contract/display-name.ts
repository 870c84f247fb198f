/**
 * How screens name a person (zod-free: the house page's first load carries it, docs/performance.md).
 */
import type { UserName } from "./house";

/** The name every screen shows for a person: "Holly B.", "Holly", or "A neighbor". */
export function displayName(user: Pick<UserName, "firstName" | "lastInitial"> | null | undefined) {
  const first = user?.firstName?.trim();
  if (!first) return "A neighbor";
  return user?.lastInitial ? `${first} ${user.lastInitial}.` : first;
}
