import type { HouseListItem } from "@contract/house";
import { housePath } from "@contract/house-path";
import { HOUSE_CARD_PHOTO_SIZES } from "@contract/photo-sizes";
import { streetLine } from "@contract/place-line";
import { MapPinIcon, NavigationIcon, TrophyIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
// Back to a list of cards puts the card opened where it was (decision 387).
import "@/components/layout/list-layouts";
import { StarRating } from "@/components/ui/star-rating";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/cn";
import { promptLogin } from "@/lib/login-required";
import { FeatureBadges } from "./feature-badges";
import { formatDistance, formatRating } from "./format";
import { HouseImage } from "./house-image";
import { LitTonightBadge } from "./lit-tonight-badge";
import { NotConfirmedNote } from "./season-note";

export type HouseCardLayout = "grid" | "list";

/**
 * One house in a grid or list: photo, title, street and town, stars with a 1-decimal rating,
 * distance with 1 decimal, 2-3 feature badges and a Top House badge. Signed-out visitors get
 * the Login Required prompt instead of the house page (docs/product.md, Routes and roles), except
 * on pages opened from search results and chats (town pages), whose cards `openForEveryone`.
 */
export function HouseCard({
  house,
  layout = "grid",
  action,
  className,
  openForEveryone = false,
  imageLoading,
}: {
  house: HouseListItem;
  layout?: HouseCardLayout;
  /** Extra control in the corner (e.g. un-favorite on /favorites). */
  action?: ReactNode;
  className?: string;
  /** The link opens the house page signed out too (the house page is public). */
  openForEveryone?: boolean;
  /** "eager" for a card whose photo is the screen's largest paint (the first of a town page). */
  imageLoading?: "lazy" | "eager";
}) {
  const { isAuthenticated } = useAuth();
  const href = housePath(house);
  // content-visibility: a card off screen is not laid out or painted until it nears the
  // viewport (on a phone most of a list is below the fold); it keeps the size it last had.
  // `data-scroll-item`: Back gives it that size again and puts the card opened where it was
  // (src/components/layout/scroll-manager.tsx, decision 387).
  return (
    <Card
      data-testid="house-card"
      data-house-id={house.id}
      data-scroll-item={house.id}
      className={cn(
        "group relative gap-0! overflow-hidden p-0! transition-shadow hover:shadow-lg [content-visibility:auto]",
        // List: a row on every screen (a small photo beside the text on a phone), so it reads
        // differently from the grid's stacked cards.
        layout === "list"
          ? "flex-row! [contain-intrinsic-size:auto_8rem] sm:[contain-intrinsic-size:auto_10rem]"
          : "[contain-intrinsic-size:auto_24rem]",
        className,
      )}
    >
      <Link
        to={href}
        onClick={(event) => {
          if (!isAuthenticated && !openForEveryone) {
            event.preventDefault();
            promptLogin();
          }
        }}
        className={cn(
          "flex flex-col focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          layout === "list" && "min-w-0 flex-1 flex-row!",
        )}
      >
        <div
          className={cn(
            "relative overflow-hidden bg-muted",
            layout === "list" ? "min-h-28 w-28 shrink-0 sm:w-56" : "aspect-[4/3] w-full",
          )}
        >
          {/* The title below names the link; an alt text would only repeat it. */}
          <HouseImage
            src={house.mainImageUrl}
            alt=""
            sizes={layout === "list" ? "(min-width: 640px) 224px, 112px" : HOUSE_CARD_PHOTO_SIZES}
            loading={imageLoading}
            width={4}
            height={3}
            className="size-full transition-transform duration-300 group-hover:scale-105"
          />
          {house.isTopHouse && (
            <Badge variant="gold" className="absolute top-2 left-2 shadow">
              <TrophyIcon aria-hidden="true" />
              Top House
            </Badge>
          )}
          {house.litTonight && <LitTonightBadge className="absolute bottom-2 left-2" />}
        </div>
        <div
          className={cn(
            "flex min-w-0 flex-1 flex-col gap-2",
            layout === "list" ? "p-3 sm:p-4" : "p-4",
          )}
        >
          <h3 className="line-clamp-1 font-semibold text-lg leading-tight">{house.title}</h3>
          <p className="flex items-start gap-1 text-muted-foreground text-sm">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="line-clamp-1">
              {streetLine(house.address)}, {house.city}
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1.5">
              <StarRating value={house.avgRating} size="sm" />
              <span className="font-medium" data-testid="house-rating">
                {formatRating(house.avgRating)}
              </span>
              <span className="text-muted-foreground">({house.reviewCount})</span>
            </span>
            {house.distance !== undefined && (
              <span
                className="inline-flex items-center gap-1 text-muted-foreground"
                data-testid="house-distance"
              >
                <NavigationIcon className="size-3.5" aria-hidden="true" />
                {formatDistance(house.distance)}
              </span>
            )}
          </div>
          <NotConfirmedNote
            confirmedSeason={house.confirmedSeason}
            seasonPlan={house.seasonPlan}
            reportedDark={house.reportedDark}
          />
          <FeatureBadges features={house.features} className="mt-auto pt-1" />
        </div>
      </Link>
      {action && <div className="absolute top-2 right-2">{action}</div>}
    </Card>
  );
}
