import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * An admin list's rows. `stale`: they are the page before, shown while the page asked for loads
 * (decision 402). They stay where they were, so the scroll and the focus on Previous or Next stay
 * (decision 340), but dimmed and inert: no press reaches them, the keyboard passes them by and a
 * screen reader reads them as busy, so nothing is done to a row the admin is leaving. A new search
 * shows no rows at all until its answer (the list loads, as on first opening).
 */
export function AdminRows({
  stale,
  busy,
  children,
}: {
  stale: boolean;
  /** A read under way, stale rows or not (a refresh after an action keeps them usable). */
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      className={cn("grid grid-cols-1 gap-3 transition-opacity", stale && "opacity-50")}
      aria-busy={busy || stale}
      inert={stale}
      data-stale={stale || undefined}
    >
      {children}
    </ul>
  );
}
