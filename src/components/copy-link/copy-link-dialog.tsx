import { CopyIcon } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { closeLinkToCopy, linkCopied, useLinkToCopy } from "@/lib/copy-link";

/**
 * A link the browser would not copy (src/lib/copy-link.ts): in a read-only field, selected when
 * the dialog opens so the system's copy takes it, with a Copy button that tries again.
 */
export function CopyLinkDialog() {
  const link = useLinkToCopy();
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (!link) return;
    field.current?.select();
    try {
      await navigator.clipboard.writeText(link.url);
    } catch {
      // The clipboard API is refused; the older command copies the selection this press made.
      // Neither working, the link stays selected in the field for the system's own copy.
      field.current?.focus();
      if (!document.execCommand("copy")) return;
    }
    closeLinkToCopy();
    linkCopied(link.description);
  };

  return (
    <Dialog open={link !== null} onOpenChange={(open) => open || closeLinkToCopy()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          field.current?.focus();
          field.current?.select();
        }}
      >
        <DialogHeader>
          <DialogTitle>Share this link</DialogTitle>
          <DialogDescription>
            Your browser did not let LI Lights copy it. Copy it from here.
          </DialogDescription>
        </DialogHeader>
        <Input
          ref={field}
          readOnly
          value={link?.url ?? ""}
          aria-label="Link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <DialogFooter>
          <Button onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            Copy
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
