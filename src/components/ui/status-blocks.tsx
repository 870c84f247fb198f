import { type LucideIcon, WifiOffIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The level of a status block's heading: 2 under a page's own title, 1 when the block is all the
 * page shows (a town or tour not found, a page that failed to load), so the page still has its
 * one h1 (decision 343). The look is the same either way.
 */
export type StatusHeadingLevel = 1 | 2;

/** A list with nothing in it yet: an icon, a heading, one line of help and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 2,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
  headingLevel?: StatusHeadingLevel;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <Heading className="font-semibold text-lg">{title}</Heading>
      <p className="text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}

/** What opens offline, for a list that needs a connection (it has no saved answer). */
export const OPENS_OFFLINE = "Towns and houses you have opened on this device open without one.";

/** A list with no answer offline: it needs a connection (not an error; it loads once back). */
export function NeedsConnection({
  title,
  description = OPENS_OFFLINE,
  headingLevel,
}: {
  title: string;
  description?: string;
  headingLevel?: StatusHeadingLevel;
}) {
  return (
    <EmptyState
      icon={WifiOffIcon}
      title={title}
      description={description}
      headingLevel={headingLevel}
    />
  );
}
