/**
 * Landing: hero with stats and the quick search, 3 houses, a map section,
 * 3 top rated, the features section and the FAQ. Signed-out visitors are prompted to sign in
 * on any deeper action; the server answers them at most 3 houses per call.
 */

import { PAGE_TITLES } from "@contract/page-titles";
import { LANDING_SITE_TEXTS } from "@contract/site-texts-landing";
import { TOWNS_PATH } from "@contract/town-path";
import { useQuery } from "@tanstack/react-query";
import { CameraIcon, FilterIcon, MapIcon, MapPinIcon, StarIcon } from "lucide-react";
import { type ReactNode, useContext, useDeferredValue, useEffect } from "react";
import { Link } from "react-router";
import { HouseGridSkeleton } from "@/components/house/house-card-skeleton";
import { hydrateWhenNear } from "@/components/layout/hydrate-when-near";
import { MapTeaserPicture } from "@/components/map/map-teaser";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { Button } from "@/components/ui/button";
import { openAuthDialog } from "@/lib/auth-dialog";
import { lazyModule, useLazyModule } from "@/lib/lazy-module";
import { houseListQuery } from "@/lib/queries/houses";
import {
  RendersPrerenderedHtml,
  type SiteTextBlock,
  useSiteText,
} from "@/lib/queries/site-content";
import { usePageTitle } from "@/lib/use-page-title";
import { Hero } from "./hero";

// A small chunk of their own, after the first render: most visits have nothing to show in them
// (no published tour, no house to check), and the landing's first JavaScript has a budget
// (scripts/check-bundle-budget.ts).
const communitySectionsModule = lazyModule(() => import("./community-sections"));
const houseListsModule = lazyModule(() => import("./house-lists"));

/**
 * The cards' code, asked for as the sections below the hero hydrate (near the screen, or once the
 * page has settled). Null until it has arrived, and if it could not be had (told to the log, as
 * any lazy part: decision 321).
 */
function useHouseLists() {
  const [lists, load] = useLazyModule(houseListsModule);
  useEffect(() => {
    void load("in-place");
  }, [load]);
  return lists;
}

export const LANDING_HOUSE_COUNT = 3;

function Section({
  id,
  title,
  subtitle,
  children,
  className,
}: {
  id: string;
  title: SiteTextBlock;
  subtitle?: SiteTextBlock;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={id} className="font-bold text-3xl tracking-tight">
            <SiteContentBlock as="span" {...title} />
          </h2>
          {subtitle && (
            <SiteContentBlock as="p" {...subtitle} className="mt-3 text-muted-foreground" />
          )}
        </div>
        {children}
      </div>
    </section>
  );
}

function DiscoverHouses() {
  // Cards render in a background render React can split (see HouseGrid).
  const { data, isPending } = useDeferredValue(
    useQuery(houseListQuery({ limit: LANDING_HOUSE_COUNT, sortBy: "recentlyAdded" })),
  );
  const asPrerendered = useContext(RendersPrerenderedHtml);
  const lists = useHouseLists();
  if (asPrerendered || isPending || !lists)
    return <HouseGridSkeleton count={LANDING_HOUSE_COUNT} />;
  if (data === undefined)
    return <p className="text-center text-muted-foreground">Houses could not be loaded.</p>;
  return <lists.HouseGrid houses={data.houses.slice(0, LANDING_HOUSE_COUNT)} />;
}

const FEATURE_ICONS = [MapPinIcon, FilterIcon, StarIcon, CameraIcon];

// The sections below the hero read their own texts: nothing above them re-renders them.

function DiscoverSection() {
  const text = useSiteText("landing", LANDING_SITE_TEXTS);
  return (
    <Section
      id="landing-discover"
      title={text("landing.discover.title")}
      subtitle={text("landing.discover.subtitle")}
    >
      <DiscoverHouses />
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button variant="outline" size="lg" onClick={() => openAuthDialog("signup")}>
          See All Displays
        </Button>
        {/* A plain link every crawler and visitor can follow: the town pages list every house. */}
        <Button asChild variant="ghost" size="lg">
          <Link to={TOWNS_PATH}>
            <MapPinIcon aria-hidden="true" />
            Browse by Town
          </Link>
        </Button>
      </div>
    </Section>
  );
}

function MapSection() {
  const text = useSiteText("landing", LANDING_SITE_TEXTS);
  return (
    <Section
      id="landing-map"
      title={text("landing.map.title")}
      subtitle={text("landing.map.subtitle")}
      className="bg-muted/40"
    >
      {/* Rendered, and its picture fetched, only as it nears the screen: a lazy image this far
          down still loaded during the first screen's load (Chrome fetches lazy images within
          about 1,250 px), competing with the app's code on a phone. Its size is the box's
          aspect ratio, so nothing moves when it renders (decision 293). */}
      <div className="relative mx-auto flex aspect-[21/9] max-w-5xl items-center justify-center overflow-hidden rounded-2xl bg-night [content-visibility:auto]">
        <MapTeaserPicture />
        <Button
          variant="accent"
          size="lg"
          className="relative shadow-lg!"
          onClick={() => openAuthDialog("signup")}
        >
          <MapIcon aria-hidden="true" />
          Explore the Map
        </Button>
      </div>
    </Section>
  );
}

/** TopRatedHouses once its code has arrived; until then the still placeholders it starts with. */
function TopRatedHouses() {
  const lists = useHouseLists();
  return lists ? (
    <lists.TopRatedHouses count={LANDING_HOUSE_COUNT} />
  ) : (
    <div>
      <HouseGridSkeleton count={LANDING_HOUSE_COUNT} still />
    </div>
  );
}

function TopRatedSection() {
  const text = useSiteText("landing", LANDING_SITE_TEXTS);
  return (
    <Section
      id="landing-top-rated"
      title={text("landing.topRated.title")}
      subtitle={text("landing.topRated.subtitle")}
    >
      <TopRatedHouses />
    </Section>
  );
}

function CommunitySections() {
  // Code that could not be had leaves the landing as it is (told to the log): a LazyModule never
  // throws, where a React.lazy part would take the screen down with it (decision 321).
  const [parts, load] = useLazyModule(communitySectionsModule);
  useEffect(() => {
    void load("in-place");
  }, [load]);
  return parts && <parts.CommunitySections />;
}

function FeaturesSection() {
  const text = useSiteText("landing", LANDING_SITE_TEXTS);
  return (
    <Section
      id="landing-features"
      title={text("landing.features.title")}
      subtitle={text("landing.features.subtitle")}
      className="bg-muted/40"
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURE_ICONS.map((Icon, i) => (
          <div key={Icon.displayName ?? i} className="rounded-xl border bg-card p-6">
            <Icon className="size-8 text-primary" aria-hidden="true" />
            <h3 className="mt-4 font-semibold text-lg">
              <SiteContentBlock as="span" {...text(`landing.features.item${i + 1}Title`)} />
            </h3>
            <SiteContentBlock
              as="p"
              {...text(`landing.features.item${i + 1}Text`)}
              className="mt-2 text-muted-foreground text-sm"
            />
          </div>
        ))}
      </div>
    </Section>
  );
}

function FaqSection() {
  const text = useSiteText("landing", LANDING_SITE_TEXTS);
  // Six slots, the sixth without built-in wording. A slot without both its texts is hidden by
  // its style, not left out: the worker writes the current texts into the served HTML's blocks
  // (an admin's sixth question included), and the page must have a block for each.
  const faq = [1, 2, 3, 4, 5, 6].map((n) => ({
    n,
    q: text(`landing.faq.q${n}`),
    a: text(`landing.faq.a${n}`),
  }));
  return (
    <Section id="landing-faq" title={text("landing.faq.title")}>
      <div className="mx-auto max-w-3xl rounded-xl border bg-card">
        {/* Keyed by slot: the texts can change while the page is open, and a remounted
            question would close under the reader who just opened it. */}
        {faq.map((item) => (
          <details
            key={item.n}
            className="group not-first:border-t p-5 has-[.site-content:empty]:hidden"
          >
            {/* 44 px tall on a touch screen (a coarse pointer), its room taken from the
                question's padding so nothing moves (decision 356). */}
            <summary className="pointer-coarse:-my-2.5 cursor-pointer list-none pointer-coarse:py-2.5 font-medium marker:hidden">
              <span className="flex items-center justify-between gap-4">
                <SiteContentBlock as="span" {...item.q} />
                <span
                  aria-hidden="true"
                  className="text-muted-foreground transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </span>
            </summary>
            <SiteContentBlock as="p" {...item.a} className="mt-3 text-muted-foreground" />
          </details>
        ))}
      </div>
    </Section>
  );
}

/**
 * Everything below the hero: on a phone, below the first screen. It stays the server's HTML until
 * the visitor nears it (src/components/layout/hydrate-when-near.tsx), as one part: React hydrates
 * each such part in a render pass of its own over the whole page.
 */
const BelowTheHero = hydrateWhenNear(function BelowTheHero() {
  return (
    <>
      <DiscoverSection />
      <MapSection />
      <TopRatedSection />
      <CommunitySections />
      <FeaturesSection />
      <FaqSection />
    </>
  );
});

export default function LandingPage() {
  usePageTitle(PAGE_TITLES.landing);
  return (
    <div data-testid="landing-page">
      <Hero />
      <BelowTheHero />
    </div>
  );
}
