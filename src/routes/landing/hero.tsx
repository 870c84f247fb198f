import { LANDING_STATS, statText } from "@contract/landing-stats";
import { LANDING_SITE_TEXTS } from "@contract/site-texts-landing";
import { useQuery } from "@tanstack/react-query";
import { SparklesIcon } from "lucide-react";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { Button } from "@/components/ui/button";
import { openAuthDialog } from "@/lib/auth-dialog";
import { siteStatsQuery } from "@/lib/queries/houses";
import { useSiteText } from "@/lib/queries/site-content";
import { QuickSearch } from "./quick-search";

export function Hero() {
  const text = useSiteText("landing", LANDING_SITE_TEXTS);
  // Real counts when there are any (contract/landing-stats.ts); the served HTML already has them.
  const { data: stats } = useQuery(siteStatsQuery());
  const items = LANDING_STATS.map(([stat, key]) => {
    const fallback = text(key);
    return {
      value: { ...fallback, html: statText(stats?.[stat], fallback.html) },
      label: text(`${key}Label`),
    };
  });
  return (
    <section className="relative overflow-hidden bg-night text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(250,204,21,0.18),transparent_40%),radial-gradient(circle_at_80%_10%,rgba(220,38,38,0.2),transparent_45%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-12 text-center md:pt-24">
        <h1 className="font-extrabold text-4xl tracking-tight md:text-6xl">
          <SiteContentBlock as="span" className="block" {...text("landing.hero.titleLine1")} />
          <SiteContentBlock
            as="span"
            className="block text-accent"
            {...text("landing.hero.titleLine2")}
          />
        </h1>
        <SiteContentBlock
          as="p"
          className="mx-auto mt-5 max-w-2xl text-lg text-white/80"
          {...text("landing.hero.subtitle")}
        />
        <Button
          variant="accent"
          size="lg"
          className="mt-8"
          onClick={() => openAuthDialog("signup")}
        >
          <SparklesIcon aria-hidden="true" />
          <SiteContentBlock as="span" {...text("landing.hero.ctaLabel")} />
        </Button>
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-4">
          {items.map((item) => (
            <div
              key={item.label["data-key"]}
              className="flex flex-col-reverse rounded-xl bg-white/5 p-4 ring-1 ring-white/10"
            >
              <dt className="text-sm text-white/70">
                <SiteContentBlock as="span" {...item.label} />
              </dt>
              <dd className="font-bold text-2xl text-accent md:text-3xl" data-testid="landing-stat">
                <SiteContentBlock as="span" {...item.value} />
              </dd>
            </div>
          ))}
        </dl>
        <QuickSearch />
      </div>
    </section>
  );
}
