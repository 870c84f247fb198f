import { type LucideIcon, WifiOffIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A list with nothing in it yet: an icon, a heading, one line of help and an optional action. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="font-semibold text-lg">{title}</h2>
      <p className="text-muted-foreground">{description}</p>
      {action}
    </div>
  );
}

/** What opens offline, for a list that needs a connection (it has no saved answer). */
export const OPENS_OFFLINE = "Houses you have opened on this device open without one.";

/** A list with no answer offline: it needs a connection (not an error; it loads once back). */
export function NeedsConnection({
  title,
  description = OPENS_OFFLINE,
}: {
  title: string;
  description?: string;
}) {
  return <EmptyState icon={WifiOffIcon} title={title} description={description} />;
}
