/**
 * Every page path the worker does not answer with a page of its own: wrangler.toml runs the worker
 * first for all paths but the build's static files, so a path without a screen can be a real 404.
 * A screen path (contract/screen-paths.ts) gets its static answer with its page tags, signed-in
 * screens marked noindex; a build file passes through; anything else is the not-found page.
 */
import { type ScreenName, SIGNED_IN_SCREENS, screenForPath } from "@contract/screen-paths";
import { createDb } from "../db/client";
import { findSharedTour } from "../db/tours";
import { factory } from "../factory";
import { pageSecurityHeadersOver } from "../middleware/security-headers";
import { type PageTags, siteShareImage, withPageTags } from "./page-tags";
import { tourShareImage } from "./share-image-paths";

/** Where the build's prerendered not-found page is served from (src/prerender.tsx). */
export const PRERENDERED_NOT_FOUND_PATH = "/prerendered/not-found";

const DEFAULT_DESCRIPTION =
  "Find the best Christmas light displays on Long Island: search by town and distance, see them on a map, read reviews and get directions.";

interface PublicPage {
  title: string;
  description: string;
  /** The one URL of the page (its alias points here). */
  canonicalPath: string;
}

const PRIVACY: PublicPage = {
  title: "Privacy Policy",
  description:
    "How LI Lights collects, uses and protects your information: your account, the houses, photos and reviews you share, and your choices.",
  canonicalPath: "/privacy-policy",
};
const TERMS: PublicPage = {
  title: "Terms of Service",
  description:
    "The terms for using LI Lights: your account, what you may post about a display, respecting homeowners and neighbours, and our responsibilities.",
  canonicalPath: "/terms-of-service",
};
const CONTACT: PublicPage = {
  title: "Contact Us",
  description:
    "Questions, corrections, a display to report or a business enquiry: how to reach the LI Lights team.",
  canonicalPath: "/contact-us",
};

/** The screens every visitor sees the same way, with their own titles (not the shell's). */
const PUBLIC_PAGES: Partial<Record<ScreenName, PublicPage>> = {
  privacy: PRIVACY,
  privacyPolicy: PRIVACY,
  terms: TERMS,
  termsOfService: TERMS,
  contact: CONTACT,
  contactUs: CONTACT,
};

/** The canonical paths of the public text pages (the sitemap lists them). */
export const PUBLIC_PAGE_PATHS = [
  ...new Set(Object.values(PUBLIC_PAGES).map((page) => page.canonicalPath)),
];

const SIGNED_IN = new Set<ScreenName>(SIGNED_IN_SCREENS);

function tagsFor(screen: ScreenName, url: URL): PageTags {
  const page = PUBLIC_PAGES[screen];
  const image = siteShareImage(url.origin);
  if (page) {
    return {
      title: page.title,
      description: page.description,
      url: new URL(page.canonicalPath, url.origin).href,
      image,
    };
  }
  return {
    title: "LI Lights · Long Island Christmas Light Displays",
    description: DEFAULT_DESCRIPTION,
    url: new URL(url.pathname, url.origin).href,
    image,
    noindex: SIGNED_IN.has(screen),
  };
}

/**
 * A shared tour previews with its own card (its stops on a map); the link is unlisted, so search
 * engines are asked not to index it.
 */
function sharedTourTags(
  tour: { shareId: string; name: string; stops: unknown[]; estimate: { miles: number } },
  url: URL,
): PageTags {
  const count = tour.stops.length;
  const stops = count === 1 ? "1 stop" : `${count} stops`;
  return {
    title: tour.name,
    description: `A Christmas lights tour of ${stops} on Long Island, about ${tour.estimate.miles.toFixed(1)} miles. Open it to see the route, the houses and directions.`,
    url: new URL(url.pathname, url.origin).href,
    image: tourShareImage(tour.shareId, count, url.origin),
    noindex: true,
  };
}

function isHtml(response: Response) {
  return (response.headers.get("Content-Type") ?? "").includes("text/html");
}

/**
 * A page answer built from a static asset: the page policy (the asset's own security headers
 * win, docs/decisions.md) and `status`. A page that is the asset with its tags
 * (`sameFile`) keeps the asset's other headers too (its ETag: the rewrite of a file for a path
 * is always the same, so a revalidation can still answer 304); a page built from data (house and
 * town pages) does not.
 */
export function pageFromAsset(
  env: Env,
  asset: Response,
  body: Response,
  { status = asset.status, sameFile = true }: { status?: number; sameFile?: boolean } = {},
): Response {
  const headers = new Headers(sameFile ? asset.headers : undefined);
  for (const [name, value] of Object.entries(pageSecurityHeadersOver(env, asset))) {
    headers.set(name, value);
  }
  headers.set("Content-Type", "text/html; charset=utf-8");
  // A rewritten body has another length.
  headers.delete("Content-Length");
  return new Response(body.body, { status, headers });
}

/** The not-found page (prerendered by the build; the shell under `vite dev`) with status 404. */
export async function notFoundPage(env: Env, url: URL): Promise<Response> {
  const asset = await env.ASSETS.fetch(
    new Request(new URL(PRERENDERED_NOT_FOUND_PATH, url), { headers: { Accept: "text/html" } }),
  );
  const tagged = withPageTags(asset, {
    title: "Page Not Found",
    description: "The lights are off at this address.",
    url: url.href,
    image: siteShareImage(url.origin),
    noindex: true,
  });
  return pageFromAsset(env, asset, tagged, { status: 404, sameFile: false });
}

/**
 * One URL per page: a page path with a trailing slash redirects (301) to the path without it.
 * Mounted before every page route (worker/index.ts); the API keeps its own paths.
 */
export const trailingSlashRedirect = factory.createMiddleware(async (c, next) => {
  const url = new URL(c.req.url);
  const isPage =
    !url.pathname.startsWith("/api/") && (c.req.method === "GET" || c.req.method === "HEAD");
  if (isPage && url.pathname.length > 1 && url.pathname.endsWith("/")) {
    const trimmed = url.pathname.replace(/\/+$/, "") || "/";
    return c.redirect(`${trimmed}${url.search}`, 301);
  }
  await next();
});

export const appPageRoutes = factory.createApp().get("/*", async (c) => {
  const url = new URL(c.req.url);
  // An unknown API path keeps the API's JSON answer (the site's notFound).
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return c.notFound();
  const screen = screenForPath(url.pathname);
  let tags = screen ? tagsFor(screen, url) : null;
  if (screen === "sharedTour") {
    const shareId = decodeURIComponent(url.pathname.split("/").pop() ?? "");
    const tour = /^[A-Za-z0-9_-]{1,64}$/.test(shareId)
      ? await findSharedTour(createDb(c.env.DB), shareId)
      : null;
    if (!tour) return notFoundPage(c.env, url);
    tags = sharedTourTags(tour, url);
  }
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  if (tags) {
    if (!isHtml(asset) || !asset.ok) return asset;
    return pageFromAsset(c.env, asset, withPageTags(asset, tags));
  }
  // A file of the build (or under `vite dev`, of the dev server) that the assets answer.
  if (asset.ok && !isHtml(asset)) return asset;
  if (asset.status >= 300 && asset.status < 400) return asset;
  await asset.body?.cancel();
  return notFoundPage(c.env, url);
});
