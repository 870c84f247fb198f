import { factory } from "../factory";

/** Geocode, autocomplete and place details through the places adapter. */
export const placeRoutes = factory.createApp();
