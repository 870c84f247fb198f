/** Miles, or null = "All of Long Island" (maxDistance absent). */
export type DistanceValue = number | null;

/** How a distance reads in the distance select (its options and its closed trigger). */
export function distanceLabel(value: DistanceValue): string {
  return value === null ? "All of Long Island" : `Within ${value} miles`;
}
