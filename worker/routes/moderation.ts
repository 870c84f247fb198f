import { factory } from "../factory";

/** Family-friendliness checks of text and images. */
export const moderationRoutes = factory.createApp();
