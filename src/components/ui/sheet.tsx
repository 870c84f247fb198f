import * as SheetPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { EscapeUnderToasts } from "./escape-under-toasts";
import { PageHiddenBehind } from "./page-hidden-behind";
import { BOTTOM_SHEET_CLEAR_OF_TOASTS, FocusStaysInSight } from "./toast-room";

function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

function SheetPortal(props: ComponentProps<typeof SheetPrimitive.Portal>) {
  return <SheetPrimitive.Portal data-slot="sheet-portal" {...props} />;
}

function SheetOverlay({ className, ...props }: ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-night/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card text-card-foreground shadow-lifted outline-none",
  {
    variants: {
      side: {
        // On a phone a toast never covers it (decision 370).
        bottom: `${BOTTOM_SHEET_CLEAR_OF_TOASTS} inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t pb-[env(safe-area-inset-bottom)] data-[state=closed]:animate-slide-out-bottom data-[state=open]:animate-slide-in-bottom`,
        left: "inset-y-0 left-0 h-full w-[85%] max-w-sm border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left",
        right:
          "inset-y-0 right-0 h-full w-[85%] max-w-sm border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right",
      },
    },
    defaultVariants: {
      side: "right",
    },
  },
);

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    hideClose?: boolean;
  };

function SheetContent({
  className,
  children,
  side = "right",
  hideClose = false,
  onEscapeKeyDown,
  ...props
}: SheetContentProps) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(sheetVariants({ side }), className)}
        onEscapeKeyDown={onEscapeKeyDown}
        {...props}
      >
        {children}
        <FocusStaysInSight />
        {/* The page behind, live regions too, out of a screen reader's reach (decision 404). */}
        <PageHiddenBehind />
        <EscapeUnderToasts close={SheetPrimitive.Close} onEscapeKeyDown={onEscapeKeyDown} />
        {!hideClose && (
          // A 44 px target on a touch screen (a coarse pointer), its X where a mouse sees it
          // (decision 356).
          <SheetPrimitive.Close
            data-slot="sheet-close"
            className="absolute top-4 right-4 pointer-coarse:top-1.5 pointer-coarse:right-1.5 cursor-pointer rounded-md p-1 pointer-coarse:p-3.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        )}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-header"
      className={cn("flex flex-col gap-1.5 p-5 pr-12 pb-0", className)}
      {...props}
    />
  );
}

function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn("mt-auto flex flex-col gap-2 p-5 pt-0", className)}
      {...props}
    />
  );
}

function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("font-semibold text-lg leading-tight", className)}
      {...props}
    />
  );
}

function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-muted-foreground text-sm", className)}
      {...props}
    />
  );
}

export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetOverlay,
  SheetPortal,
  SheetTitle,
  SheetTrigger,
  sheetVariants,
};
