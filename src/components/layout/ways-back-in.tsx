import { TOWNS_PATH } from "@contract/town-path";
import { HomeIcon, MapIcon, MapPinIcon, RouteIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";

/**
 * A dead end's two ways back in (the not-found screens). Signed in: the home finder and the map.
 * Signed out those two are the landing, the map's with the sign-up dialog that cannot be closed,
 * so a visitor gets the pages open to everyone instead: the towns and the popular tours
 * (decision 394).
 */
export function WaysBackIn() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild>
        {isAuthenticated ? (
          <Link to="/home">
            <HomeIcon aria-hidden="true" />
            Find Lights
          </Link>
        ) : (
          <Link to={TOWNS_PATH}>
            <MapPinIcon aria-hidden="true" />
            Browse by Town
          </Link>
        )}
      </Button>
      <Button asChild variant="outline">
        {isAuthenticated ? (
          <Link to="/map">
            <MapIcon aria-hidden="true" />
            Open the Map
          </Link>
        ) : (
          <Link to="/tours/popular">
            <RouteIcon aria-hidden="true" />
            Popular Tours
          </Link>
        )}
      </Button>
    </div>
  );
}
