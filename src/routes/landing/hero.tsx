import { LANDING_SITE_TEXTS } from "@contract/site-texts-landing";
import { useQuery } from "@tanstack/react-query";
import { SparklesIcon } from "lucide-react";
import { formatCount } from "@/components/house/format";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { Button } from "@/components/ui/button";
import { openAuthDialog } from "@/lib/auth-dialog";
import { siteStatsQuery } from "@/lib/queries/houses";
import { useSiteText } from "@/lib/queries/site-content";
import { QuickSearch } from "./quick-search";

/**
 * A real count when there is one, else the site-content default (docs/product.md, Site content and
 * public pages).
 */
export function statText(real: number | undefined, fallback: string) {
  return real && real > 0 ? formatCount(real) : fallback;
}

export function Hero() {
  const text = useSiteText("landing", LANDING_SITE_TEXTS);
  const { data: stats } = useQuery(siteStatsQuery());
  const items = [
    {
      value: statText(stats?.houses, text("landing.stats.housesListed", "500+")),
      label: text("landing.stats.housesListedLabel", "Houses Listed"),
    },
    {
      value: statText(stats?.users, text("landing.stats.activeUsers", "10K+")),
      label: text("landing.stats.activeUsersLabel", "Active Users"),
    },
    {
      value: statText(stats?.photos, text("landing.stats.photosShared", "25K+")),
      label: text("landing.stats.photosSharedLabel", "Photos Shared"),
    },
  ];
  return (
    <section className="relative overflow-hidden bg-night text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(250,204,21,0.18),transparent_40%),radial-gradient(circle_at_80%_10%,rgba(220,38,38,0.2),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-12 text-center md:pt-24">
        <h1 className="font-extrabold text-4xl tracking-tight md:text-6xl">
          <SiteContentBlock
            as="span"
            className="block"
            html={text("landing.hero.titleLine1", "Discover the Magic of")}
          />
          <SiteContentBlock
            as="span"
            className="block text-accent"
            html={text("landing.hero.titleLine2", "Long Island's Holiday Lights")}
          />
        </h1>
        <SiteContentBlock
          as="p"
          className="mx-auto mt-5 max-w-2xl text-lg text-white/80"
          html={text("landing.hero.subtitle")}
          data-key="landing.hero.subtitle"
        />
        <Button
          variant="accent"
          size="lg"
          className="mt-8"
          onClick={() => openAuthDialog("signup")}
        >
          <SparklesIcon aria-hidden="true" />
          <SiteContentBlock as="span" html={text("landing.hero.ctaLabel", "Start Exploring")} />
        </Button>
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-4">
          {items.map((item) => (
            <div
              key={item.label}
              className="flex flex-col-reverse rounded-xl bg-white/5 p-4 ring-1 ring-white/10"
            >
              <dt className="text-sm text-white/70">
                <SiteContentBlock as="span" html={item.label} />
              </dt>
              <dd className="font-bold text-2xl text-accent md:text-3xl" data-testid="landing-stat">
                <SiteContentBlock as="span" html={item.value} />
              </dd>
            </div>
          ))}
        </dl>
        <QuickSearch />
      </div>
    </section>
  );
}
