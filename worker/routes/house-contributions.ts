import { factory } from "../factory";

/** Writes on one house: ratings, features, description, photos, videos, admin delete, live stream. */
export const houseContributionRoutes = factory.createApp();
