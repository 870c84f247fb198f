import { Skeleton } from "@/components/ui/skeleton";

export function HousePageSkeleton() {
  return (
    <div
      className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-3"
      aria-busy="true"
      data-testid="house-page-skeleton"
    >
      <div className="space-y-6 lg:col-span-2">
        <Skeleton className="aspect-video w-full rounded-xl!" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </div>
      <div className="space-y-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    </div>
  );
}
