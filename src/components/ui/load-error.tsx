import { PlainButton } from "./plain-button";
import type { StatusHeadingLevel } from "./status-blocks";

/**
 * A list that failed to load: what went wrong and a Try Again button. `headingLevel` 1 when the
 * block is all the page shows (status-blocks.tsx).
 */
export function LoadError({
  title,
  description,
  onRetry,
  headingLevel = 2,
}: {
  title: string;
  description?: string;
  onRetry: () => void;
  headingLevel?: StatusHeadingLevel;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 p-8 text-center">
      <Heading className="font-semibold text-lg">{title}</Heading>
      {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      <PlainButton variant="outline" className="mt-4" onClick={onRetry}>
        Try Again
      </PlainButton>
    </div>
  );
}
