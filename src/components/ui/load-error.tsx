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
