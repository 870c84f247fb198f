/**
 * A page's largest picture fetched with its HTML: a preload in the size the page's <img> will
 * pick (the same srcset and sizes), or the phone would load the photo twice.
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
