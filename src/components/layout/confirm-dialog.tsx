import { useEffect, useRef } from "react";
import type { ConfirmDialogProps } from "@/components/ui/confirm-dialog-content";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";

const confirmDialogModule = lazyModule(() => import("@/components/ui/confirm-dialog-content"));

/**
 * A confirmation that stays open (busy) until the caller's request settles; the caller closes it.
 * Its code (Radix Alert Dialog and the Dialog parts under it) loads the first time it opens: the
 * screens with a delete or remove action (My Tours, reviews, a house page, the admin lists) no
 * longer load it before they are interactive (docs/performance.md, "Every screen"). No React.lazy,
 * for the reason src/components/auth/lazy-auth-dialog.tsx gives.
 *
 * Code that could not be had is a press that failed (src/lib/lazy-module.ts: a toast, the log
 * told once), and the confirmation closes as if cancelled, so the next press asks again.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [module, load] = useLazyModule(confirmDialogModule);
  const { open } = props;
  // The caller's latest handler, without asking again on every render of an open dialog.
  const onOpenChange = useRef(props.onOpenChange);
  onOpenChange.current = props.onOpenChange;
  useEffect(() => {
    if (module || !open) return;
    void load("press").then((loaded) => {
      if (!loaded) onOpenChange.current(false);
    });
  }, [module, open, load]);
  return module ? <module.ConfirmDialogContent {...props} /> : null;
}
