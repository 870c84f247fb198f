/**
 * Every path the app has a screen for: the router (src/routes/app-routes.tsx) declares its routes
 * with these patterns, and the worker answers any other path with the not-found page and status
 * 404 (worker/pages/app-page.ts). One list, so a new screen cannot be a 404 to search engines.
 * A ":name" segment matches one non-empty path segment, as in the router, and the other segments
 * match with their letter case, as the router's routes do (`caseSensitive`): "/HOME" is no screen.
 */
export const SCREEN_PATHS = {
  landing: "/",
  home: "/home",
  favorites: "/favorites",
  reviews: "/reviews",
  topHouses: "/top-houses",
  submit: "/submit",
  map: "/map",
  tour: "/tour",
  tours: "/tours",
  admin: "/admin",
  adminHouses: "/admin/houses",
  adminUsers: "/admin/users",
  adminContent: "/admin/content",
  adminReviews: "/admin/reviews",
  adminDbSync: "/admin/db-sync",
  adminImport: "/admin/import",
  adminSeason: "/admin/season",
  adminRequests: "/admin/requests",
  adminReports: "/admin/reports",
  myReports: "/my-reports",
  houseBySlugs: "/house/:citySlug/:streetSlug",
  houseById: "/house/:id",
  towns: "/lights",
  town: "/lights/:citySlug",
  sharedTour: "/tours/shared/:shareId",
  popularTours: "/tours/popular",
  privacyPolicy: "/privacy-policy",
  privacy: "/privacy",
  termsOfService: "/terms-of-service",
  terms: "/terms",
  contactUs: "/contact-us",
  contact: "/contact",
} as const;

export type ScreenName = keyof typeof SCREEN_PATHS;

/**
 * The screens only a signed-in user sees (signed out, they show the landing). Their content is
 * the visitor's own, so search engines are asked not to index them.
 */
export const SIGNED_IN_SCREENS = [
  "home",
  "favorites",
  "reviews",
  "topHouses",
  "submit",
  "map",
  "tour",
  "tours",
  "admin",
  "adminHouses",
  "adminUsers",
  "adminContent",
  "adminReviews",
  "adminDbSync",
  "adminImport",
  "adminSeason",
  "adminRequests",
  "adminReports",
  "myReports",
] as const satisfies readonly ScreenName[];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split("/");
  const got = pathname.split("/");
  if (want.length !== got.length) return false;
  return want.every((segment, index) =>
    segment.startsWith(":") ? (got[index] ?? "") !== "" : segment === got[index],
  );
}

/** The screen a path opens, or null when the app has none for it. */
export function screenForPath(pathname: string): ScreenName | null {
  for (const [name, pattern] of Object.entries(SCREEN_PATHS)) {
    if (matches(pattern, pathname)) return name as ScreenName;
  }
  return null;
}

/**
 * The path segments that are slugs, by screen: a town's and a street's name, written in lower
 * case (contract/address.ts slugify). A shared tour's id is no slug: its letters' case is part of
 * it ("aB..." and "Ab..." are two tours).
 */
const SLUG_SEGMENTS: Partial<Record<ScreenName, readonly number[]>> = {
  town: [2],
  houseBySlugs: [2, 3],
};

/** Letters, digits and hyphens with a capital among them: a slug written with capitals. */
const CAPITALISED_SLUG = /^(?=.*[A-Z])[A-Za-z0-9-]+$/;

/**
 * The address a town or house page's path names in its own lower case ("/lights/Freeport" ->
 * "/lights/freeport"), or null when the path is no slug screen's or its slugs are already lower
 * case. Only the slugs change: the other segments match with their case, so "/Lights/freeport"
 * stays a path without a screen (decision 343). The worker answers it with a 301 and the app's
 * router replaces it, so a typed, shared or in-app link with capitals opens the page (decision
 * 421).
 */
export function lowerCaseSlugPath(pathname: string): string | null {
  const segments = pathname.split("/");
  for (const [screen, positions] of Object.entries(SLUG_SEGMENTS)) {
    const pattern = SCREEN_PATHS[screen as ScreenName];
    if (!matches(pattern, pathname)) continue;
    let changed = false;
    for (const position of positions) {
      const segment = segments[position] ?? "";
      if (!CAPITALISED_SLUG.test(segment)) continue;
      segments[position] = segment.toLowerCase();
      changed = true;
    }
    return changed ? segments.join("/") : null;
  }
  return null;
}
