/**
 * House detail (spec part1 §2 "House detail"): a composition of section components so the
 * write side (issue 4: review form, feature panels, photos, video, description edit, admin
 * delete, live updates) slots into the sections' `actions` / `children` props.
 */
import { useQuery } from "@tanstack/react-query";
import { houseDetailQuery } from "@/lib/queries/houses";
import { DescriptionSection } from "./description-section";
import { FeaturesSection } from "./features-section";
import { Gallery } from "./gallery";
import { HouseHeader } from "./house-header";
import { HouseNotFound } from "./house-not-found";
import { HousePageSkeleton } from "./house-page-skeleton";
import { ReviewsSection } from "./reviews-section";
import { SideColumn } from "./side-column";
import { useHouseRef } from "./use-house-ref";
import { usePageView } from "./use-page-view";
import { VideoSection } from "./video-section";

export default function HousePage() {
  const ref = useHouseRef();
  const query = houseDetailQuery(ref ?? { id: 0 });
  const { data: house, isPending, isError, error } = useQuery({ ...query, enabled: ref !== null });
  usePageView(house, query.queryKey);

  if (ref === null) return <HouseNotFound />;
  if (isPending) return <HousePageSkeleton />;
  if (isError || !house) {
    const status = (error as { status?: number } | null)?.status;
    return <HouseNotFound message={status === 404 ? undefined : error?.message} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="house-page" data-house-id={house.id}>
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <Gallery house={house} />
          <VideoSection house={house} />
          <HouseHeader house={house} />
          <FeaturesSection house={house} />
          <DescriptionSection house={house} />
          <ReviewsSection house={house} />
        </div>
        <SideColumn house={house} />
      </div>
    </div>
  );
}
