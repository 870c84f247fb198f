import { housePath } from "@contract/house-path";
import { useQuery } from "@tanstack/react-query";
import { CalendarClockIcon } from "lucide-react";
import { useContext } from "react";
import { Link } from "react-router";
import { helpUsCheckQuery } from "@/lib/queries/season";
import { RendersPrerenderedHtml } from "@/lib/queries/site-content";

/**
 * "Help us check": houses an admin asked the community about (nobody has confirmed them lit
 * this season). Nothing shows until there are some; the prerendered landing has none.
 */
export function HelpUsCheck() {
  const { data } = useQuery(helpUsCheckQuery);
  // Hydrating late: nothing, as prerendered.
  const asPrerendered = useContext(RendersPrerenderedHtml);
  if (asPrerendered || !data || data.houses.length === 0) return null;
  return (
    <section
      aria-labelledby="help-us-check-title"
      className="border-y bg-muted/40 px-4 py-10"
      data-testid="help-us-check"
    >
      <div className="mx-auto max-w-5xl space-y-4">
        <div>
          <h2 id="help-us-check-title" className="flex items-center gap-2 font-bold text-2xl">
            <CalendarClockIcon className="size-6 text-primary" aria-hidden="true" />
            Help us check
          </h2>
          <p className="mt-1 text-muted-foreground">
            Nobody has confirmed these displays for {data.season} yet. Passing by one? Open it and
            tap "Yes, it's lit".
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.houses.map((house) => (
            <li key={house.id}>
              <Link
                to={housePath(house)}
                className="block rounded-lg border bg-card p-4 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="block font-semibold">{house.title}</span>
                <span className="text-muted-foreground text-sm">{house.city}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
