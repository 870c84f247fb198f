/**
 * Build-time prerender (scripts/vite-prerender.ts runs it in Node after the client build): the
 * landing and the public pages rendered by the same components as the SPA, signed out, so their
 * headings and text are in the HTML before any JS runs. src/boot.tsx hydrates them.
 */
import { NOT_FOUND_PAGES } from "@contract/not-found-pages";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppContent } from "./app";
import { prerenderNotFound } from "./lib/not-found-at-load";
import { createQueryClient } from "./lib/query-client";

/**
 * The not-found pages (contract/not-found-pages.ts): the worker answers an unknown address with
 * its screen's, status 404. Each is rendered as its screen's "not found" view.
 */
const NOT_FOUND_FILES = Object.fromEntries(
  Object.values(NOT_FOUND_PAGES).map((page) => [
    page.renderedFor,
    `${page.servedAt.slice(1)}.html`,
  ]),
);

/**
 * Path -> file in the client build. Workers assets serve /privacy from privacy.html. The landing
 * is not index.html: that file is also the answer for every other app path (the SPA fallback), so
 * it stays the empty shell, and the worker answers "/" with this file (worker/pages/landing-page.ts).
 * The text pages' blocks are the built-in wording here (their query is pending), rendered as is:
 * the browser does not sanitize them either (SiteContentBlock), so the HTML hydrates unchanged.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  "/": "prerendered/landing.html",
  "/contact": "contact.html",
  "/contact-us": "contact-us.html",
  "/privacy": "privacy.html",
  "/privacy-policy": "privacy-policy.html",
  "/terms": "terms.html",
  "/terms-of-service": "terms-of-service.html",
  // Signed out, the map screen is the landing: the worker answers /map with this file when the
  // browser has no signed-in hint (worker/pages/app-page.ts, contract/signed-in-hint.ts).
  "/map": "prerendered/map.html",
  // Any path without a screen, and an unknown house, town or shared tour: the worker answers
  // with one of these and status 404 (worker/pages/app-page.ts).
  ...NOT_FOUND_FILES,
};

function render(path: string) {
  prerenderNotFound(path in NOT_FOUND_FILES ? path : null);
  return prerender(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={path}>
          <AppContent />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // Never split a page into chunks revealed by inline scripts (React does for big boundaries).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
}

/**
 * The HTML inside #root for one path. Queries stay pending: their space is reserved. Rendered
 * twice: the first pass loads the lazy screens, so the second never suspends and writes plain
 * HTML (a suspended boundary would be filled in by an inline script, which the CSP forbids).
 */
export async function prerenderPage(path: string): Promise<string> {
  await (await render(path)).prelude.cancel();
  const { prelude } = await render(path);
  return new Response(prelude).text();
}
