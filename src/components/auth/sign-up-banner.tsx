/**
 * The sign-up prompt of the pages people open from a chat or a search result (house, town and
 * shared-tour pages, and the popular tours, decision 394): a banner in the page's flow, never over
 * it, that the visitor can dismiss.
 * Dismissed once, it stays away on every such page of the device (localStorage). The other screens
 * keep the dialog (signup-prompt.tsx). Signing up from it stays on the page (decision 384).
 */
import { SparklesIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";
import { openAuthDialog, stayHere } from "@/lib/auth-dialog";

const DISMISSED_KEY = "signup-banner-dismissed";

function wasDismissed() {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function SignUpBanner() {
  const { isLoading, isAuthenticated } = useAuth();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (isLoading || isAuthenticated || dismissed) return null;
  return (
    <aside
      aria-label="Sign up"
      data-testid="signup-banner"
      className="flex items-start gap-3 rounded-xl border border-accent/40 bg-night p-4 text-white sm:items-center"
    >
      <SparklesIcon className="mt-0.5 size-5 shrink-0 text-accent sm:mt-0" aria-hidden="true" />
      <p className="flex-1 text-sm">
        Sign up free to save favorites, rate displays and plan your own lights tour.
      </p>
      <Button
        variant="accent"
        size="sm"
        onClick={() => openAuthDialog("signup", { onSignedIn: stayHere })}
      >
        Sign Up
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8! text-white/70! hover:bg-white/10! hover:text-white!"
        aria-label="Dismiss"
        onClick={() => {
          setDismissed(true);
          try {
            localStorage.setItem(DISMISSED_KEY, "1");
          } catch {
            // Private mode without storage: dismissed for this page only.
          }
        }}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </aside>
  );
}
