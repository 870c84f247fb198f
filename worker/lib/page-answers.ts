/**
 * The public answers a page's served HTML carries (pages/served-texts.ts): one page's site texts as
 * GET /api/site-content gives them (sanitized on every read, also for that route), those of the
 * header and footer around it, and for the landing the directory's counts. Kept for a minute per
 * isolate and page, so a page does not read D1 on every visit.
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

/** The pages the worker serves with the site's current texts in their HTML. */
export const SERVED_TEXT_PAGES = ["landing", "privacy", "terms", "contact"] as const;
export type ServedTextPage = (typeof SERVED_TEXT_PAGES)[number];

export interface PageAnswers {
  /** The answer of GET /api/site-content for the page, for the header and for the footer. */
  siteContent: Partial<Record<SiteContentPage, SiteContentResponse>>;
  /** The answer of GET /api/houses/stats: the landing's only. */
  stats: Awaited<ReturnType<typeof siteStats>> | null;
  /** [query key, answer] pairs, for the page's data block (contract/page-data.ts). */
  queryAnswers: (readonly [readonly string[], unknown])[];
  /** Names these answers (part of the page's ETag): the same answers, the same tag. */
  tag: string;
}

/**
 * How long an isolate serves a page with the texts and counts it read last. An admin's edit of
 * site content drops them at once in the isolate that saved it (`forgetPageAnswers`); other
 * isolates, and new houses, users and photos in the landing's counts, follow within this time.
 */
export const PAGE_ANSWERS_MAX_AGE_MS = 60_000;

/**
 * The answers themselves are kept, not a promise of them: a promise made while answering one
 * request must not be awaited by another (workerd ties it to the first one's I/O).
 */
const kept = new Map<ServedTextPage, { readAt: number; answers: PageAnswers }>();

async function hexDigest(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 8)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

async function readPageAnswers(db: Db, page: ServedTextPage): Promise<PageAnswers> {
  const [own, header, footer, stats] = await Promise.all([
    siteContentAnswer(db, page),
    siteContentAnswer(db, "header"),
    siteContentAnswer(db, "footer"),
    page === "landing" ? siteStats(db) : null,
  ]);
  const siteContent: PageAnswers["siteContent"] = { [page]: own, header, footer };
  const queryAnswers: PageAnswers["queryAnswers"] = [
    [siteContentQueryKey(page), own],
    [siteContentQueryKey("header"), header],
    [siteContentQueryKey("footer"), footer],
    ...(stats ? [[siteStatsQueryKey(), stats] as const] : []),
  ];
  return { siteContent, stats, queryAnswers, tag: await hexDigest(JSON.stringify(queryAnswers)) };
}

/** The answers of `page`, read again when the kept ones are a minute old. */
export async function pageAnswers(
  env: Pick<Env, "DB">,
  page: ServedTextPage,
): Promise<PageAnswers> {
  const now = Date.now();
  const last = kept.get(page);
  if (last && now - last.readAt < PAGE_ANSWERS_MAX_AGE_MS) return last.answers;
  const answers = await readPageAnswers(createDb(env.DB), page);
  kept.set(page, { readAt: now, answers });
  return answers;
}

/** After an admin's edit of site content: every page reads its texts again on its next visit. */
export function forgetPageAnswers(): void {
  kept.clear();
}
