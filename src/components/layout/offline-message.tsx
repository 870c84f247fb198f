import { WifiOffIcon } from "lucide-react";

export const OFFLINE_MESSAGE =
  "You're offline. Showing your saved favorites and tours; changes need a connection.";

/** The offline banner's line, in a chunk of its own: most visits never go offline. */
export function OfflineMessage() {
  return (
    <p className="flex items-center justify-center gap-2 bg-accent px-4 py-2 text-center font-medium text-accent-foreground text-sm">
      <WifiOffIcon className="size-4 shrink-0" aria-hidden="true" />
      {OFFLINE_MESSAGE}
    </p>
  );
}
