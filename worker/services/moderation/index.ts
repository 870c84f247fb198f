export {
  decodeDataUrl,
  IMAGE_TOO_LARGE_MESSAGE,
  ImageRejected,
  inspectImage,
  sniffImageType,
} from "./image-inspect";
export {
  type HoldReason,
  IMAGE_MODERATION_MODEL,
  IMAGE_REJECTED_MESSAGE,
  type ImageModerator,
  imageModeratorFor,
  localModerator,
  type ModerationMode,
  unavailableModerator,
  workersAiModerator,
} from "./image-moderator";
export { isFamilyFriendlyText, TEXT_REJECTED_MESSAGE } from "./text";
