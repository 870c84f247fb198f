import { type ComponentType, useEffect, useState } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-content";

/** Kept once loaded, so a dialog mounted later renders at once. */
let loadedContent: ComponentType<ConfirmDialogProps> | null = null;

/**
 * A confirmation that stays open (busy) until the caller's request settles; the caller closes it.
 * Its code (Radix Alert Dialog and the Dialog parts under it) loads the first time it opens: the
 * screens with a delete or remove action (My Tours, reviews, a house page, the admin lists) no
 * longer load it before they are interactive (docs/performance.md, "Every screen"). No React.lazy,
 * for the reason src/components/auth/lazy-auth-dialog.tsx gives.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [Content, setContent] = useState(() => loadedContent);
  useEffect(() => {
    if (Content || !props.open) return;
    let current = true;
    void import("./confirm-dialog-content").then((module) => {
      loadedContent = module.ConfirmDialogContent;
      if (current) setContent(() => module.ConfirmDialogContent);
    });
    return () => {
      current = false;
    };
  }, [Content, props.open]);
  return Content ? <Content {...props} /> : null;
}
