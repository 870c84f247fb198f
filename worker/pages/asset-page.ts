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
