/**
 * /lights/{citySlug}: one town's houses (best rated first, weighed by how many rated: decision
 * 364) with filters (features, Confirmed this season, Lit tonight) kept in the address as the
 * home search keeps them (`?features=...&lit=tonight`, decision 397),
 * "Add to tour" on each card for signed-in visitors, a small map of the town and links to the
 * nearest towns. The worker's HTML already holds every house as a plain link
 * (worker/pages/town-page.ts), whatever the query, and names the plain town as the canonical
 * page; this screen replaces it once the app runs. A town opened online opens offline from the
 * service worker's saved copy (decision 401).
 */
import type { HouseListItem } from "@contract/house";
import { PAGE_TITLES } from "@contract/page-titles";
import { townPageTitle } from "@contract/town-name";
import { TOWNS_PATH, townPath } from "@contract/town-path";
import { useQuery } from "@tanstack/react-query";
import { ChevronRightIcon, MapPinIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { SignUpBanner } from "@/components/auth/sign-up-banner";
import { HouseCard } from "@/components/house/house-card";
import { LazyHouseMap } from "@/components/map/lazy-house-map";
import type { MapView } from "@/components/map/map-types";
import { SavedCopyNotice, useSavedCopy } from "@/components/offline/saved-copy";
import { FeatureFilterSheet, FeatureFilterSidebar } from "@/components/search/feature-filters";
import { readFilterParams, writeFilterParams } from "@/components/search/filter-url";
import { AddToTourButton } from "@/components/tour/add-to-tour-button";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, NeedsConnection } from "@/components/ui/status-blocks";
import { COARSE_TAP_ROOM } from "@/components/ui/tap-room";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { useNotFoundAtLoad } from "@/lib/not-found-at-load";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import { townApiPath } from "@/lib/offline/offline-rules";
import { townQuery } from "@/lib/queries/towns";
import { useChoicesInAddress } from "@/lib/use-choices-in-address";
import { usePageTitle } from "@/lib/use-page-title";
import { filterTownHouses } from "./town-filters";

/** A box around the houses, padded so pins at the edge stay inside the map. */
function housesView(houses: HouseListItem[]): MapView | undefined {
  if (houses.length === 0) return undefined;
  const lats = houses.map((house) => house.latitude);
  const lngs = houses.map((house) => house.longitude);
  const pad = 0.01;
  return {
    bounds: [
      [Math.min(...lngs) - pad, Math.min(...lats) - pad],
      [Math.max(...lngs) + pad, Math.max(...lats) + pad],
    ],
  };
}

/** A town no listed house names: the worker's 404 page for it is this view too (decision 394). */
function TownNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <EmptyState
        icon={MapPinIcon}
        title="Town not found"
        headingLevel={1}
        description="No display in our directory is in this town yet."
        action={
          <Button asChild>
            <Link to={TOWNS_PATH}>See every town</Link>
          </Button>
        }
      />
    </div>
  );
}

export default function TownPage() {
  const { citySlug = "" } = useParams();
  const { isAuthenticated } = useAuth();
  const online = useOnline();
  const townAnswer = useQuery(townQuery(citySlug));
  const { data, isPending, isError, error, refetch, dataUpdatedAt } = townAnswer;
  // A town opened online opens offline from the service worker's copy, marked with the time it
  // was saved, as a house page does (decision 401).
  const savedAt = useSavedCopy(townApiPath(citySlug), { data, dataUpdatedAt, refetch });
  // The filters live in the address as the home search's do (decisions 379, 397): a reload or a
  // shared link opens them; ticks replace the entry. Kept when a nearby town is opened, whose
  // address then names them too.
  const [searchParams] = useSearchParams();
  const [opened] = useState(() => readFilterParams(searchParams));
  const [features, setFeatures] = useState<string[]>(opened.features);
  const [litTonight, setLitTonight] = useState(opened.litTonight);
  // Back or Forward to another town's entry shows that entry's own filters (decision 401).
  useChoicesInAddress(
    writeFilterParams(new URLSearchParams(), { features, litTonight }).toString(),
    (params) => {
      const address = readFilterParams(params);
      setFeatures(address.features);
      setLitTonight(address.litTonight);
    },
  );
  const shown = useMemo(
    () => filterTownHouses(data?.houses ?? [], features, litTonight),
    [data, features, litTonight],
  );
  const view = useMemo(() => housesView(data?.houses ?? []), [data]);
  const missing = isError && "status" in error && error.status === 404;
  // The worker answered this page "not found" and painted that view: it stays while the query
  // asks again (decision 394).
  const notFoundAtLoad = useNotFoundAtLoad() && data === undefined;
  usePageTitle(
    data ? townPageTitle(data.town) : missing || notFoundAtLoad ? PAGE_TITLES.notFound : null,
  );

  if (notFoundAtLoad) return <TownNotFound />;
  // Offline, a town never opened on this device: the page says so and what does open (decisions
  // 342, 401).
  if (waitsForConnection(online, townAnswer)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <NeedsConnection title="This town's houses need a connection" headingLevel={1} />
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8" aria-busy="true">
        <span className="sr-only">Loading town...</span>
        <Skeleton className="h-10 w-80" />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      </div>
    );
  }
  // A failed re-read keeps the houses painted; a town gone since (404) is not found.
  if (missing) return <TownNotFound />;
  if (data === undefined) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <LoadError
          title="Error loading this town"
          onRetry={() => void refetch()}
          headingLevel={1}
        />
      </div>
    );
  }

  const { town, houses, neighbours } = data;
  const filterProps = {
    selected: features,
    onChange: setFeatures,
    litTonight,
    onLitTonightChange: setLitTonight,
  };
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8" data-testid="town-page">
      <SignUpBanner />
      {savedAt && (
        <SavedCopyNotice
          savedAt={savedAt}
          needsConnection="Houses you haven't opened on this device need a connection."
        />
      )}
      <header className="space-y-2">
        <nav aria-label="Breadcrumb" className="text-muted-foreground text-sm">
          <ol className="flex min-w-0 items-center gap-1">
            <li>
              {/* Its room on a touch screen reaches into the 8 px above the title, not into its
                  letters (decision 356). */}
              <Link
                to={TOWNS_PATH}
                className={cn(COARSE_TAP_ROOM, "hover:text-foreground hover:underline")}
              >
                Long Island
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRightIcon className="size-3.5" />
            </li>
            <li aria-current="page" className="wrap-anywhere min-w-0">
              {town.city}
            </li>
          </ol>
        </nav>
        {/* A town's name is typed by whoever submitted its first house: 60 letters without a
            space wrap rather than widen the page (decisions 398, 420). */}
        <h1 className="wrap-anywhere font-bold text-3xl tracking-tight md:text-4xl">
          {townPageTitle(town)}
        </h1>
        <p className="text-muted-foreground">
          {houses.length === 1 ? "1 display" : `${houses.length} displays`}
          {shown.length !== houses.length && `, ${shown.length} shown`}
        </p>
      </header>

      <div className="flex gap-8">
        <FeatureFilterSidebar {...filterProps} />
        <div className="min-w-0 flex-1 space-y-6">
          <div className="flex items-center gap-3 lg:hidden">
            <FeatureFilterSheet {...filterProps} />
          </div>
          {shown.length === 0 ? (
            <EmptyState
              icon={MapPinIcon}
              title="No displays match"
              description="Clear a filter to see more of this town's houses."
            />
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="house-grid">
              {shown.map((house, index) => (
                <HouseCard
                  key={house.id}
                  house={house}
                  openForEveryone
                  // The worker preloads the first card's photo with the page (its largest paint).
                  imageLoading={index === 0 ? "eager" : undefined}
                  action={isAuthenticated ? <AddToTourButton house={house} compact /> : undefined}
                />
              ))}
            </div>
          )}
        </div>
      </div>

      <section aria-labelledby="town-map-heading" className="space-y-3">
        <h2 id="town-map-heading" className="font-semibold text-xl">
          On the map
        </h2>
        <LazyHouseMap
          houses={shown}
          view={view}
          className="relative h-72 w-full overflow-hidden rounded-xl border md:h-96"
        />
      </section>

      {neighbours.length > 0 && (
        <nav aria-labelledby="nearby-towns-heading" className="space-y-3">
          <h2 id="nearby-towns-heading" className="font-semibold text-xl">
            Nearby towns
          </h2>
          {/* On a touch screen each 34 px pill takes taps over 44 px, the rows 10 px apart so no
              two pills' rooms overlap (decision 356). */}
          <ul className="flex flex-wrap gap-2 pointer-coarse:gap-y-2.5">
            {neighbours.map((neighbour) => (
              <li key={neighbour.citySlug}>
                <Link
                  to={townPath(neighbour.citySlug)}
                  className={cn(
                    COARSE_TAP_ROOM,
                    "inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm hover:bg-muted",
                  )}
                >
                  <MapPinIcon className="size-3.5" aria-hidden="true" />
                  {neighbour.city}
                  <span className="text-muted-foreground">({neighbour.houseCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
