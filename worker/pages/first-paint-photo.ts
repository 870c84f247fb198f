/**
 * A page's largest picture in the worker's HTML: its `<img>` in the first paint and its preload
 * in the head, both with the srcset and sizes the app's `<img>` will use, so the first paint, the
 * preload and the app load one file, and the phone does not fetch the photo twice.
 */
import { photoSrcSet } from "@contract/photo-sizes";
import { escapeHtml } from "./escape-html";

export function photoPreloadLink(url: string, sizes: string): string {
  const srcset = photoSrcSet(url);
  const responsive = srcset
    ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"`
    : "";
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${responsive} fetchpriority="high" />`;
}

/** The picture itself, high priority: `width` and `height` give the box's shape before it loads. */
export function photoImgHtml(
  url: string,
  image: { sizes: string; width: number; height: number; alt: string; className: string },
): string {
  const srcset = photoSrcSet(url);
  return `<img src="${escapeHtml(url)}"${srcset ? ` srcset="${escapeHtml(srcset)}"` : ""} sizes="${escapeHtml(image.sizes)}" width="${image.width}" height="${image.height}" alt="${escapeHtml(image.alt)}" fetchpriority="high" class="${escapeHtml(image.className)}" />`;
}
