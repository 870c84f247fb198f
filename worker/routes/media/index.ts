/**
 * Photos, videos and the family-friendliness checks, one file per job (mounted at /api):
 *
 *   POST /image-uploads, /upload-image, GET /media/<key>              images.ts
 *   POST /get-upload-url, /video-uploads (tus), GET /videos/:streamId  videos.ts
 *   POST /validate-text, /validate-image                              moderation-checks.ts
 *   POST|DELETE /houses/:id/photos, /houses/:id/videos                house-media.ts
 */
import { factory } from "../../factory";
import { houseMediaRoutes } from "./house-media";
import { imageRoutes } from "./images";
import { moderationCheckRoutes } from "./moderation-checks";
import { videoRoutes } from "./videos";

export const mediaRoutes = factory
  .createApp()
  .route("/", imageRoutes)
  .route("/", videoRoutes)
  .route("/", moderationCheckRoutes)
  .route("/houses", houseMediaRoutes);
