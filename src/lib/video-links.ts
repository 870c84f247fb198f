/** YouTube/Vimeo link parsing and the form's three messages (rules shared with the worker). */
export {
  embedUrl,
  isSupportedVideoUrl,
  VIDEO_URL_INVALID,
  VIDEO_URL_REQUIRED,
  VIDEO_URL_UNSUPPORTED,
  validateVideoUrl,
  vimeoId,
  youtubeId,
} from "@contract/video-links";
