/**
 * Every page path the worker does not answer with a page of its own: the assets hand every path
 * without a file to the worker (wrangler.toml), so a path without a screen can be a real 404.
 * A screen path (contract/screen-paths.ts) gets its static answer with its page tags, signed-in
 * screens marked noindex; a missing file of the build's folders is a plain 404; anything else is
 * the not-found page.
 */
import type { LegalPage } from "@contract/legal-defaults";
import { NOT_FOUND_ATTRIBUTE, notFoundPageFor } from "@contract/not-found-pages";
import { PAGE_TITLES } from "@contract/page-titles";
import {
  lowerCaseSlugPath,
  type ScreenName,
  SIGNED_IN_SCREENS,
  screenForPath,
} from "@contract/screen-paths";
import { factory } from "../factory";
import { siteOrigin } from "../lib/site-origin";
import { appShell, pageFromAsset } from "./asset-page";
import { signedInHomePage } from "./home-first-paint";
import { type PageTags, siteShareImage, withPageTags } from "./page-tags";
import { pageWithServedTexts } from "./served-texts";
import {
  hasSignedInHint,
  withAccountPlaceholder,
  withSignedInWaysBackIn,
} from "./signed-in-first-paint";

const DEFAULT_DESCRIPTION =
  "Find the best Christmas light displays on Long Island: search by town and distance, see them on a map, read reviews and get directions.";

interface PublicPage {
  title: string;
  description: string;
  /** The one URL of the page (its alias points here). */
  canonicalPath: string;
  /**
   * The site-content page whose current texts the worker writes into the prerendered page
   * (served-texts.ts), under either path.
   */
  servedTexts?: LegalPage;
}

const PRIVACY: PublicPage = {
  title: PAGE_TITLES.privacyPolicy,
  description:
    "How LI Lights collects, uses and protects your information: your account, the houses, photos and reviews you share, and your choices.",
  canonicalPath: "/privacy-policy",
  servedTexts: "privacy",
};
const TERMS: PublicPage = {
  title: PAGE_TITLES.termsOfService,
  description:
    "The terms for using LI Lights: your account, what you may post about a display, respecting homeowners and neighbours, and our responsibilities.",
  canonicalPath: "/terms-of-service",
  servedTexts: "terms",
};
const CONTACT: PublicPage = {
  title: PAGE_TITLES.contactUs,
  description:
    "Questions, corrections, a display to report or a business enquiry: how to reach the LI Lights team.",
  canonicalPath: "/contact-us",
  servedTexts: "contact",
};
const POPULAR_TOURS: PublicPage = {
  title: PAGE_TITLES.popularTours,
  description:
    "Christmas light tours neighbors planned and published, most opened this season first: open one to see its route, its houses and directions.",
  canonicalPath: "/tours/popular",
};

/** The screens every visitor sees the same way, with their own titles (not the shell's). */
const PUBLIC_PAGES: Partial<Record<ScreenName, PublicPage>> = {
  privacy: PRIVACY,
  privacyPolicy: PRIVACY,
  terms: TERMS,
  termsOfService: TERMS,
  contact: CONTACT,
  contactUs: CONTACT,
  popularTours: POPULAR_TOURS,
};

/** The canonical paths of the public pages (the sitemap lists them). */
export const PUBLIC_PAGE_PATHS = [
  ...new Set(Object.values(PUBLIC_PAGES).map((page) => page.canonicalPath)),
];

const SIGNED_IN = new Set<ScreenName>(SIGNED_IN_SCREENS);

/**
 * Signed-in screens whose signed-out view (the landing) the build prerenders for their own path
 * (src/prerender.tsx). A browser without the signed-in hint gets that file, painted before any
 * JavaScript; one with the hint gets the empty shell, so a signed-in visitor never sees the
 * landing's text before their screen (either answer says Vary: Cookie). Under `vite dev` the file
 * is the shell.
 */
const SIGNED_OUT_VIEWS: Partial<Record<ScreenName, string>> = { map: "/prerendered/map" };

/** A screen's tags: a public page's own, else the landing's (noindex for signed-in screens). */
export function tagsFor(screen: ScreenName, url: URL, origin: string): PageTags {
  const page = PUBLIC_PAGES[screen];
  const image = siteShareImage(origin);
  if (page) {
    return {
      title: page.title,
      description: page.description,
      url: new URL(page.canonicalPath, origin).href,
      image,
    };
  }
  return {
    title: PAGE_TITLES.landing,
    description: DEFAULT_DESCRIPTION,
    url: new URL(url.pathname, origin).href,
    image,
    noindex: SIGNED_IN.has(screen),
  };
}

function isHtml(response: Response) {
  return (response.headers.get("Content-Type") ?? "").includes("text/html");
}

/**
 * The not-found page (prerendered by the build; the shell under `vite dev`) with status 404: for
 * an unknown house, town or shared tour that screen's own "not found" view, else Page Not Found
 * (contract/not-found-pages.ts). Its root names this path as the one it was rendered for, so the
 * app hydrates it where it stands instead of painting it again (src/boot.tsx), and says the path
 * is not there, so the screen shows the same view at once (decision 394). A browser with the
 * signed-in hint gets it with a placeholder for the header's Sign In (decision 404) and the ways
 * back in a signed-in visitor gets (decision 413).
 */
export async function notFoundPage(env: Env, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const page = notFoundPageFor(url.pathname);
  const prerendered = await env.ASSETS.fetch(
    new Request(new URL(page.servedAt, url), { headers: { Accept: "text/html" } }),
  );
  let asset = prerendered;
  if (!prerendered.ok) {
    await prerendered.body?.cancel();
    asset = await appShell(env, url);
  }
  const marked = new HTMLRewriter()
    .on("#root", {
      element(root) {
        root.setAttribute(NOT_FOUND_ATTRIBUTE, page.kind);
        // A URL's path has every quote and angle bracket escaped (%22, %3C, %3E).
        if (prerendered.ok) root.setAttribute("data-prerendered-path", url.pathname);
      },
    })
    .transform(asset);
  const origin = siteOrigin(env, url);
  const signedIn = prerendered.ok && hasSignedInHint(request.headers.get("Cookie"));
  const view = signedIn ? withSignedInWaysBackIn(withAccountPlaceholder(marked)) : marked;
  const tagged = withPageTags(view, {
    title: PAGE_TITLES.notFound,
    description: "The lights are off at this address.",
    url: new URL(`${url.pathname}${url.search}`, origin).href,
    image: siteShareImage(origin),
    notFound: true,
  });
  const answer = pageFromAsset(env, asset, tagged, { status: 404, sameFile: false });
  answer.headers.append("Vary", "Cookie");
  return answer;
}

/**
 * How long a browser may keep a redirect to SITE_ORIGIN. A 301 without it is kept for good, and
 * SITE_ORIGIN moves once (workers.dev, then the custom domain): a browser that kept "domain ->
 * workers.dev" would, after the move, go round "workers.dev -> domain" forever. An hour bounds
 * that; search engines still read a permanent move.
 */
const HOST_REDIRECT_CACHE_CONTROL = "max-age=3600";

/**
 * One URL per page: a page asked for on another origin than SITE_ORIGIN (when it is set:
 * lib/site-origin.ts), with a trailing slash or with capitals in a town's or street's slug
 * ("/lights/Freeport", decision 421) redirects (301), in one step, to its path without the slash
 * and with its slugs in lower case, query kept, on the site's origin. Mounted before every page
 * route (worker/index.ts); the API keeps its own paths and answers on every host. A redirect that
 * stays on the host holds for good; one to another origin is kept an hour
 * (HOST_REDIRECT_CACHE_CONTROL).
 */
export const canonicalUrlRedirect = factory.createMiddleware(async (c, next) => {
  const url = new URL(c.req.url);
  const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
  if (isApi || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
  const origin = siteOrigin(c.env, url);
  const withoutSlash =
    url.pathname.length > 1 && url.pathname.endsWith("/")
      ? url.pathname.replace(/\/+$/, "") || "/"
      : url.pathname;
  const path = lowerCaseSlugPath(withoutSlash) ?? withoutSlash;
  if (origin !== url.origin) {
    c.header("Cache-Control", HOST_REDIRECT_CACHE_CONTROL);
    return c.redirect(`${origin}${path}${url.search}`, 301);
  }
  if (path !== url.pathname) return c.redirect(`${path}${url.search}`, 301);
  await next();
});

/**
 * The folders of the build's own files (public/ and Vite's output). Nothing under them is a page:
 * a file the assets do not have reaches the worker (wrangler.toml), which answers it as missing.
 */
const BUILD_FILE_FOLDERS = ["/assets/", "/icons/", "/demo/", "/map/", "/screenshots/"];

/**
 * A build file that does not exist: 404 in plain text, kept by no cache. Never the app's page (a
 * browser or service worker asking for a script must not get HTML) and never cached for long: the
 * file may be a new build's, on its way while a deploy rolls out (decision 343).
 */
function missingBuildFile() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export const appPageRoutes = factory.createApp().get("/*", async (c) => {
  const url = new URL(c.req.url);
  // An unknown API path keeps the API's JSON answer (the site's notFound).
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) return c.notFound();
  if (BUILD_FILE_FOLDERS.some((folder) => url.pathname.startsWith(folder))) {
    // Served by the assets before the worker runs when it exists; read here all the same, so a
    // real file is never answered as missing whatever routed it here.
    const file = await c.env.ASSETS.fetch(c.req.raw);
    if (file.ok && !isHtml(file)) return file;
    await file.body?.cancel();
    return missingBuildFile();
  }
  const screen = screenForPath(url.pathname);
  // A shared tour has its own page (shared-tour-page.ts); here only a path it does not match.
  if (screen === "sharedTour") return notFoundPage(c.env, c.req.raw);
  const tags = screen ? tagsFor(screen, url, siteOrigin(c.env, url)) : null;
  const signedOutView =
    screen && !hasSignedInHint(c.req.header("Cookie")) ? SIGNED_OUT_VIEWS[screen] : undefined;
  if (tags && signedOutView) {
    // The view is the landing: with its current texts and counts (served-texts.ts).
    const page = await pageWithServedTexts(c.env, c.req.raw, {
      page: "landing",
      viewPath: signedOutView,
      tags,
      requestId: c.var.requestId,
    });
    if (page) {
      page.headers.append("Vary", "Cookie");
      return page;
    }
  }
  const servedTexts = screen ? PUBLIC_PAGES[screen]?.servedTexts : undefined;
  if (tags && servedTexts) {
    // A text page: with the site's current texts (served-texts.ts).
    const page = await pageWithServedTexts(c.env, c.req.raw, {
      page: servedTexts,
      viewPath: url.pathname,
      tags,
      requestId: c.var.requestId,
    });
    if (page) return page;
  }
  if (tags && screen === "home" && hasSignedInHint(c.req.header("Cookie"))) {
    // Signed in, /home is the home screen, as "/" is: its skeleton first (decision 413).
    const home = await signedInHomePage(c.env, c.req.raw, tags);
    if (home) return home;
  }
  if (tags) {
    // A screen without a page file of its own: the shell, with the screen's tags.
    const shell = await appShell(c.env, url, c.req.raw.headers);
    if (!isHtml(shell) || !shell.ok) return shell;
    const page = pageFromAsset(c.env, shell, withPageTags(shell, tags));
    if (screen && (SIGNED_OUT_VIEWS[screen] || screen === "home")) {
      page.headers.append("Vary", "Cookie");
    }
    return page;
  }
  // A file of the build the worker is asked for first, or a redirect of the assets (a page's
  // file name, "/index.html", leads to the page's path).
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  if (asset.ok && !isHtml(asset)) return asset;
  if (asset.status >= 300 && asset.status < 400) return asset;
  await asset.body?.cancel();
  return notFoundPage(c.env, c.req.raw);
});
