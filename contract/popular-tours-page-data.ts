/**
 * The list the popular tours page's HTML carries (zod-free: the client reads it before anything
 * else). The worker writes the GET /api/tours/popular answer (MAX_POPULAR_TOURS tours, the API's
 * default) into `<script type="application/json" id={POPULAR_TOURS_DATA_ELEMENT_ID}>`
 * (worker/pages/popular-tours-page.ts); the screen starts from it and refetches in the background.
 */
export const POPULAR_TOURS_DATA_ELEMENT_ID = "popular-tours-data";
