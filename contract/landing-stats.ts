/**
 * The landing's three stats (docs/product.md, Site content and public pages): the directory's
 * real count when there is one, else the site-content text of the stat's key (built in: "500+").
 * The hero renders them (src/routes/landing/hero.tsx) and the worker writes them into the served
 * HTML (worker/pages/served-texts.ts): one rule for both, so the HTML is what the app renders.
 */
import { formatCount } from "./count-text.ts";

/** [field of GET /api/houses/stats, site-content key of its fallback text]; the label is `${key}Label`. */
export const LANDING_STATS = [
  ["houses", "landing.stats.housesListed"],
  ["users", "landing.stats.activeUsers"],
  ["photos", "landing.stats.photosShared"],
] as const;

export function statText(real: number | undefined, fallback: string) {
  return real && real > 0 ? formatCount(real) : fallback;
}
