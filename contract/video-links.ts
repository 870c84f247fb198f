/**
 * YouTube and Vimeo links (docs/product.md, Media and moderation): the only embeddable links, in
 * long or short form with a video id. Anything else renders nothing (embedUrl returns null). Shared
 * by the worker (POST /api/houses/{id}/videos) and the client.
 */

export const VIDEO_URL_REQUIRED = "Please enter a video URL";
export const VIDEO_URL_UNSUPPORTED = "Please enter a valid YouTube or Vimeo URL";
export const VIDEO_URL_INVALID = "Please enter a valid URL";
/** The server's 409 for a link whose video is already on the house (decision 335). */
export const VIDEO_ALREADY_ON_HOUSE = "This video is already on this house.";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/**
 * A link as a web address: http(s) only and without credentials, so what is kept and shown is a
 * plain link to the video page (never `javascript:`, `ftp:` or `user:password@`). A link typed
 * without a scheme is read as https.
 */
function parse(raw: string): URL | null {
  const text = raw.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  return url;
}

function host(url: URL) {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.)/, "");
}

/** The YouTube video id of watch?v=, youtu.be/, embed/, shorts/, live/ and v/ links. */
export function youtubeId(raw: string): string | null {
  const url = parse(raw);
  if (!url) return null;
  const h = host(url);
  let id: string | null | undefined = null;
  if (h === "youtu.be") {
    id = url.pathname.split("/")[1];
  } else if (h === "youtube.com" || h === "music.youtube.com" || h === "youtube-nocookie.com") {
    const [first, second] = url.pathname.split("/").filter(Boolean);
    if (first === "watch") id = url.searchParams.get("v");
    else if (first && ["embed", "shorts", "live", "v"].includes(first)) id = second;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The Vimeo id of vimeo.com/{id}, vimeo.com/channels/x/{id}, player.vimeo.com/video/{id}. */
export function vimeoId(raw: string): string | null {
  const url = parse(raw);
  if (!url) return null;
  const h = host(url);
  if (h !== "vimeo.com" && h !== "player.vimeo.com") return null;
  const segments = url.pathname.split("/").filter(Boolean);
  const id = segments.find((segment) => VIMEO_ID.test(segment));
  return id ?? null;
}

/** The iframe URL for a supported link, else null (the link renders nothing). */
export function embedUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const yt = youtubeId(raw);
  if (yt) return `https://www.youtube.com/embed/${yt}`;
  const vimeo = vimeoId(raw);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}

export function isSupportedVideoUrl(raw: string): boolean {
  return embedUrl(raw) !== null;
}

/**
 * Which video a link names, whatever its form: "youtube:{id}" or "vimeo:{id}", else null. Two
 * links with the same identity are the same video on a house (decision 335).
 */
export function videoIdentity(raw: string): string | null {
  const yt = youtubeId(raw);
  if (yt) return `youtube:${yt}`;
  const vimeo = vimeoId(raw);
  return vimeo ? `vimeo:${vimeo}` : null;
}

/**
 * The link as it is stored: the parsed address (scheme and host in lower case, nothing around
 * it, no fragment), or null when it is no supported link. The page's player is made from the
 * video id (embedUrl), so the stored link only needs to name the video; a fragment names no
 * video and is only room for text nobody asked for ("#%3Cimg%3E"), so it is dropped.
 */
export function normalizedVideoUrl(raw: string): string | null {
  const url = parse(raw);
  if (!url) return null;
  url.hash = "";
  return isSupportedVideoUrl(url.href) ? url.href : null;
}

/** The form's check: null when fine, else one of the three messages. */
export function validateVideoUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text) return VIDEO_URL_REQUIRED;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return VIDEO_URL_INVALID;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return VIDEO_URL_INVALID;
  if (!isSupportedVideoUrl(text)) return VIDEO_URL_UNSUPPORTED;
  return null;
}
