import { Button } from "@/components/ui/button";
import { partFailedAdvice } from "@/lib/lazy-module";

/**
 * In the place of a part whose code could not be had (src/lib/lazy-module.ts): what is missing
 * and what to do. With no `advice`, the way to try again is a reload, offered as a button; a part
 * of a form passes its own advice instead, since a reload would lose what was typed.
 */
export function PartLoadError({ title, advice }: { title: string; advice?: string }) {
  return (
    <div className="rounded-xl border border-destructive/40 p-4 text-sm">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-muted-foreground">{advice ?? partFailedAdvice()}</p>
      {!advice && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => window.location.reload()}
        >
          Reload Page
        </Button>
      )}
    </div>
  );
}
