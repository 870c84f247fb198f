/**
 * The house a house page's HTML carries (zod-free: the client reads it before anything else).
 * The worker writes the signed-out view of the house (the GET /api/houses/{id} answer for nobody)
 * into `<script type="application/json" id={HOUSE_DATA_ELEMENT_ID}>`; the client's house query
 * starts from it and refetches in the background.
 */
export const HOUSE_DATA_ELEMENT_ID = "house-data";

/**
 * Marks the worker's first paint of a house page inside #root (worker/pages/house-first-paint.ts):
 * a static picture of the page's top that the app's first render replaces.
 */
export const FIRST_PAINT_ATTRIBUTE = "data-first-paint";
