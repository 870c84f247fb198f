import { type ComponentType, useEffect, useState } from "react";
import { closeLinkToCopy, useLinkToCopy } from "@/lib/copy-link";
import { toast } from "@/lib/use-toast";

/**
 * The copy-by-hand dialog's code loads the first time a link needs it: most visits never do.
 * No React.lazy, as LazyAuthDialog explains: a Suspense boundary reveals on a timer.
 */
export function LazyCopyLinkDialog() {
  const link = useLinkToCopy();
  const [CopyLinkDialog, setCopyLinkDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (CopyLinkDialog || !link) return;
    let current = true;
    import("./copy-link-dialog").then(
      (module) => current && setCopyLinkDialog(() => module.CopyLinkDialog),
      () => {
        // Its code did not download (a new build, a dropped connection): the link in a toast.
        if (!current) return;
        closeLinkToCopy();
        toast({ title: "Share this link", description: link.url });
      },
    );
    return () => {
      current = false;
    };
  }, [CopyLinkDialog, link]);
  return CopyLinkDialog ? <CopyLinkDialog /> : null;
}
