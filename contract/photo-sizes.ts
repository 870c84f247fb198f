/**
 * The widths a hosted photo is served at (docs/performance-log.md, Photo sizes), shared by the worker,
 * which makes the smaller copies at upload and serves them on `?w=`, and the browser, which
 * offers them in `srcset`. No imports: the landing's bundle carries this file.
 */

export const PHOTO_WIDTHS = [400, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** The original's longest side at most (the browser compresses to this before uploading). */
export const ORIGINAL_PHOTO_WIDTH = 1920;

import { MEDIA_PATH_PREFIX } from "./media-path";

export { MEDIA_PATH_PREFIX };

/**
 * `srcset` for a photo: the 400 and 800 px copies and the original, or undefined for a photo
 * we do not host (demo pictures, outside URLs). A photo narrower than a copy is served whole.
 */
export function photoSrcSet(src: string): string | undefined {
  if (!src.startsWith(MEDIA_PATH_PREFIX) || src.includes("?")) return undefined;
  return [
    ...PHOTO_WIDTHS.map((width) => `${src}?w=${width} ${width}w`),
    `${src} ${ORIGINAL_PHOTO_WIDTH}w`,
  ].join(", ");
}

/**
 * How wide the house page shows its main photo (two of three columns of the 1280 px page from
 * 1024 px up, the whole width below), for its `sizes` and for the worker's preload of it, which
 * must pick the same file.
 */
export const HOUSE_MAIN_PHOTO_SIZES = "(min-width: 1280px) 821px, (min-width: 1024px) 66vw, 100vw";

/**
 * How wide a house card in a grid shows its photo (a third of the page from 1024 px, half from
 * 640 px, the whole width on a phone), for its `sizes` and for the town page's preload of its
 * first card's photo, which must pick the same file.
 */
export const HOUSE_CARD_PHOTO_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";
