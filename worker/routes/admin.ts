import { factory } from "../factory";

/** Admin area: houses, users, site content, reviews, db-sync. */
export const adminRoutes = factory.createApp();
