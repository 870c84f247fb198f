import { factory } from "../factory";

/** The signed-in user's favorites. */
export const favoriteRoutes = factory.createApp();
