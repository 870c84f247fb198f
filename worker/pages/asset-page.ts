/**
 * Pages the worker builds from a static asset (the shell, a prerendered page): their headers.
 */
import { pageSecurityHeadersOver } from "../middleware/security-headers";

/**
 * A page answer built from a static asset: the page policy (the asset's own security headers
 * win, decision 143) and `status`. A page that is the asset with its tags (`sameFile`) keeps the
 * asset's other headers too (its ETag: the rewrite of a file for a path is always the same, so a
 * revalidation can still answer 304; the pages served with the site's current texts, which
 * change, set their own, served-texts.ts); a page built from data (house and town pages) does not.
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

/**
 * The app's empty shell (index.html, served at "/"), which every screen without a page file of
 * its own starts from, asked for by its own path: the assets answer a path without a file with
 * 404 (wrangler.toml, not_found_handling), never with the shell. Asked as a page (Accept:
 * text/html), so `vite dev` answers with its page headers too; `headers` may be the visitor's
 * request's, so a revalidation of a page that is the shell as it is can be answered 304.
 */
export function appShell(
  env: Env,
  url: URL,
  headers: HeadersInit = { Accept: "text/html" },
): Promise<Response> {
  return env.ASSETS.fetch(new Request(new URL("/", url), { headers }));
}
