/**
 * GET /: the prerendered landing. index.html is the SPA fallback for every path without a file, so
 * it must stay the empty shell (a visitor opening /map must not see the landing's text first): the
 * build writes the landing to its own file, and the worker answers "/" with it, its preview tags,
 * its JSON-LD and the current texts and counts (served-texts.ts). Under `vite dev` the shell
 * answers, as for every other path. A browser with the signed-in hint gets the home screen's
 * skeleton instead, what the app shows a signed-in visitor at "/" (decision 413).
 */
import { PAGE_TITLES } from "@contract/page-titles";
import { factory } from "../factory";
import { siteOrigin } from "../lib/site-origin";
import { notFoundPage } from "./app-page";
import { signedInHomePage } from "./home-first-paint";
import { type PageTags, siteShareImage } from "./page-tags";
import { pageWithServedTexts } from "./served-texts";
import { hasSignedInHint } from "./signed-in-first-paint";

/** Where the build's prerendered landing is served from (prerendered/landing.html). */
export const PRERENDERED_LANDING_PATH = "/prerendered/landing";

export const LANDING_DESCRIPTION =
  "Find the best Christmas light displays on Long Island: search by town and distance, see them on a map, read reviews and get directions.";

/** schema.org WebSite with the home search as its SearchAction. */
export function websiteJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: "LI Lights",
    url: new URL("/", origin).href,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${new URL("/home", origin).href}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

export const landingPageRoutes = factory.createApp().get("/", async (c) => {
  const url = new URL(c.req.url);
  const origin = siteOrigin(c.env, url);
  const tags: PageTags = {
    title: PAGE_TITLES.landing,
    description: LANDING_DESCRIPTION,
    url: new URL("/", origin).href,
    image: siteShareImage(origin),
    jsonLd: [websiteJsonLd(origin)],
  };
  if (hasSignedInHint(c.req.header("Cookie"))) {
    const home = await signedInHomePage(c.env, c.req.raw, tags);
    if (home) return home;
  }
  const page = await pageWithServedTexts(c.env, c.req.raw, {
    page: "landing",
    viewPath: PRERENDERED_LANDING_PATH,
    tags,
    requestId: c.var.requestId,
  });
  // No landing file among the assets: a broken build.
  return page ?? notFoundPage(c.env, c.req.raw);
});
