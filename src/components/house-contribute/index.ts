/** The house page's write side: slot these into the house page's section components. */
export { AdminDeleteHouse } from "./admin-delete-house";
export { ConfirmLit } from "./confirm-lit";
export {
  AddPhotosButton,
  AddVideoButton,
  DescriptionPanel,
  EditDescriptionButton,
  EditScheduleButton,
  FeatureButtons,
  FeaturePanels,
  PhotosPanel,
  SchedulePanel,
  VideoPanel,
} from "./contribute-buttons";
export { OpenPanel, useContributePanel } from "./contribute-panel";
export type { FeaturePanelName } from "./feature-choices";
export { LightsReport } from "./lights-report";
export { OwnPhotos } from "./own-photos";
export { OwnReview } from "./own-review";
export { ReviewForm } from "./review-form";
export { VideoExtra } from "./video-extra";
