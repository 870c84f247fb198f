/**
 * /lights: every Long Island town with houses, with its count, each a link to its town page.
 * The worker's HTML already holds the same list as plain links (worker/pages/town-page.ts).
 */
import { PAGE_TITLES } from "@contract/page-titles";
import { townPath } from "@contract/town-path";
import { useQuery } from "@tanstack/react-query";
import { MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { SignUpBanner } from "@/components/auth/sign-up-banner";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { NeedsConnection } from "@/components/ui/status-blocks";
import { useOnline, waitsForConnection } from "@/lib/offline/connection";
import { townsQuery } from "@/lib/queries/towns";
import { usePageTitle } from "@/lib/use-page-title";

export default function TownsPage() {
  usePageTitle(PAGE_TITLES.towns);
  const online = useOnline();
  const townList = useQuery(townsQuery());
  const { data: towns, isPending, refetch } = townList;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8" data-testid="towns-page">
      <SignUpBanner />
      <header className="space-y-2">
        <h1 className="font-bold text-3xl tracking-tight md:text-4xl">Christmas lights by town</h1>
        <p className="text-muted-foreground">
          Pick a town to see its displays, their ratings and which are lit tonight.
        </p>
      </header>
      {waitsForConnection(online, townList) ? (
        <NeedsConnection title="The towns need a connection" />
      ) : isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 9 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : towns === undefined ? (
        <LoadError title="Error loading towns" onRetry={() => void refetch()} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {towns.map((town) => (
            <li key={town.citySlug}>
              <Link
                to={townPath(town.citySlug)}
                className="flex items-center justify-between gap-3 rounded-xl border bg-card p-4 transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="wrap-anywhere flex min-w-0 items-center gap-2 font-medium">
                  <MapPinIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                  {town.city}
                </span>
                <span className="text-muted-foreground text-sm">
                  {town.houseCount === 1 ? "1 house" : `${town.houseCount} houses`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
