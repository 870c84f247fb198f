import { tourShareUrl } from "@/lib/queries/tours";
import { toast } from "@/lib/use-toast";

/** Copies the read-only link and says so (or shows it when the clipboard is not allowed). */
export async function copyTourLink(shareId: string) {
  const url = tourShareUrl(shareId);
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: "Link copied",
      description: "Anyone with the link can view this tour.",
      variant: "success",
    });
  } catch {
    toast({ title: "Share this link", description: url });
  }
}
