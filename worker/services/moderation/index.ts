export { decodeDataUrl, ImageRejected, inspectImage, sniffImageType } from "./image-inspect";
export {
  IMAGE_MODERATION_MODEL,
  IMAGE_REJECTED_MESSAGE,
  type ImageModerator,
  imageModeratorFor,
  passThroughModerator,
  workersAiModerator,
} from "./image-moderator";
export { isFamilyFriendlyText, TEXT_REJECTED_MESSAGE } from "./text";
