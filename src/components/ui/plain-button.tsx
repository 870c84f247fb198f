import { cva, type VariantProps } from "class-variance-authority";
import { type ComponentProps, createContext, type MouseEvent } from "react";
import { cn } from "../../lib/cn";

/**
 * The button every page's frame draws (the header's and the footer's Sign In, Try Again, a text
 * page's Back): a `<button>` and nothing else. Button (./button.tsx) is the same with `asChild`,
 * which renders its child (a router Link) with the button's look through Radix Slot; this module
 * leaves Slot out, so the app every page loads does not carry it (decision 403).
 */

/**
 * On a touch screen (a coarse pointer) a button's box is at least 44 x 44 px, the smallest
 * target a thumb hits reliably; with a mouse each size keeps its own height (decision 356).
 * The box grows around its text or icon, which keep their size.
 */
const COARSE_TARGET = "pointer-coarse:min-h-11 pointer-coarse:min-w-11";

const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      // Each variant names its focus ring colour and each size its corner and text size, so no
      // two parts set the same property (src/lib/cn.ts merges nothing).
      variant: {
        default:
          "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 focus-visible:ring-ring",
        primary:
          "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 focus-visible:ring-ring",
        accent:
          "bg-accent text-accent-foreground shadow-sm hover:bg-accent/90 focus-visible:ring-ring",
        secondary:
          "bg-secondary text-secondary-foreground hover:bg-secondary/80 focus-visible:ring-ring",
        outline:
          "border border-input bg-card text-foreground shadow-sm hover:bg-muted hover:text-foreground focus-visible:ring-ring",
        ghost: "text-foreground hover:bg-muted focus-visible:ring-ring",
        /** Light text on the night-blue header and footer. */
        onDark: "text-white hover:bg-white/10 hover:text-white focus-visible:ring-ring",
        destructive:
          "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 focus-visible:ring-destructive",
        link: "text-primary underline-offset-4 hover:underline focus-visible:ring-ring",
      },
      size: {
        sm: `h-8 rounded-md px-3 text-xs ${COARSE_TARGET}`,
        default: `h-10 rounded-lg px-4 py-2 text-sm ${COARSE_TARGET}`,
        lg: "h-12 rounded-xl px-6 text-base",
        /** Beside the 44 px search and address inputs. */
        field: "h-11 rounded-lg px-4 py-2 text-sm",
        icon: `size-10 rounded-lg text-sm ${COARSE_TARGET}`,
        iconMd: `size-9 rounded-lg text-sm ${COARSE_TARGET}`,
        iconSm: `size-7 rounded-lg text-sm ${COARSE_TARGET}`,
        /**
         * Text-sized, no box: links inside a sentence or a list; the caller sets the text size.
         * No 44 px minimum: a link in running text is exempt, as WCAG has it.
         */
        inline: "h-auto rounded-md p-0",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);

type PlainButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Its request is running: it looks and reads as disabled (aria-disabled) but keeps the
     * focus, which a `disabled` button drops to the page's body; presses, and the form submit
     * one would start, do nothing. `disabled` stays for a button that cannot be used yet.
     */
    busy?: boolean;
  };

/**
 * True inside a Button: a Spinner there is only a picture. The button's own text names it (its
 * busy label, "Locating...", or its usual one) and `busy` says it is unavailable, so the spinner's
 * "Loading…" would be read as a second label (decision 361).
 */
const InsideButton = createContext(false);

/**
 * The props a button gives the element it renders: a `<button>`, or with `asChild` the child
 * (Button, ./button.tsx).
 */
function buttonElementProps(
  { className, variant, size, type, busy, ...props }: PlainButtonProps,
  asChild: boolean,
) {
  return {
    "data-slot": "button",
    // A plain button never submits the form it sits in; a submit button says so.
    type: asChild ? type : (type ?? "button"),
    className: cn(buttonVariants({ variant, size }), className),
    ...props,
    ...(busy && {
      "aria-disabled": true,
      onClick: (event: MouseEvent) => event.preventDefault(),
    }),
  };
}

function PlainButton(props: PlainButtonProps) {
  return (
    <InsideButton value={true}>
      <button {...buttonElementProps(props, false)} />
    </InsideButton>
  );
}

export { buttonElementProps, buttonVariants, InsideButton, PlainButton, type PlainButtonProps };
