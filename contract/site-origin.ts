/**
 * SITE_ORIGIN, the worker variable that names the one origin the site is known by (docs/seo.md,
 * One host): every canonical link, sitemap and robots.txt address, preview tag and JSON-LD URL is
 * on it, and a page asked for on any other host is redirected there. One rule for the worker,
 * which ignores a value it refuses (worker/lib/site-origin.ts), and for the deploy check, which
 * refuses to pass it (scripts/deploy/config-checks.ts).
 */
import { z } from "zod";

/**
 * Empty is unset (null): pages then name the host each request came in on (local development,
 * the tests). Else an https origin as browsers write one: "https://lilights.app", lower case, no
 * path, no trailing slash, no default port, no query, no user name.
 */
export const siteOriginSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === "") return null;
    const url = URL.parse(value);
    if (url?.protocol !== "https:") {
      context.addIssue({
        code: "custom",
        message: `SITE_ORIGIN "${value}" is not an https URL`,
      });
      return z.NEVER;
    }
    if (url.origin !== value) {
      context.addIssue({
        code: "custom",
        message: `SITE_ORIGIN "${value}" is not an origin: write it as "${url.origin}" (no path, no trailing slash)`,
      });
      return z.NEVER;
    }
    return value;
  });
