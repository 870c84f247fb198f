import { factory } from "../factory";

/** Submitting a new house and checking for a duplicate address. */
export const houseSubmissionRoutes = factory.createApp();
