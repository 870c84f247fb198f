import { LoadError } from "@/components/ui/load-error";

/**
 * Any other failure (a server error, a refusal): the house may well exist, so the page says it
 * could not load and offers Try Again, as the other screens' failed loads do.
 */
export function HouseLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <LoadError
        title="This house could not load."
        description="Try again in a moment."
        onRetry={onRetry}
      />
    </div>
  );
}
