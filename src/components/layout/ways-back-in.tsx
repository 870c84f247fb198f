import { HomeIcon, MapIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** A dead end's two ways back in: the home finder and the map (the not-found screens). */
export function WaysBackIn() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to="/home">
          <HomeIcon aria-hidden="true" />
          Find Lights
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/map">
          <MapIcon aria-hidden="true" />
          Open the Map
        </Link>
      </Button>
    </div>
  );
}
