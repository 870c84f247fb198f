/**
 * The admin house list's feature flags. Zod-free: the admin houses screen imports it, and it must
 * not pull the admin schemas (contract/admin.ts) into its first load.
 */

/**
 * The admin view's flags. Santa-Sleigh and Nativity-Scene are not in the catalogue, so no house
 * carries them (always false); the edit dialog offers the whole catalogue (decision 046).
 */
export const ADMIN_FEATURE_FLAGS = {
  hasBlowUps: "Blow-Ups",
  hasMusicSync: "Music-Sync",
  hasAnimations: "Animatronics",
  hasSantaSleigh: "Santa-Sleigh",
  hasNativityScene: "Nativity-Scene",
} as const;
export type AdminFeatureFlag = keyof typeof ADMIN_FEATURE_FLAGS;

export function adminFlagsFor(features: readonly string[]): Record<AdminFeatureFlag, boolean> {
  return Object.fromEntries(
    Object.entries(ADMIN_FEATURE_FLAGS).map(([flag, name]) => [flag, features.includes(name)]),
  ) as Record<AdminFeatureFlag, boolean>;
}
