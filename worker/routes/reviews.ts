import { factory } from "../factory";

/** The signed-in user's reviews: list, edit, delete. */
export const reviewRoutes = factory.createApp();
