/**
 * The landing's three most opened published tours this season, as plain links (no map, no
 * extra library: the landing's script budget holds). Nothing is shown until there is a tour.
 */
import { useQuery } from "@tanstack/react-query";
import { useContext } from "react";
import { Link } from "react-router";
import { RendersPrerenderedHtml } from "@/lib/queries/site-content";
import { popularToursQuery } from "@/lib/queries/tours";

export const LANDING_POPULAR_TOUR_COUNT = 3;

export function PopularToursPreview() {
  const { data } = useQuery(popularToursQuery(LANDING_POPULAR_TOUR_COUNT));
  // Hydrating late: nothing, as prerendered.
  const asPrerendered = useContext(RendersPrerenderedHtml);
  if (asPrerendered || !data?.length) return null;
  return (
    <section aria-labelledby="landing-popular-tours" data-testid="landing-popular-tours">
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-12">
        <h2 id="landing-popular-tours" className="text-center font-bold text-3xl tracking-tight">
          Popular Light Tours
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {data.map((tour) => (
            <li key={tour.tourId} className="rounded-xl border bg-card p-4">
              <Link to={`/tours/shared/${tour.shareId}`} className="font-semibold hover:underline">
                {tour.name}
              </Link>
              <p className="text-muted-foreground text-sm">
                {tour.town} · {tour.stopCount} {tour.stopCount === 1 ? "stop" : "stops"}
              </p>
            </li>
          ))}
        </ol>
        <p className="text-center">
          <Link to="/tours/popular" className="font-medium text-primary hover:underline">
            See all popular tours
          </Link>
        </p>
      </div>
    </section>
  );
}
