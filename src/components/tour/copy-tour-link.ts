import { copyLink } from "@/lib/copy-link";
import { tourShareUrl } from "@/lib/queries/tours";

/** Copies the read-only link and says so (or shows it to copy by hand: src/lib/copy-link.ts). */
export function copyTourLink(shareId: string) {
  return copyLink(tourShareUrl(shareId), "Anyone with the link can view this tour.");
}
