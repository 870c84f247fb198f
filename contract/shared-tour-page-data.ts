/**
 * The tour a shared tour's HTML carries (zod-free: the client reads it before anything else). The
 * worker writes the GET /api/tours/shared/{shareId} answer into
 * `<script type="application/json" id={TOUR_DATA_ELEMENT_ID}>` (worker/pages/shared-tour-page.ts);
 * the screen starts from it and refetches in the background.
 */
export const TOUR_DATA_ELEMENT_ID = "tour-data";
