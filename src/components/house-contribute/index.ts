/** House-page write side (issue 4): slot these into the house page's section components. */
export { AdminDeleteHouse } from "./admin-delete-house";
export { ConfirmLit } from "./confirm-lit";
export { useDescriptionPanel } from "./description-panel";
export { useFeaturePanels } from "./feature-panels";
export { LightsReport } from "./lights-report";
export { OwnReview } from "./own-review";
export { OwnPhotos, usePhotosPanel } from "./photos-panel";
export { ReviewForm } from "./review-form";
export { useSchedulePanel } from "./schedule-panel";
export { useVideoPanel, VideoExtra } from "./video-panel";
