import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import type { ComponentProps, ReactElement } from "react";
import { cn } from "../../lib/cn";
import { COARSE_TAP_ROOM } from "./tap-room";

const ToastProvider = ToastPrimitive.Provider;

/**
 * Where toasts appear: never over the sticky header (h-16) or the bottom navigation (shown below
 * lg, decision 374), so a toast that outlives a page change never hides the header's buttons or
 * the tabs. Below md, just under the header; from md, bottom right: above the bottom navigation
 * (3.5 rem tall there, its labels on one line) up to lg, in the corner from lg. Below md, over the
 * full-screen photo they go up to the top, and over a dialog stacked toasts gather into one row
 * (decision 388, src/styles.css).
 */
function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      // "off", as a list's default: Radix announces each toast as it comes. Any `aria-live` keeps
      // the toasts out of what a modal dialog hides from a screen reader (decision 388).
      aria-live="off"
      className={cn(
        "pointer-events-none fixed top-16 z-[100] flex max-h-[calc(100dvh-4rem)] w-full flex-col-reverse gap-2 p-4 outline-none md:top-auto md:right-0 md:bottom-[calc(3.5rem+env(safe-area-inset-bottom))] md:max-w-[420px] md:flex-col lg:bottom-0",
        className,
      )}
      {...props}
    />
  );
}

/**
 * `pointer-events-auto!`: a toast showing when a dialog opens stays in reach (its Undo, its
 * close), as one raised from inside the dialog is; Radix would leave every layer under a modal
 * dialog inert (decision 376). The toasts' region is a branch of the dialog's layer, so a press
 * on a toast never closes the dialog.
 */
const toastVariants = cva(
  "group pointer-events-auto! relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lifted transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        destructive: "destructive border-destructive bg-destructive text-destructive-foreground",
        success: "success border-success bg-success text-success-foreground",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        // On a touch screen a 44 px tall room takes its taps, the button drawn as with a mouse
        // (decision 356).
        COARSE_TAP_ROOM,
        "inline-flex h-8 shrink-0 cursor-pointer items-center justify-center rounded-md border border-border bg-transparent px-3 font-medium text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 group-[.destructive]:border-white/40 group-[.success]:border-white/40 group-[.destructive]:hover:bg-white/10 group-[.success]:hover:bg-white/10",
        className,
      )}
      {...props}
    />
  );
}

function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      className={cn(
        // A 44 px target in the corner on a touch screen (a coarse pointer), the X drawn as with a
        // mouse (decision 356).
        "absolute top-2 right-2 pointer-coarse:top-0 pointer-coarse:right-0 cursor-pointer rounded-md p-1 pointer-coarse:p-3.5 text-current opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring group-[.destructive]:focus-visible:ring-white group-[.success]:focus-visible:ring-white",
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">Close</span>
    </ToastPrimitive.Close>
  );
}

/**
 * A toast's title and text wrap anywhere (decisions 398, 410): they often quote what a person
 * typed (a tour's name, a house's title), and a word longer than the toast is wide ran past its
 * edge, cut off.
 */
function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn("wrap-anywhere font-semibold text-sm", className)}
      {...props}
    />
  );
}

function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("wrap-anywhere text-sm opacity-90", className)}
      {...props}
    />
  );
}

type ToastActionElement = ReactElement<ComponentProps<typeof ToastAction>>;

export {
  Toast,
  ToastAction,
  type ToastActionElement,
  ToastClose,
  ToastDescription,
  type ToastProps,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
};
