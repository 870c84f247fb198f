import { type LucideIcon, WifiOffIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";

/** A list that failed to load: what went wrong and a Try Again button. */
export function LoadError({
  title,
  description,
  onRetry,
}: {
  title: string;
  description?: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 p-8 text-center">
      <h2 className="font-semibold text-lg">{title}</h2>
      {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

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
