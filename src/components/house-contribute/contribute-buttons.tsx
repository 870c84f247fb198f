import type { HouseContent } from "@contract/house";
import { ImagePlusIcon, MinusIcon, PencilIcon, PlusIcon, VideoIcon } from "lucide-react";
import { lazy } from "react";
import { type ContributePanelState, ContributeToggle } from "./contribute-panel";
import { type FeaturePanelName, missingFeatures } from "./feature-choices";

/**
 * The house page's contribute buttons, each opening its panel in the page's sections. The panels
 * themselves are lazy chunks (OpenPanel shows them).
 */

export const PhotosPanel = lazy(() => import("./photos-panel"));
export const VideoPanel = lazy(() => import("./video-panel"));
export const FeaturePanels = lazy(() => import("./feature-panels"));
export const DescriptionPanel = lazy(() => import("./description-panel"));
export const SchedulePanel = lazy(() => import("./schedule-panel"));

/** Add Photos and Add Video: where the focus goes once one's last photo or video is removed. */
export const ADD_PHOTOS_BUTTON_ID = "add-photos";
export const ADD_VIDEO_BUTTON_ID = "add-video";

export function AddPhotosButton({ panel }: { panel: ContributePanelState }) {
  return (
    <ContributeToggle panel={panel} name="open" id={ADD_PHOTOS_BUTTON_ID}>
      <ImagePlusIcon className="size-4" /> Add Photos
    </ContributeToggle>
  );
}

export function AddVideoButton({ panel }: { panel: ContributePanelState }) {
  return (
    <ContributeToggle panel={panel} name="open" id={ADD_VIDEO_BUTTON_ID}>
      <VideoIcon className="size-4" /> Add Video
    </ContributeToggle>
  );
}

/** Add is offered while a feature is missing; remove while the house has more than one. */
export function FeatureButtons({
  house,
  panel,
}: {
  house: HouseContent;
  panel: ContributePanelState<FeaturePanelName>;
}) {
  return (
    <div className="flex gap-2">
      {missingFeatures(house).length > 0 && (
        <ContributeToggle panel={panel} name="add">
          <PlusIcon className="size-4" /> Add Features
        </ContributeToggle>
      )}
      {house.features.length > 1 && (
        <ContributeToggle panel={panel} name="remove">
          <MinusIcon className="size-4" /> Remove Features
        </ContributeToggle>
      )}
    </div>
  );
}

export function EditDescriptionButton({
  house,
  panel,
}: {
  house: HouseContent;
  panel: ContributePanelState;
}) {
  return (
    <ContributeToggle panel={panel} name="open">
      <PencilIcon className="size-4" /> {house.description ? "Edit Description" : "Add Description"}
    </ContributeToggle>
  );
}

export function EditScheduleButton({ panel }: { panel: ContributePanelState }) {
  return (
    <ContributeToggle panel={panel} name="open">
      <PencilIcon className="size-4" /> Edit Schedule
    </ContributeToggle>
  );
}
