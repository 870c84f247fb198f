import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder rows of an admin list while it loads. */
export function SkeletonRows({ count, className }: { count: number; className: string }) {
  return (
    <div className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows.
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}
