import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  /** A field the confirmation asks for besides Yes (an admin's reason), under the description. */
  children?: ReactNode;
  /** Where the focus goes once it closes, when not back to what opened it (preventDefault). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The dialog itself (Radix Alert Dialog), loaded by ConfirmDialog the first time it opens. */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  destructive = false,
  busy = false,
  onConfirm,
  children,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {/* It names what it acts on (a house's title, a page text's key), which can be a word
              wider than a phone: it wraps inside the dialog (decision 411). */}
          <AlertDialogDescription className="wrap-anywhere">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            // Busy, it keeps the focus a `disabled` button would drop (decision 340) and ignores
            // presses.
            aria-disabled={busy}
            onClick={(event) => {
              // Keep the dialog open until the request settles; the caller closes it.
              event.preventDefault();
              if (!busy) onConfirm();
            }}
          >
            {busy ? "Working..." : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
