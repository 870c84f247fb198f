import { toast } from "./use-toast";

/**
 * Copies a link and says "Link copied" with `description`; when the browser refuses the clipboard,
 * shows `refused` instead.
 */
export async function copyLink(
  url: string,
  description: string,
  refused: Parameters<typeof toast>[0],
) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description, variant: "success" });
  } catch {
    toast(refused);
  }
}
