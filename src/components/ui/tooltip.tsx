import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { type ComponentProps, createContext, useContext } from "react";
import { cn } from "../../lib/cn";

/**
 * Radix throws when a Tooltip has no Provider above it. Tracking whether one exists lets a
 * stray Tooltip still work, while an app-level provider keeps the shared skip-delay behaviour.
 */
const HasProviderContext = createContext(false);

function TooltipProvider({
  delayDuration = 700,
  skipDelayDuration = 300,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <TooltipPrimitive.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      skipDelayDuration={skipDelayDuration}
      {...props}
    >
      <HasProviderContext.Provider value={true}>{children}</HasProviderContext.Provider>
    </TooltipPrimitive.Provider>
  );
}

function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const hasProvider = useContext(HasProviderContext);
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  return hasProvider ? root : <TooltipProvider>{root}</TooltipProvider>;
}

function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-fit max-w-xs origin-(--radix-tooltip-content-transform-origin) text-balance rounded-md bg-night px-3 py-1.5 text-night-foreground text-xs shadow-lifted data-[state=closed]:animate-pop-out data-[state=delayed-open]:animate-pop-in data-[state=instant-open]:animate-pop-in",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-night" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger };
