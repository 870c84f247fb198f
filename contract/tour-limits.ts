/**
 * How big a tour may be. Apart from the route math (contract/tour-route.ts): the "Add to tour"
 * button on the home, a house page and other screens needs the stop limit, not the math, which
 * loads with the tour screens.
 */
export const MAX_TOUR_STOPS = 20;
export const MAX_TOURS_PER_USER = 25;
export const MAX_TOUR_NAME_LENGTH = 80;
export const MAX_TOUR_START_LABEL_LENGTH = 200;
/** Time budget choices in minutes (null = any length). */
export const TOUR_BUDGET_OPTIONS = [45, 60, 90, 120, 180] as const;
export const MIN_TOUR_BUDGET_MINUTES = 15;
export const MAX_TOUR_BUDGET_MINUTES = 600;
/** A published tour's town. */
export const MAX_TOWN_NAME_LENGTH = 60;
/**
 * What the server says of a tour name or a published tour's town that is empty or only spaces,
 * and what the publish form on a My Tours card says before sending (decision 410).
 */
export const TOUR_NAME_REQUIRED = "Give the tour a name";
export const TOUR_TOWN_REQUIRED = "Say which town the tour is in";
/** The most tours GET /api/tours/popular lists, its default, and the popular tours page's list. */
export const MAX_POPULAR_TOURS = 50;
