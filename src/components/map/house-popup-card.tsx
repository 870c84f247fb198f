import { featureLabel } from "@contract/features";
import { MapPinIcon, StarIcon } from "lucide-react";
import { Link } from "react-router";
import { LitTonightBadge } from "@/components/house/lit-tonight-badge";
import { ScheduleSummary } from "@/components/house/schedule-summary";
import { NotConfirmedNote } from "@/components/house/season-note";
import { AddToTourButton } from "@/components/tour/add-to-tour-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { stayHere } from "@/lib/auth-dialog";
import { promptLogin } from "@/lib/login-required";
import { houseHref, type MapHouse } from "./map-types";

/**
 * The map's info popup (rating with 1 decimal, 3 feature badges). Signed out, the map is a town
 * page's: signing in from the View Details prompt stays on it (decision 384).
 */
export function HousePopupCard({
  house,
  isAuthenticated,
}: {
  house: MapHouse;
  isAuthenticated: boolean;
}) {
  const rating = house.avgRating ?? 0;
  const features = (house.features ?? []).slice(0, 3);
  return (
    <div className="w-64 space-y-2 bg-card p-3 text-card-foreground" data-testid="map-popup">
      <h3 className="pr-9 font-semibold text-base leading-tight">{house.title}</h3>
      {house.litTonight && <LitTonightBadge />}
      <NotConfirmedNote
        confirmedSeason={house.confirmedSeason ?? null}
        seasonPlan={house.seasonPlan ?? null}
        reportedDark={house.reportedDark}
      />
      <p className="flex items-start gap-1 text-muted-foreground text-sm">
        <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span>
          {house.address}
          {house.city ? `, ${house.city}` : ""}
        </span>
      </p>
      <p className="flex items-center gap-1 text-sm">
        <StarIcon className="size-4 fill-accent text-accent" aria-hidden="true" />
        <span>{rating.toFixed(1)}</span>
        <span className="sr-only">out of 5</span>
      </p>
      {features.length > 0 && (
        <div className="flex flex-wrap gap-1">
          {features.map((feature) => (
            <Badge key={feature} variant="secondary">
              {featureLabel(feature)}
            </Badge>
          ))}
        </div>
      )}
      {house.schedule && <ScheduleSummary schedule={house.schedule} className="text-xs!" />}
      {isAuthenticated ? (
        <div className="grid grid-cols-2 gap-2">
          <Button asChild size="sm" className="w-full">
            <Link to={houseHref(house)}>View Details</Link>
          </Button>
          <AddToTourButton house={house} size="sm" className="w-full" />
        </div>
      ) : (
        <Button
          type="button"
          size="sm"
          className="w-full"
          onClick={() => promptLogin(undefined, stayHere)}
        >
          View Details
        </Button>
      )}
    </div>
  );
}
