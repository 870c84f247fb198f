/**
 * The public answers the landing shows, read once for the API and the landing's HTML: one page's
 * site texts as GET /api/site-content gives them (sanitized on every read), and the landing's
 * texts and counts as its served HTML carries them (worker/pages/landing-html.ts), kept for a
 * minute per isolate so the landing does not read D1 on every visit.
 */
import type { SiteContentPage } from "@contract/content-order";
import { siteContentQueryKey, siteStatsQueryKey } from "@contract/page-data";
import type { SiteContentResponse } from "@contract/site-content";
import { createDb, type Db } from "../db/client";
import { siteStats } from "../db/house-counters";
import { listSiteContentForPage } from "../db/site-content";
import { sanitizeHtml } from "./formats/sanitize-html";

/**
 * A page's public texts. Content is sanitized on every admin write and again here, so a row that
 * reached D1 some other way is harmless too.
 */
export async function siteContentAnswer(
  db: Db,
  page: SiteContentPage,
): Promise<SiteContentResponse> {
  const rows = await listSiteContentForPage(db, page);
  return { content: rows.map((row) => ({ ...row, content: sanitizeHtml(row.content) })) };
}

/** The site-content pages the landing shows: its own, and the header and footer around it. */
export const LANDING_CONTENT_PAGES = ["landing", "header", "footer"] as const;

export interface LandingAnswers {
  /** Each page's answer of GET /api/site-content. */
  siteContent: Record<(typeof LANDING_CONTENT_PAGES)[number], SiteContentResponse>;
  /** The answer of GET /api/houses/stats. */
  stats: Awaited<ReturnType<typeof siteStats>>;
  /** [query key, answer] pairs, for the page's data block (contract/page-data.ts). */
  queryAnswers: (readonly [readonly string[], unknown])[];
  /** Names these answers (part of the landing's ETag): the same answers, the same tag. */
  tag: string;
}

/**
 * How long an isolate serves the landing with the texts and counts it read last. An admin's edit
 * of site content drops them at once in the isolate that saved it (`forgetLandingAnswers`); other
 * isolates, and new houses, users and photos in the counts, follow within this time.
 */
export const LANDING_ANSWERS_MAX_AGE_MS = 60_000;

/**
 * The answers themselves are kept, not a promise of them: a promise made while answering one
 * request must not be awaited by another (workerd ties it to the first one's I/O).
 */
let kept: { readAt: number; answers: LandingAnswers } | null = null;

async function hexDigest(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 8)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

async function readLandingAnswers(db: Db): Promise<LandingAnswers> {
  const [landing, header, footer, stats] = await Promise.all([
    siteContentAnswer(db, "landing"),
    siteContentAnswer(db, "header"),
    siteContentAnswer(db, "footer"),
    siteStats(db),
  ]);
  const siteContent: LandingAnswers["siteContent"] = { landing, header, footer };
  const queryAnswers: LandingAnswers["queryAnswers"] = [
    ...LANDING_CONTENT_PAGES.map((page) => [siteContentQueryKey(page), siteContent[page]] as const),
    [siteStatsQueryKey(), stats],
  ];
  return { siteContent, stats, queryAnswers, tag: await hexDigest(JSON.stringify(queryAnswers)) };
}

/** The landing's answers, read again when the kept ones are a minute old. */
export async function landingAnswers(env: Pick<Env, "DB">): Promise<LandingAnswers> {
  const now = Date.now();
  if (kept && now - kept.readAt < LANDING_ANSWERS_MAX_AGE_MS) return kept.answers;
  const answers = await readLandingAnswers(createDb(env.DB));
  kept = { readAt: now, answers };
  return answers;
}

/** After an admin's edit of site content: the next landing reads the texts again. */
export function forgetLandingAnswers(): void {
  kept = null;
}
