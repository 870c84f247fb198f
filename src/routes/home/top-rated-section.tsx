import { HOME_SITE_TEXTS } from "@contract/site-texts-home";
import { TopRatedHouses } from "@/components/house/top-rated";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { useSiteText } from "@/lib/queries/site-content";

/** "Top Rated This Season" under the search: its admin-edited heading and three cards. */
export function TopRatedSection() {
  const text = useSiteText("home", HOME_SITE_TEXTS);
  return (
    <section className="space-y-4" aria-labelledby="home-top-rated">
      <div>
        <h2 id="home-top-rated" className="font-bold text-2xl">
          <SiteContentBlock as="span" {...text("home.topRated.title")} />
        </h2>
        <SiteContentBlock
          as="p"
          className="text-muted-foreground"
          {...text("home.topRated.subtitle")}
        />
      </div>
      <TopRatedHouses count={3} />
    </section>
  );
}
