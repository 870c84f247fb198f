/**
 * Prerendered pages served as they are now: the landing (for "/", and for "/map" signed out, whose
 * view it is) and the public text pages (privacy, terms and contact, under both of their paths).
 * The build wrote them with the built-in wording and the built-in stats ("500+"); the worker writes
 * the site's own texts (sanitized, as GET /api/site-content answers them: never an admin's raw
 * HTML) and the landing's real counts into them, and the same answers as the page's data block
 * (contract/page-data.ts), from which the app's query cache starts. Crawlers, link previews and
 * the first paint then say what the app says, and hydration finds the HTML it renders.
 *
 * The prerendered markup names what the worker writes where (src/lib/queries/site-content.ts,
 * src/components/site-content/legal-page-layout.tsx):
 * - `data-key`: a block of HTML, set to the block's current HTML (a landing stat: its count); a
 *   paragraph (`<p>`) whose HTML holds paragraphs, headings or lists becomes a `<div>`, as the app
 *   renders it (contract/site-content-element.ts, decision 409); the HTML is the one the app shows
 *   at the block's place: links in the brand name left as their text, headings under a section's
 *   heading moved down, the brand's title set to its text (contract/site-text-places.ts, decision
 *   417);
 * - `data-text-key`: a one-line block the app shows as text (a title, a label), set to its text
 *   (lib/formats/plain-text.ts), escaped;
 * - `data-mailto-key`: a mail link, whose text and `mailto:` address are the block's text;
 * - `data-added-blocks`: the element that ends with the blocks admins added to a text page
 *   (contract/legal-blocks.ts), inserted in order before its end tag, each made like the last
 *   `data-key` block in it (its tag and attributes, as the build wrote them, with its own key).
 * Blocks nobody edited stay as the build wrote them.
 *
 * The answers are kept a minute per isolate and page (lib/page-answers.ts). The page's ETag names
 * both the file and the answers, so a browser revalidating its copy gets 304 only while neither
 * changed.
 */

import { LANDING_STATS, statText } from "@contract/landing-stats";
import { addedLegalBlocks, type ShownBlock } from "@contract/legal-blocks";
import { CONTACT_WORDING } from "@contract/legal-contact";
import type { LegalPage, LegalWording } from "@contract/legal-defaults";
import { PRIVACY_WORDING } from "@contract/legal-privacy";
import { TERMS_WORDING } from "@contract/legal-terms";
import { PAGE_DATA_ELEMENT_ID } from "@contract/page-data";
import { paragraphElement } from "@contract/site-content-element";
import { shownSiteHtml, siteTextPlace } from "@contract/site-text-places";
import { LANDING_SITE_TEXTS } from "@contract/site-texts-landing";
import { sanitizedHtmlText } from "../lib/formats/plain-text";
import { type PageAnswers, pageAnswers, type ServedTextPage } from "../lib/page-answers";
import { logError } from "../lib/structured-log";
import { appShell, pageFromAsset } from "./asset-page";
import { escapeHtml } from "./escape-html";
import { jsonForDataBlock, type PageTags, withPageTags } from "./page-tags";
import { hasSignedInHint, withAccountPlaceholder } from "./signed-in-first-paint";

const LANDING_BUILT_IN = new Map(LANDING_SITE_TEXTS);

const LEGAL_WORDINGS: Record<LegalPage, LegalWording> = {
  privacy: PRIVACY_WORDING,
  terms: TERMS_WORDING,
  contact: CONTACT_WORDING,
};

/** What each keyed block shows: its current text (the page's, the header's, the footer's). */
function siteBlocks(answers: PageAnswers): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const answer of Object.values(answers.siteContent)) {
    for (const item of answer?.content ?? []) blocks.set(item.key, item.content);
  }
  return blocks;
}

/** What each keyed block of the landing shows: its current text, the stats their value. */
export function landingBlocks(answers: PageAnswers): Map<string, string> {
  const blocks = siteBlocks(answers);
  for (const [stat, key] of LANDING_STATS) {
    const builtIn = blocks.get(key) ?? LANDING_BUILT_IN.get(key) ?? "";
    blocks.set(key, answers.stats ? statText(answers.stats[stat], builtIn) : builtIn);
  }
  return blocks;
}

/** What the worker writes into `page`: its keyed blocks, and the blocks admins added. */
function pageTexts(page: ServedTextPage, answers: PageAnswers) {
  if (page === "landing") return { blocks: landingBlocks(answers), added: [] };
  return {
    blocks: siteBlocks(answers),
    added: addedLegalBlocks(LEGAL_WORDINGS[page], answers.siteContent[page]?.content),
  };
}

/** Text as element content, read back exactly (a CR from an entity included). */
function textHtml(text: string): string {
  return escapeHtml(text).replace(/\r/g, "&#13;");
}

/**
 * A start tag of `element`, read while its handler runs (the element is gone after): its attributes
 * as the build wrote them (their values raw, still escaped), those of `replaced` set anew.
 */
function startTagOf(element: Element): (replaced: Record<string, string>) => string {
  const tagName = element.tagName;
  const attributes = [...element.attributes];
  return (replaced) => {
    const kept = attributes
      .filter(([name]) => name !== undefined && !Object.hasOwn(replaced, name))
      .map(([name, value]) => ` ${name}="${value}"`);
    const set = Object.entries(replaced).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
    return `<${tagName}${kept.join("")}${set.join("")}>`;
  };
}

function withTexts(page: Response, { blocks, added }: ReturnType<typeof pageTexts>): Response {
  const textOf = (key: string | null) => {
    const html = blocks.get(key ?? "");
    return html === undefined ? undefined : sanitizedHtmlText(html);
  };
  /** Start and end tag of the last keyed block in the element holding the added blocks. */
  let addedBlockTags: { start: (key: string) => string; end: string } | null = null;
  let addedWritten = false;
  return new HTMLRewriter()
    .on("[data-key]", {
      element(element) {
        const key = element.getAttribute("data-key") ?? "";
        const html = blocks.get(key);
        if (html === undefined) return;
        // As the app shows it where it stands (decision 417).
        const place = siteTextPlace(key);
        const shown = shownSiteHtml(html, place);
        // The build wrote a paragraph block as a `<p>` (every built-in text is inline HTML); one
        // that cannot hold this HTML is a `<div>`, end tag included (decision 409).
        if (element.tagName === "p") element.tagName = paragraphElement(shown);
        // HTMLRewriter writes an attribute's value as given, but for its quotes: escaped here.
        if (place.titled) element.setAttribute("title", escapeHtml(sanitizedHtmlText(shown)));
        // Sanitized site content, or a count: never anything an admin wrote unsanitized.
        element.setInnerContent(shown, { html: true });
      },
    })
    .on("[data-text-key]", {
      element(element) {
        const text = textOf(element.getAttribute("data-text-key"));
        if (text !== undefined) element.setInnerContent(textHtml(text), { html: true });
      },
    })
    .on("a[data-mailto-key]", {
      element(element) {
        const text = textOf(element.getAttribute("data-mailto-key"));
        if (text === undefined) return;
        const start = startTagOf(element)({ href: `mailto:${text}` });
        element.replace(`${start}${textHtml(text)}</a>`, { html: true });
      },
    })
    .on("[data-added-blocks] [data-key]", {
      element(element) {
        const startTag = startTagOf(element);
        addedBlockTags = {
          start: (key) => startTag({ "data-key": key }),
          end: `</${element.tagName}>`,
        };
      },
    })
    .on("[data-added-blocks]", {
      element(element) {
        element.onEndTag((end) => {
          // Each text page has its own blocks there (the model); without one, none is written.
          if (addedWritten || !addedBlockTags || added.length === 0) return;
          addedWritten = true;
          const tags = addedBlockTags;
          end.before(
            added
              .map((block: ShownBlock) => `${tags.start(block.key)}${block.content}${tags.end}`)
              .join(""),
            { html: true },
          );
        });
      },
    })
    .transform(page);
}

/** The ETag of the page: the file's, and the answers written into it. */
function pageTag(asset: Response, answers: PageAnswers): string | null {
  const fileTag = asset.headers.get("ETag");
  if (!fileTag) return null;
  return `W/"${fileTag.replace(/^W\//, "").replaceAll('"', "")}-${answers.tag}"`;
}

function matches(ifNoneMatch: string | null, tag: string) {
  const bare = (value: string) => value.trim().replace(/^W\//, "");
  return (ifNoneMatch ?? "").split(",").some((value) => bare(value) === bare(tag));
}

/**
 * The prerendered `page` at `viewPath` (an asset), with `tags` and the current texts (and counts).
 * The file is asked for whole: whether the browser's copy is still good depends on the answers
 * too. Without the file (`vite dev`, the worker tests' assets) the shell gets the same treatment:
 * it has no keyed blocks, but the data block still lets the app's first render show the current
 * texts. Null when the assets answer neither with HTML.
 */
export async function pageWithServedTexts(
  env: Env,
  request: Request,
  {
    page,
    viewPath,
    tags,
    requestId,
  }: {
    page: ServedTextPage;
    viewPath: string;
    tags: PageTags;
    requestId: string;
  },
): Promise<Response | null> {
  // A browser with the signed-in hint gets the header's Sign In as a placeholder (decision 404).
  const signedIn = hasSignedInHint(request.headers.get("Cookie"));
  const view = (body: Response) => (signedIn ? withAccountPlaceholder(body) : body);
  const headers = new Headers(request.headers);
  headers.delete("If-None-Match");
  headers.delete("If-Modified-Since");
  // Asked as a page, so `vite dev` answers with its page headers too.
  headers.set("Accept", "text/html");
  let asset = await env.ASSETS.fetch(new Request(new URL(viewPath, request.url), { headers }));
  if (asset.status === 404) {
    await asset.body?.cancel();
    asset = await appShell(env, new URL(request.url), headers);
  }
  if (!asset.ok || !(asset.headers.get("Content-Type") ?? "").includes("text/html")) {
    await asset.body?.cancel();
    return null;
  }
  let answers: PageAnswers | null = null;
  try {
    answers = await pageAnswers(env, page);
  } catch (error) {
    // The page still opens, with the built-in texts the build wrote; the app asks for the site's
    // own once it runs.
    logError("page-answers-failed", error, { requestId, page });
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
    const served = pageFromAsset(env, asset, view(withPageTags(notHydrated, tags)));
    served.headers.append("Vary", "Cookie");
    return served;
  }

  // The ETag names the header's view too: a browser signed in since its copy gets the new one.
  const tag = pageTag(asset, answers);
  const etag = tag && signedIn ? tag.replace(/"$/, '-in"') : tag;
  if (etag && matches(request.headers.get("If-None-Match"), etag)) {
    await asset.body?.cancel();
    const notModified = pageFromAsset(env, asset, new Response(null), { status: 304 });
    notModified.headers.set("ETag", etag);
    notModified.headers.append("Vary", "Cookie");
    return notModified;
  }
  const dataBlock = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForDataBlock(answers.queryAnswers)}</script>`;
  const served = pageFromAsset(
    env,
    asset,
    view(withPageTags(withTexts(asset, pageTexts(page, answers)), tags, dataBlock)),
  );
  served.headers.append("Vary", "Cookie");
  if (etag) served.headers.set("ETag", etag);
  else served.headers.delete("ETag");
  // The file's date says nothing about the texts in it.
  served.headers.delete("Last-Modified");
  return served;
}
