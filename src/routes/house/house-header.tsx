import type { HouseContent } from "@contract/house";
import { placeLine } from "@contract/place-line";
import { townPath } from "@contract/town-path";
import { MapPinIcon, TrophyIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { formatRating } from "@/components/house/format";
import { NotConfirmedNote } from "@/components/house/season-note";
import { Badge } from "@/components/ui/badge";
import { StarRating } from "@/components/ui/star-rating";
import { takeHeadingFocus } from "@/lib/focus-after-reload";

/** Title, Top House badge, address and stars. `actions` sits at the right (e.g. admin delete). */
export function HouseHeader({ house, actions }: { house: HouseContent; actions?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by the submit form, sent: the focus on the new house's title (decision 407), unless
  // the visitor has put it somewhere already.
  useEffect(() => {
    if (!takeHeadingFocus()) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) heading.current?.focus();
  }, []);
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          {house.isTopHouse && (
            <Badge variant="gold" data-testid="top-house-badge">
              <TrophyIcon aria-hidden="true" />
              Top House
            </Badge>
          )}
          {/* A title without spaces (up to 120 characters) wraps anywhere, not off the screen. */}
          {/* Focusable from script: the focus comes here after the submit form (decision 407). */}
          <h1
            ref={heading}
            tabIndex={-1}
            className="wrap-anywhere font-bold text-3xl tracking-tight focus:outline-none md:text-4xl"
          >
            {house.title}
          </h1>
          <NotConfirmedNote
            confirmedSeason={house.confirmedSeason}
            seasonPlan={house.seasonPlan}
            reportedDark={house.reportedDark}
            archived={house.archived}
            className="mt-1"
          />
        </div>
        {actions}
      </div>
      <p className="flex items-start gap-1.5 text-muted-foreground">
        <MapPinIcon className="mt-1 size-4 shrink-0" aria-hidden="true" />
        <span>{placeLine(house)}</span>
        {/* A saved copy from before `townListed` existed reads undefined: its town was listed. */}
        {/* A 44 px target on a touch screen: its padding reaches up to the title's row, not into
            it, and down beside the address, so the text stays on the address's first line. */}
        {house.citySlug && house.townListed !== false && (
          <Link
            to={townPath(house.citySlug)}
            className="pointer-coarse:-mt-2 ml-2 whitespace-nowrap pointer-coarse:pt-2 pointer-coarse:pb-4 text-primary text-sm underline-offset-4 hover:underline"
          >
            More in {house.city}
          </Link>
        )}
      </p>
      <div className="flex items-center gap-2">
        <StarRating value={house.avgRating} />
        <span className="font-semibold">{formatRating(house.avgRating)}</span>
        <span className="text-muted-foreground text-sm">
          ({house.reviewCount} {house.reviewCount === 1 ? "review" : "reviews"})
        </span>
      </div>
    </header>
  );
}
