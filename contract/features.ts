/**
 * The fixed feature catalogue (docs/product.md, Houses, search and sorting). Features are stored as
 * their ids.
 */
export const FEATURES = [
  { id: "Blow-Ups", label: "Blow-Ups" },
  { id: "Animatronics", label: "Animatronics" },
  { id: "Lights Only", label: "Lights Only" },
  { id: "Music-Sync", label: "Music Synchronized" },
  { id: "Walk-Through", label: "Walk-Through" },
  { id: "Interactive", label: "Interactive" },
  { id: "Charity", label: "Charity Display" },
  { id: "Outdoor-Characters", label: "Outdoor-Characters" },
] as const;

export type FeatureId = (typeof FEATURES)[number]["id"];
export const FEATURE_IDS = FEATURES.map((f) => f.id) as [FeatureId, ...FeatureId[]];

/** "top-houses" is a filter only: it selects houses with isTopHouse, it is never stored. */
export const TOP_HOUSES_FILTER = { id: "top-houses", label: "Top Houses" } as const;
export const FILTER_OPTIONS = [TOP_HOUSES_FILTER, ...FEATURES] as const;

/** Labels on the submit form differ slightly from the catalogue (the submit form's own wording). */
export const SUBMIT_FEATURE_LABELS: Record<FeatureId, string> = {
  "Blow-Ups": "Blow-Ups",
  Animatronics: "Animatronics",
  "Lights Only": "Lights Only",
  "Music-Sync": "Music Sync",
  "Walk-Through": "Walk-Through",
  Interactive: "Interactive",
  Charity: "Charity",
  "Outdoor-Characters": "Outdoor Characters",
};

export function featureLabel(id: string): string {
  return FILTER_OPTIONS.find((f) => f.id === id)?.label ?? id;
}

export function isFeatureId(id: string): id is FeatureId {
  return (FEATURE_IDS as readonly string[]).includes(id);
}
