import { Slot } from "@radix-ui/react-slot";
import {
  buttonElementProps,
  buttonVariants,
  InsideButton,
  type PlainButtonProps,
} from "./plain-button";

type ButtonProps = PlainButtonProps & {
  /** Render the single child (e.g. a router <Link>) with button styling instead of a <button>. */
  asChild?: boolean;
};

/**
 * A button, or with `asChild` its child (a router Link) with a button's look. The page's frame,
 * which needs no `asChild`, draws PlainButton (./plain-button.tsx): every page then loads Radix
 * Slot only with a screen that renders a link as a button (decision 403).
 */
function Button({ asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <InsideButton value={true}>
      <Comp {...buttonElementProps(props, asChild)} />
    </InsideButton>
  );
}

export { Button, type ButtonProps, buttonVariants, InsideButton };
