import { copyLink } from "@/lib/copy-link";
import { tourShareUrl } from "@/lib/queries/tours";

/** Copies the read-only link and says so (or shows it when the clipboard is not allowed). */
export function copyTourLink(shareId: string) {
  const url = tourShareUrl(shareId);
  return copyLink(url, "Anyone with the link can view this tour.", {
    title: "Share this link",
    description: url,
  });
}
