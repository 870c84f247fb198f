import { type ComponentType, useEffect, useState } from "react";
import { usePageSettled } from "@/lib/after-page-settles";
import { useAuth } from "@/lib/auth";
import { useAuthDialog } from "@/lib/auth-dialog";

/**
 * The authentication dialog (Radix Dialog and Tabs, focus trap, scroll lock) is not on the
 * landing's first screen: its code loads once the page has settled (src/lib/after-page-settles.ts),
 * or at once when someone opens it. Loaded right after the first render, compiling it and its
 * shared chunk and rendering it closed ran while the prerendered landing was still starting
 * (docs/performance.md).
 * Its open state lives in lib/auth-dialog, so a dialog opened before the code arrives shows as
 * soon as it does. A signed-in visitor (or one whose session is still being restored) has no use
 * for it: it loads for them only if it opens, so their screen's start does not compile it.
 * No React.lazy: a Suspense boundary reveals on a timer, which never fires under
 * a paused page clock (the sign-up prompt's browser test), so the dialog never showed there.
 */
export function LazyAuthDialog() {
  const { open } = useAuthDialog();
  const { isLoading, isAuthenticated } = useAuth();
  const settled = usePageSettled();
  const wanted = open || (settled && !isLoading && !isAuthenticated);
  const [AuthDialog, setAuthDialog] = useState<ComponentType | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  // Loads after mount; when the load failed (a dropped connection), opening the dialog tries again.
  useEffect(() => {
    if (AuthDialog || !wanted || (loadFailed && !open)) return;
    let current = true;
    import("./auth-dialog").then(
      (module) => current && setAuthDialog(() => module.AuthDialog),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [AuthDialog, loadFailed, open, wanted]);

  return AuthDialog ? <AuthDialog /> : null;
}
