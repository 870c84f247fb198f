import { WifiOffIcon } from "lucide-react";
import { useAuth } from "@/lib/auth";

export const OFFLINE_MESSAGE =
  "You're offline. Showing your saved favorites and tours; changes need a connection.";

/** Signed out there are no saved favorites or tours: what does open is the houses opened here. */
export const SIGNED_OUT_OFFLINE_MESSAGE =
  "You're offline. Towns and houses you opened on this device still open; changes need a connection.";

/** The offline banner's line, in a chunk of its own: most visits never go offline. */
export function OfflineMessage() {
  const { user, isLoading } = useAuth();
  return (
    <p className="flex items-center justify-center gap-2 bg-accent px-4 py-2 text-center font-medium text-accent-foreground text-sm">
      <WifiOffIcon className="size-4 shrink-0" aria-hidden="true" />
      {user || isLoading ? OFFLINE_MESSAGE : SIGNED_OUT_OFFLINE_MESSAGE}
    </p>
  );
}
