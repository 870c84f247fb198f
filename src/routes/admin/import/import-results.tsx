/** What an import brought in, and what it left out. */
import type { ImportCommitResult } from "@contract/house-import";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { Ref } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

export function ImportResults({
  result,
  ref,
}: {
  result: ImportCommitResult;
  ref?: Ref<HTMLDivElement>;
}) {
  const running = result.status === "running";
  return (
    // Scrolled to clear of the sticky header (h-16) and the bottom navigation (below lg).
    <Card
      ref={ref}
      className="mb-4 scroll-mt-20 scroll-mb-24 lg:scroll-mb-4"
      data-testid="import-results"
    >
      <CardHeader>
        {/* Focusable from script: the focus comes here once the import is done (decision 370). */}
        <CardTitle level={2} tabIndex={-1} className="flex items-center gap-2 focus:outline-none">
          {running ? (
            <Spinner size="sm" />
          ) : result.failed === 0 ? (
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
          ) : (
            <AlertTriangle className="size-5 text-accent" aria-hidden="true" />
          )}
          {running ? "Importing..." : "Import finished"}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4" aria-live="polite">
        <p className="text-sm">
          {result.processed} of {result.total} rows processed
        </p>
        <progress
          className="h-2 w-full accent-primary"
          value={result.processed}
          max={Math.max(result.total, 1)}
          aria-label="Import progress"
        />
        <dl className="grid grid-cols-3 gap-4 text-center">
          {(["created", "skipped", "failed"] as const).map((key) => (
            <div key={key}>
              <dt className="text-muted-foreground text-sm capitalize">{key}</dt>
              <dd className="font-bold text-2xl" data-testid={`import-${key}`}>
                {result[key]}
              </dd>
            </div>
          ))}
        </dl>
        {result.errors.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {result.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
