import { type ComponentType, useEffect, useState } from "react";
import { usePageSettled } from "@/lib/after-page-settles";
import { useAuth } from "@/lib/auth";
import {
  openAuthDialogKeptForReload,
  reopenAuthDialogAfterReload,
  useAuthDialog,
} from "@/lib/auth-dialog";
import { reloadForFailedDownload } from "@/lib/failed-download";

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
  const { open, stayOnPage } = useAuthDialog();
  const { isLoading, isAuthenticated } = useAuth();
  const settled = usePageSettled();
  const wanted = open || (settled && !isLoading && !isAuthenticated);
  const [AuthDialog, setAuthDialog] = useState<ComponentType | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(openAuthDialogKeptForReload, []);

  // Loads after mount. When the download failed (a new build, a dropped connection), only a new
  // page downloads it again (src/lib/failed-download.ts): opening the dialog then reloads the page,
  // which opens it again, unless the dialog is the sign-in after an expired session, whose page
  // may hold something the visitor was writing.
  useEffect(() => {
    if (AuthDialog || !wanted) return;
    if (loadFailed) {
      if (open && !stayOnPage) reloadForFailedDownload(reopenAuthDialogAfterReload);
      return;
    }
    let current = true;
    import("./auth-dialog").then(
      (module) => current && setAuthDialog(() => module.AuthDialog),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [AuthDialog, loadFailed, open, stayOnPage, wanted]);

  return AuthDialog ? <AuthDialog /> : null;
}
