/**
 * The select trigger's look, without Radix: SelectTrigger uses it, and so do triggers that only
 * look like a select (the signed-out landing's distance, which never opens), so they can stay off
 * the Radix Select chunk. At least 44 px tall on a touch screen (a coarse pointer; decision 356).
 */
export const selectTriggerClassName =
  "flex w-full cursor-pointer items-center justify-between gap-2 whitespace-nowrap rounded-lg border border-input bg-card px-3 py-2 text-foreground text-sm shadow-xs outline-none transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[size=default]:h-10 data-[size=sm]:h-8 pointer-coarse:min-h-11 data-[placeholder]:text-muted-foreground *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";
