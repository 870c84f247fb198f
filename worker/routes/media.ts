import { factory } from "../factory";

/** Photo upload to R2 and serving, video upload URLs, local tus endpoint and playback. */
export const mediaRoutes = factory.createApp();
