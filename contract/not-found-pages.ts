/**
 * The not-found pages the build prerenders (src/prerender.tsx) and the worker answers a 404 with
 * (worker/pages/app-page.ts): one for each screen whose page may name something that is not there
 * (a house, a town, a shared tour), drawn by that screen's own not-found view, and one for a path
 * without a screen. The worker marks the page's root with NOT_FOUND_ATTRIBUTE and the path it
 * answered, so the app hydrates the very screen the page painted and does not wait for its API to
 * say "not found" again (decision 394).
 */
import { type ScreenName, screenForPath } from "./screen-paths";

/**
 * On #root of a 404 page, valued with the page's kind: the worker said this path is not there
 * (src/lib/not-found-at-load.ts), and the app loads that screen's code before it hydrates the
 * page (src/boot.tsx), so a tap made meanwhile (Go Back) reaches it.
 */
export const NOT_FOUND_ATTRIBUTE = "data-not-found";

/** Each page: the path the build renders it for and where the worker reads it. */
export const NOT_FOUND_PAGES = {
  page: { renderedFor: "/404", servedAt: "/prerendered/not-found" },
  house: { renderedFor: "/house/0", servedAt: "/prerendered/house-not-found" },
  town: { renderedFor: "/lights/no-such-town", servedAt: "/prerendered/town-not-found" },
  tour: { renderedFor: "/tours/shared/no-such-tour", servedAt: "/prerendered/tour-not-found" },
} as const;

const KIND_OF_SCREEN: Partial<Record<ScreenName, keyof typeof NOT_FOUND_PAGES>> = {
  houseById: "house",
  houseBySlugs: "house",
  town: "town",
  sharedTour: "tour",
};

/** The not-found page for a path: its screen's, else the plain one. */
export function notFoundPageFor(pathname: string) {
  const screen = screenForPath(pathname);
  const kind = (screen && KIND_OF_SCREEN[screen]) ?? "page";
  return { kind, ...NOT_FOUND_PAGES[kind] };
}
