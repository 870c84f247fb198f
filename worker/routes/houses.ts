import { factory } from "../factory";

/** Read side of houses: list/search, top rated, detail, page views, visits, proximity visits. */
export const houseRoutes = factory.createApp();
