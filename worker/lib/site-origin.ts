/**
 * The origin the pages name as theirs (contract/site-origin.ts). With SITE_ORIGIN set, the
 * worker answers pages on that origin only: a page, robots.txt, the sitemap or a share card asked
 * for on another host (the worker's workers.dev address, plain http) is a 301 to the same path and
 * query there, so search engines see one copy of the site. Without it (local development, the
 * tests, the browser tests' server) every host answers and names itself, as it always has.
 */
import { siteOriginSchema } from "@contract/site-origin";
import { logError } from "./structured-log";

/** Each value read once per isolate: a refused one is logged once, not on every request. */
const originByValue = new Map<string, string | null>();

/** The configured origin, or null when unset or not a valid one (then ignored, with a log line). */
export function configuredSiteOrigin(env: Pick<Env, "SITE_ORIGIN">): string | null {
  const value = env.SITE_ORIGIN ?? "";
  const known = originByValue.get(value);
  if (known !== undefined) return known;
  const parsed = siteOriginSchema.safeParse(value);
  if (!parsed.success) {
    // The deploy check refuses such a value; a worker that has one anyway keeps answering.
    logError(
      "site-origin-ignored",
      new Error(parsed.error.issues.map((issue) => issue.message).join("; ")),
    );
  }
  const origin = parsed.success ? parsed.data : null;
  originByValue.set(value, origin);
  return origin;
}

/** The origin of a page's own links: SITE_ORIGIN when set, else the request's. */
export function siteOrigin(env: Pick<Env, "SITE_ORIGIN">, url: URL): string {
  return configuredSiteOrigin(env) ?? url.origin;
}
