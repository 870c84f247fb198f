import { useSyncExternalStore } from "react";
import { toast } from "./use-toast";

/** A link the browser would not copy, with the success toast's description, or null. */
export interface LinkToCopy {
  url: string;
  description: string;
}

let linkToCopy: LinkToCopy | null = null;
const listeners = new Set<() => void>();

function setLinkToCopy(next: LinkToCopy | null) {
  linkToCopy = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The link the copy-by-hand dialog shows (src/components/copy-link), or null when it is closed. */
export function useLinkToCopy() {
  return useSyncExternalStore(
    subscribe,
    () => linkToCopy,
    () => null,
  );
}

export function closeLinkToCopy() {
  setLinkToCopy(null);
}

/** The success toast: "Link copied" with what the link is for. */
export function linkCopied(description: string) {
  toast({ title: "Link copied", description, variant: "success" });
}

/**
 * Copies a link and says "Link copied" with `description`. When the browser refuses the clipboard
 * (a blocked permission, or a press too long ago after a save), the link is shown in a dialog, in
 * a selected field with a Copy button, so it can still be taken (decision 362): an error alone
 * left no way to get it.
 */
export async function copyLink(url: string, description: string) {
  try {
    await navigator.clipboard.writeText(url);
    linkCopied(description);
  } catch {
    setLinkToCopy({ url, description });
  }
}
