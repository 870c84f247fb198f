/**
 * The fixed feature catalogue: one id (as stored), one label (every screen and the API) and one
 * icon name per feature. The client maps icon names to components in one place
 * (src/components/house/feature-icon.tsx). zod-free on purpose: the landing page imports it and
 * must not pull zod into its first JavaScript.
 *
 * `bit`: the feature's bit in houses.feature_mask, which the radius search filters on (stored:
 * never renumber one; migration 0011's triggers spell out the same bits).
 */
export const FEATURES = [
  { id: "Blow-Ups", label: "Blow-Ups", icon: "wind", bit: 1 },
  { id: "Animatronics", label: "Animatronics", icon: "bot", bit: 2 },
  { id: "Lights Only", label: "Lights Only", icon: "lightbulb", bit: 4 },
  { id: "Music-Sync", label: "Music Synchronized", icon: "music", bit: 8 },
  { id: "Walk-Through", label: "Walk-Through", icon: "footprints", bit: 16 },
  { id: "Interactive", label: "Interactive", icon: "pointer", bit: 32 },
  { id: "Charity", label: "Charity Display", icon: "heart-handshake", bit: 64 },
  { id: "Outdoor-Characters", label: "Outdoor Characters", icon: "snowflake", bit: 128 },
] as const;

export type FeatureId = (typeof FEATURES)[number]["id"];
export const FEATURE_IDS = FEATURES.map((f) => f.id) as [FeatureId, ...FeatureId[]];

/** "top-houses" is a filter only: it selects houses with isTopHouse, it is never stored. */
export const TOP_HOUSES_FILTER = { id: "top-houses", label: "Top Houses", icon: "trophy" } as const;
export const FILTER_OPTIONS = [TOP_HOUSES_FILTER, ...FEATURES] as const;
export type FeatureIconName = (typeof FILTER_OPTIONS)[number]["icon"];

/** The one label of a feature or filter id; an unknown id reads as itself. */
export function featureLabel(id: string): string {
  return FILTER_OPTIONS.find((f) => f.id === id)?.label ?? id;
}

/** The houses.feature_mask bits of these feature ids (unknown ids add nothing). */
export function featureMask(ids: readonly string[]): number {
  return FEATURES.reduce((mask, f) => (ids.includes(f.id) ? mask | f.bit : mask), 0);
}

export function isFeatureId(id: string): id is FeatureId {
  return (FEATURE_IDS as readonly string[]).includes(id);
}
