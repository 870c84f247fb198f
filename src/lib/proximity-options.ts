/**
 * How the app asks for the position when it checks who is near a house: the visit watcher
 * (use-proximity-watcher.ts) and the house page's on-the-spot checks. In a module of its own:
 * the house page imports these, and with the watcher's module it took the watcher into the house
 * page's chunk, which every signed-in page then loaded to start the watcher.
 */
export const PROXIMITY_GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 30_000,
};

/**
 * A one-off check at the house (a claim, a lights report, a season confirmation): as above, but a
 * fresh position. The watcher may reuse a recent one; a person who was told "Too far" and walked
 * up to the house must not be refused again on the position they had before.
 */
export const AT_HOUSE_GEOLOCATION_OPTIONS: PositionOptions = {
  ...PROXIMITY_GEOLOCATION_OPTIONS,
  maximumAge: 0,
};
