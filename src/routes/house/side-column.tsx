import type { HouseContent, HouseDetail } from "@contract/house";
import { useQueryClient } from "@tanstack/react-query";
import { CameraIcon, EyeIcon, FootprintsIcon, NavigationIcon, Share2Icon } from "lucide-react";
import { type ReactNode, useContext } from "react";
import { FavoriteButton } from "@/components/house/favorite-button";
import { formatCount, formatLongDate, fullAddress, photoCount } from "@/components/house/format";
import { AddToTourButton } from "@/components/tour/add-to-tour-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth";
import { stayHere } from "@/lib/auth-dialog";
import { copyLink } from "@/lib/copy-link";
import { LOGIN_PROMPTS, promptLogin } from "@/lib/login-required";
import { houseKeys, postVisit } from "@/lib/queries/houses";
import { HouseCountersContext } from "./house-counters";
import { SavedCopyContext } from "./saved-copy";

/** Directions links by address (Google Maps, Apple Maps, Waze). */
export function directionsLinks(house: Pick<HouseDetail, "address" | "city" | "state">) {
  const q = encodeURIComponent(fullAddress(house));
  return [
    { name: "Google Maps", href: `https://www.google.com/maps/dir/?api=1&destination=${q}` },
    { name: "Apple Maps", href: `https://maps.apple.com/?daddr=${q}` },
    { name: "Waze", href: `https://waze.com/ul?q=${q}&navigate=yes` },
  ];
}

function Directions({ house }: { house: HouseContent }) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  // On a saved copy the maps apps cannot load either: the links show, disabled.
  const savedCopy = useContext(SavedCopyContext);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <NavigationIcon className="size-5" aria-hidden="true" />
          Get Directions
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {directionsLinks(house).map((link) =>
          savedCopy ? (
            <Button key={link.name} variant="outline" className="justify-start!" disabled>
              {link.name}
            </Button>
          ) : (
            <Button key={link.name} variant="outline" asChild className="justify-start!">
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  if (!isAuthenticated) {
                    event.preventDefault();
                    promptLogin(LOGIN_PROMPTS.navigate, stayHere);
                    return;
                  }
                  // The visit is counted in the background; the link opens regardless.
                  void postVisit(house.id)
                    .then(() => queryClient.invalidateQueries({ queryKey: houseKeys.details() }))
                    .catch(() => undefined);
                }}
              >
                {link.name}
              </a>
            </Button>
          ),
        )}
      </CardContent>
    </Card>
  );
}

function Stat({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  testId: string;
}) {
  return (
    <div className="flex items-center justify-between gap-2 py-1.5">
      <span className="flex items-center gap-2 text-muted-foreground text-sm">
        {icon}
        {label}
      </span>
      <span className="font-semibold" data-testid={testId}>
        {formatCount(value)}
      </span>
    </div>
  );
}

function Stats({ house }: { house: HouseContent }) {
  const counters = useContext(HouseCountersContext);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stats</CardTitle>
      </CardHeader>
      <CardContent className="divide-y">
        <Stat
          icon={<EyeIcon className="size-4" />}
          label="Page Views"
          value={counters?.pageViewCount ?? 0}
          testId="stat-page-views"
        />
        <Stat
          icon={<NavigationIcon className="size-4" />}
          label="Directions Requested"
          value={counters?.visitCount ?? 0}
          testId="stat-visits"
        />
        <Stat
          icon={<FootprintsIcon className="size-4" />}
          label="Verified Visits"
          value={counters?.proximityVisitCount ?? 0}
          testId="stat-proximity-visits"
        />
        <Stat
          icon={<CameraIcon className="size-4" />}
          label="Photos"
          value={photoCount(house)}
          testId="stat-photos"
        />
        {house.userLastProximityVisit && (
          <p className="pt-2 text-success text-sm">
            You visited on {formatLongDate(house.userLastProximityVisit)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Web Share API when present, else copy the link ("Link copied"; shown to copy by hand when the
 * browser refuses the clipboard, src/lib/copy-link.ts).
 */
export async function shareHouse(house: Pick<HouseDetail, "title">) {
  const url = window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: house.title, text: `${house.title} on LI Lights`, url });
      return;
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
    }
  }
  await copyLink(url, "House link copied to clipboard");
}

/**
 * Favorite, share, add to tour and directions. On wide screens they head the side column; on narrow ones the
 * page shows them right under the photos and title instead (see HousePage), not after the reviews.
 */
export function HouseActions({ house }: { house: HouseContent }) {
  const { isAuthenticated } = useAuth();
  return (
    <div className="space-y-4" data-testid="house-actions">
      <div className="grid grid-cols-2 gap-2">
        <FavoriteButton houseId={house.id} className="w-full" />
        <Button variant="outline" className="w-full" onClick={() => void shareHouse(house)}>
          <Share2Icon aria-hidden="true" />
          Share
        </Button>
        {/* A house taken off the directory cannot join a tour (decision 324). */}
        {isAuthenticated && !house.archived && (
          <AddToTourButton house={house} className="col-span-2 w-full" />
        )}
      </div>
      {/* While a removal request hides the street, there is no address to drive to. */}
      {!house.addressHidden && <Directions house={house} />}
    </div>
  );
}

/**
 * The actions panel when `showActions` (large screens: the page decides, house-page.tsx) and the
 * stats. `children` adds cards at the end.
 */
export function SideColumn({
  house,
  showActions,
  children,
}: {
  house: HouseContent;
  showActions: boolean;
  children?: ReactNode;
}) {
  return (
    <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
      {showActions && <HouseActions house={house} />}
      <Stats house={house} />
      {children}
    </aside>
  );
}
