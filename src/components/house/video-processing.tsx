import { LoaderIcon } from "lucide-react";
import { cn } from "@/lib/cn";

/** What a video shows while its host is still processing it. */
export function VideoProcessing({ className, testId }: { className: string; testId: string }) {
  return (
    <div
      className={cn("flex flex-col items-center justify-center gap-2 text-white", className)}
      data-testid={testId}
    >
      <LoaderIcon className="size-6 animate-spin" aria-hidden="true" />
      <p className="text-sm">Processing video...</p>
      <p className="text-white/70 text-xs">This usually takes 10-30 seconds</p>
    </div>
  );
}
