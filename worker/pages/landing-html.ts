/**
 * The prerendered landing as it is now. The build wrote it with the built-in texts and the
 * built-in stats ("500+"); the worker writes the site's own texts (sanitized, as GET
 * /api/site-content answers them) into every block that carries its key (`data-key`,
 * src/lib/queries/site-content.ts), the directory's real counts into the stats by the same rule as
 * the hero (contract/landing-stats.ts), and the same answers as the page's data block
 * (contract/page-data.ts), from which the app's query cache starts. Crawlers, link previews and the
 * first paint then say what the app says, and hydration finds the HTML it renders.
 *
 * Served for "/" and for "/map" signed out (its prerendered view is the landing). The answers are
 * kept a minute per isolate (lib/landing-answers.ts). The page's ETag names both the file and
 * the answers, so a browser revalidating its copy gets 304 only while neither changed.
 */
import { LANDING_STATS, statText } from "@contract/landing-stats";
import { PAGE_DATA_ELEMENT_ID } from "@contract/page-data";
import { LANDING_SITE_TEXTS } from "@contract/site-texts-landing";
import { type LandingAnswers, landingAnswers } from "../lib/landing-answers";
import { logError } from "../lib/structured-log";
import { pageFromAsset } from "./asset-page";
import { jsonForDataBlock, type PageTags, withPageTags } from "./page-tags";

const BUILT_IN = new Map(LANDING_SITE_TEXTS);

/** What each keyed block of the landing shows: its current text, the stats their value. */
export function landingBlocks(answers: LandingAnswers): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const answer of Object.values(answers.siteContent)) {
    for (const item of answer.content) blocks.set(item.key, item.content);
  }
  for (const [stat, key] of LANDING_STATS) {
    blocks.set(key, statText(answers.stats[stat], blocks.get(key) ?? BUILT_IN.get(key) ?? ""));
  }
  return blocks;
}

function withBlocks(page: Response, blocks: Map<string, string>): Response {
  return new HTMLRewriter()
    .on("[data-key]", {
      element(element) {
        const html = blocks.get(element.getAttribute("data-key") ?? "");
        // Sanitized site content, or a count: never anything an admin wrote unsanitized.
        if (html !== undefined) element.setInnerContent(html, { html: true });
      },
    })
    .transform(page);
}

/** The ETag of the page: the file's, and the answers written into it. */
function pageTag(asset: Response, answers: LandingAnswers): string | null {
  const fileTag = asset.headers.get("ETag");
  if (!fileTag) return null;
  return `W/"${fileTag.replace(/^W\//, "").replaceAll('"', "")}-${answers.tag}"`;
}

function matches(ifNoneMatch: string | null, tag: string) {
  const bare = (value: string) => value.trim().replace(/^W\//, "");
  return (ifNoneMatch ?? "").split(",").some((value) => bare(value) === bare(tag));
}

/**
 * The prerendered landing at `viewPath` (an asset), with `tags` and the current texts and counts.
 * The file is asked for whole: whether the browser's copy is still good depends on the answers
 * too. Null when the assets have no such HTML file (under `vite dev` they answer with the shell,
 * which gets the same treatment: it has no keyed blocks, but the data block still lets the app's
 * first render show the real texts).
 */
export async function landingPage(
  env: Env,
  request: Request,
  viewPath: string,
  tags: PageTags,
  requestId: string,
): Promise<Response | null> {
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  // Asked as a page, so `vite dev` answers with its page headers too.
  headers.set("Accept", "text/html");
  const asset = await env.ASSETS.fetch(new Request(new URL(viewPath, request.url), { headers }));
  if (!asset.ok || !(asset.headers.get("Content-Type") ?? "").includes("text/html")) {
    await asset.body?.cancel();
    return null;
  }
  let answers: LandingAnswers | null = null;
  try {
    answers = await landingAnswers(env);
  } catch (error) {
    // The landing still opens, with the built-in texts the build wrote; the app asks for the
    // site's own once it runs.
    logError("landing-answers-failed", error, { requestId });
  }
  if (!answers) {
    // Without the answers in the cache, the app would render the texts it fetches over HTML
    // that has the built-in ones: it renders the page anew instead of hydrating it (src/boot.tsx).
    const notHydrated = new HTMLRewriter()
      .on("#root", {
        element(element) {
          element.removeAttribute("data-prerendered-path");
        },
      })
      .transform(asset);
    return pageFromAsset(env, asset, withPageTags(notHydrated, tags));
  }

  const etag = pageTag(asset, answers);
  if (etag && matches(request.headers.get("If-None-Match"), etag)) {
    await asset.body?.cancel();
    const notModified = pageFromAsset(env, asset, new Response(null), { status: 304 });
    notModified.headers.set("ETag", etag);
    return notModified;
  }
  const dataBlock = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForDataBlock(answers.queryAnswers)}</script>`;
  const page = pageFromAsset(
    env,
    asset,
    withPageTags(withBlocks(asset, landingBlocks(answers)), tags, dataBlock),
  );
  if (etag) page.headers.set("ETag", etag);
  else page.headers.delete("ETag");
  // The file's date says nothing about the texts in it.
  page.headers.delete("Last-Modified");
  return page;
}
