import { MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { stayHere } from "@/lib/auth-dialog";
import { promptLogin } from "@/lib/login-required";
import { houseHref, type MapHouse } from "./map-types";

/**
 * The popup of houses that share one spot on the map (no zoom parts their markers): each opens
 * its house page, or for a signed-out visitor the sign-in prompt, as the house popup's View
 * Details does. Signed out, the map is a town page's, where signing in from it stays (decision 384).
 */
export function HouseSpotList({
  houses,
  isAuthenticated,
}: {
  houses: MapHouse[];
  isAuthenticated: boolean;
}) {
  return (
    <div className="w-64 space-y-2 bg-card p-3 text-card-foreground" data-testid="map-spot-list">
      <h3 className="pr-9 font-semibold text-base leading-tight">
        {houses.length} houses at this spot
      </h3>
      <ul className="space-y-1">
        {houses.map((house) => (
          <li key={house.id}>
            <Link
              to={houseHref(house)}
              onClick={(event) => {
                if (isAuthenticated) return;
                event.preventDefault();
                promptLogin(undefined, stayHere);
              }}
              className="block rounded-md p-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="block font-medium text-sm">{house.title}</span>
              <span className="flex items-start gap-1 text-muted-foreground text-sm">
                <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                {house.address}
                {house.city ? `, ${house.city}` : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
