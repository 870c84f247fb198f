/**
 * House detail (docs/product.md, House page and contributions): a composition of section components
 * so the write side (review form, feature panels, photos, video, description edit, admin
 * delete, live updates) slots into the sections' `actions` / `children` props.
 */
import type { HouseContent } from "@contract/house";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { memo, type ReactNode, useContext, useEffect } from "react";
import { SignUpBanner } from "@/components/auth/sign-up-banner";
import { HiddenHouseRefusal } from "@/components/house/hidden-house-refusal";
import { LazyHomeownerSection, LazyOwnerAnswer } from "@/components/house/homeowner-lazy";
import { LazyReportProblem } from "@/components/house/report-problem-lazy";
import { ReviewItem } from "@/components/house/review-item";
import {
  AddPhotosButton,
  AddVideoButton,
  AdminDeleteHouse,
  ConfirmLit,
  DescriptionPanel,
  EditDescriptionButton,
  EditScheduleButton,
  FeatureButtons,
  type FeaturePanelName,
  FeaturePanels,
  LightsReport,
  OpenPanel,
  OwnPhotos,
  OwnReview,
  PhotosPanel,
  ReviewForm,
  SchedulePanel,
  useContributePanel,
  VideoExtra,
  VideoPanel,
} from "@/components/house-contribute";
import { SavedCopyNotice, useSavedCopy } from "@/components/offline/saved-copy";
import { ApiError, api, ConnectionError, HouseGoneError } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { noteHouseGone, useHouseGone } from "@/lib/house-gone";
import { LOGIN_PROMPTS } from "@/lib/login-required";
import { useNotFoundAtLoad } from "@/lib/not-found-at-load";
import { houseApiPath } from "@/lib/offline/offline-rules";
import { houseDetailQuery } from "@/lib/queries/houses";
import { useHouseEvents } from "@/lib/use-house-events";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { usePageTitle } from "@/lib/use-page-title";
import { DescriptionSection } from "./description-section";
import { FeaturesSection } from "./features-section";
import { Gallery } from "./gallery";
import { HouseCountersContext, houseContent, houseCounters } from "./house-counters";
import { HouseHeader } from "./house-header";
import { HouseLoadError } from "./house-load-error";
import { HouseNotFound } from "./house-not-found";
import { HousePageSkeleton } from "./house-page-skeleton";
import { ReviewsSection } from "./reviews-section";
import { HouseNotSaved, SavedCopyContext } from "./saved-copy";
import { ScheduleSection } from "./schedule-section";
import { HouseActions, SideColumn } from "./side-column";
import { useHouseRef } from "./use-house-ref";
import { usePageView } from "./use-page-view";
import { VideoSection } from "./video-section";

export default function HousePage() {
  const ref = useHouseRef();
  // The worker answered this page "not found" and painted that view: it stays (decision 394).
  const notFoundAtLoad = useNotFoundAtLoad();
  const query = houseDetailQuery(ref ?? { id: 0 });
  const {
    data: house,
    isPending,
    error,
    dataUpdatedAt,
    refetch,
  } = useQuery({ ...query, enabled: ref !== null, select: houseContent });
  const { data: counters } = useQuery({ ...query, enabled: ref !== null, select: houseCounters });
  const gone = useHouseGone(house?.id);
  useGoneWhenReadAgain(gone ? undefined : house?.id, error);
  usePageView(house, query.queryKey);
  useHouseEvents(gone ? null : house?.id);
  const savedAt = useSavedCopy(ref && houseApiPath(ref), { data: house, dataUpdatedAt, refetch });
  usePageTitle(gone ? null : (house?.title ?? null));

  if (ref === null || (notFoundAtLoad && !house)) return <HouseNotFound />;
  if (isPending) return <HousePageSkeleton />;
  if (gone) return <HouseNotFound removed />;
  // A failed background refetch keeps the house on screen (it may have come with the HTML).
  if (!house) {
    if (error instanceof ConnectionError) return <HouseNotSaved />;
    if (error instanceof ApiError && error.status === 404) return <HouseNotFound />;
    return <HouseLoadError onRetry={() => void refetch()} />;
  }

  return (
    <HouseCountersContext value={counters}>
      <HouseView house={house} savedAt={savedAt} />
    </HouseCountersContext>
  );
}

/**
 * The house on screen is read again (its delete's live event asks) and answers 404: it is gone
 * (decision 354). By id, the 404 names it. A slug link answers the same 404, naming nothing,
 * for a house a removal request now hides (decision 334): its id says which it is.
 */
function useGoneWhenReadAgain(houseId: number | undefined, error: Error | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (houseId === undefined || !(error instanceof ApiError) || error.status !== 404) return;
    if (error instanceof HouseGoneError) {
      noteHouseGone(queryClient, error.houseId);
      return;
    }
    const controller = new AbortController();
    api("GET /api/houses/:id", { path: { id: houseId }, signal: controller.signal }).catch(
      (byId: unknown) => {
        if (byId instanceof HouseGoneError) noteHouseGone(queryClient, byId.houseId);
      },
    );
    return () => controller.abort();
  }, [houseId, error, queryClient]);
}

/**
 * A saved copy is read-only: every button and field in these parts needs a connection. The
 * fieldset is a box of its own that spaces what it holds (`spacing`): a `display: contents` one
 * takes no margins, so the column's spacing never reached the sections inside it. `min-w-0`
 * undoes a fieldset's min-content width, which would widen the grid's column.
 */
function ReadOnlyWhenSaved({
  children,
  spacing,
}: {
  children: ReactNode;
  spacing?: "space-y-3" | "space-y-8";
}) {
  return (
    <fieldset disabled={useContext(SavedCopyContext)} className={cn("min-w-0", spacing)}>
      {children}
    </fieldset>
  );
}

/**
 * The loaded page, with the contribute panels slotted into the sections. Memoized: the screen
 * above renders again when the answer's time or the visit counters change (house-counters.ts),
 * and neither may render the whole page again.
 */
const HouseView = memo(function HouseView({
  house,
  savedAt,
}: {
  house: HouseContent;
  savedAt: Date | null;
}) {
  const { user } = useAuth();
  const features = useContributePanel<FeaturePanelName>();
  const description = useContributePanel();
  const schedule = useContributePanel();
  const photos = useContributePanel(LOGIN_PROMPTS.photos);
  const video = useContributePanel();
  // The actions panel renders under the title on phones and tablets, in the side column on large
  // screens, never in both (one copy was hidden by CSS before: twice the render for nothing).
  const isLargeScreen = useMediaQuery(LARGE_SCREEN);
  // Once a homeowner is approved, the description and schedule are theirs (and admins').
  const ownTexts = !house.ownerId || user?.id === house.ownerId || Boolean(user?.isAdmin);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="house-page" data-house-id={house.id}>
      {savedAt && (
        <SavedCopyNotice
          savedAt={savedAt}
          needsConnection="Favorites, reviews, photos and other changes need a connection."
          className="mb-6"
        />
      )}
      <SavedCopyContext value={savedAt !== null}>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <div className="space-y-3">
              {/* Browsing the photos needs no connection: usable on a saved copy too. */}
              <Gallery house={house} />
              <ReadOnlyWhenSaved spacing="space-y-3">
                <div className="flex flex-wrap gap-2">
                  <AddPhotosButton panel={photos} />
                  <AddVideoButton panel={video} />
                </div>
                <OpenPanel panel={photos}>
                  <PhotosPanel house={house} panel={photos} />
                </OpenPanel>
                <OpenPanel panel={video}>
                  <VideoPanel house={house} panel={video} />
                </OpenPanel>
                <OwnPhotos house={house} />
              </ReadOnlyWhenSaved>
            </div>
            <ReadOnlyWhenSaved spacing="space-y-8">
              <VideoSection
                house={house}
                videoExtra={(v) => <VideoExtra house={house} video={v} />}
              />
              <HouseHeader house={house} actions={<AdminDeleteHouse house={house} />} />
              <SignUpBanner />
              {!isLargeScreen && <HouseActions house={house} />}
              <FeaturesSection
                house={house}
                actions={<FeatureButtons house={house} panel={features} />}
              >
                <OpenPanel panel={features}>
                  <FeaturePanels house={house} panel={features} />
                </OpenPanel>
              </FeaturesSection>
              <DescriptionSection
                house={house}
                actions={ownTexts && <EditDescriptionButton house={house} panel={description} />}
              >
                <OpenPanel panel={description}>
                  <DescriptionPanel house={house} panel={description} />
                </OpenPanel>
              </DescriptionSection>
              <ScheduleSection
                house={house}
                actions={ownTexts && <EditScheduleButton panel={schedule} />}
                report={
                  house.addressHidden ? (
                    <HiddenHouseRefusal action="report or confirm its lights" />
                  ) : (
                    <>
                      <LightsReport house={house} />
                      <ConfirmLit house={house} />
                    </>
                  )
                }
              >
                <OpenPanel panel={schedule}>
                  <SchedulePanel house={house} panel={schedule} />
                </OpenPanel>
              </ScheduleSection>
              <ReviewsSection
                house={house}
                renderReview={(review) =>
                  user && review.userId === user.id ? (
                    <OwnReview review={review} houseId={house.id} />
                  ) : (
                    <ReviewItem
                      review={review}
                      answer={
                        user && user.id === house.ownerId ? (
                          <LazyOwnerAnswer house={house} review={review} />
                        ) : undefined
                      }
                    />
                  )
                }
              >
                <ReviewForm house={house} />
              </ReviewsSection>
              <LazyHomeownerSection house={house} />
              <LazyReportProblem house={house} />
            </ReadOnlyWhenSaved>
          </div>
          <ReadOnlyWhenSaved>
            <SideColumn house={house} showActions={isLargeScreen} />
          </ReadOnlyWhenSaved>
        </div>
      </SavedCopyContext>
    </div>
  );
});
