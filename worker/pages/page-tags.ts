/**
 * The tags search engines and link previews read, for every page the worker answers: title and
 * meta description, the canonical link (one URL per page: no query, no trailing slash, the
 * public pages' short aliases pointing at the long names), Open Graph and Twitter card tags with
 * a 1200x630 raster image, and JSON-LD. Written into a page with HTMLRewriter (`withPageTags`).
 */
import { fullTitle, SITE_NAME } from "@contract/page-titles";
import { escapeHtml } from "./escape-html";

/** Every share image is this size (what Facebook, X, iMessage and Slack show large). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export interface ShareImage {
  /** Absolute URL of a PNG or JPEG of SHARE_IMAGE_WIDTH x SHARE_IMAGE_HEIGHT. */
  url: string;
  alt: string;
}

export interface PageTags {
  /** The page's own title (contract/page-titles.ts); <title> adds the site's name (`fullTitle`). */
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  image: ShareImage;
  /** Pages whose content is the visitor's own (signed-in screens): kept out of search results. */
  noindex?: boolean;
  /**
   * A page answered 404: noindex, and no canonical link, since the address names no page to
   * point at (decision 422).
   */
  notFound?: boolean;
  /** schema.org objects, one JSON-LD block each. */
  jsonLd?: readonly unknown[];
}

/**
 * JSON for a `<script>` data block: with every "<" escaped, no text in the data ("</script>",
 * "<!--") can end the block early. JSON.parse reads the escapes back.
 */
export function jsonForDataBlock(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Shortens to `length` characters on one line, with an ellipsis when cut. */
export function shorten(text: string, length: number) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/**
 * The longest description a page carries, ellipsis included: what a search result shows before
 * cutting it itself (decision 422). The meta description and the preview tags read the same text.
 */
export const DESCRIPTION_MAX = 160;

/**
 * `text` on one line, at most `length` characters: when longer, cut after its last whole word
 * that fits (a word longer than half the room is cut inside), trailing punctuation dropped, and
 * ended with "…".
 */
export function shortenAtWord(text: string, length: number) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const room = flat.slice(0, length - 1);
  const lastSpace = flat[length - 1] === " " ? room.length : room.lastIndexOf(" ");
  const cut = lastSpace >= length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?·–—-]+$/u, "")}…`;
}

/** The tags for the end of <head> (title and description are replaced in place). */
export function pageTagsHtml(tags: PageTags): string {
  const meta = (attribute: "property" | "name", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  // The preview's title is the page's own: og:site_name names the site beside it.
  const title = tags.title;
  const description = shortenAtWord(tags.description, DESCRIPTION_MAX);
  return [
    tags.noindex || tags.notFound ? meta("name", "robots", "noindex") : "",
    tags.notFound ? "" : `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", "website"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", tags.url),
    meta("property", "og:image", tags.image.url),
    meta(
      "property",
      "og:image:type",
      new URL(tags.image.url).pathname.endsWith(".jpg") ? "image/jpeg" : "image/png",
    ),
    meta("property", "og:image:width", String(SHARE_IMAGE_WIDTH)),
    meta("property", "og:image:height", String(SHARE_IMAGE_HEIGHT)),
    meta("property", "og:image:alt", tags.image.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", tags.image.url),
    meta("name", "twitter:image:alt", tags.image.alt),
    ...(tags.jsonLd ?? []).map(
      (item) => `<script type="application/ld+json">${jsonForDataBlock(item)}</script>`,
    ),
  ].join("");
}

/**
 * `page` with the tags: its <title> and meta description replaced, the rest added at the end of
 * <head> after `extraHead` (preloads, data blocks). Tags the page already had are removed first,
 * so a page never carries two canonical links or two og:title.
 */
export function withPageTags(page: Response, tags: PageTags, extraHead = ""): Response {
  return new HTMLRewriter()
    .on("head > title", {
      element(element) {
        element.replace(`<title>${escapeHtml(fullTitle(tags.title))}</title>`, { html: true });
      },
    })
    .on('head > meta[name="description"]', {
      element(element) {
        const description = shortenAtWord(tags.description, DESCRIPTION_MAX);
        element.replace(`<meta name="description" content="${escapeHtml(description)}" />`, {
          html: true,
        });
      },
    })
    .on(
      'head > link[rel="canonical"], head > meta[property^="og:"], head > meta[name^="twitter:"], head > meta[name="robots"], head > script[type="application/ld+json"]',
      {
        element(element) {
          element.remove();
        },
      },
    )
    .on("head", {
      element(element) {
        element.onEndTag((end) => {
          end.before(extraHead + pageTagsHtml(tags), { html: true });
        });
      },
    })
    .transform(page);
}

/** The path of the site's own share card (worker/pages/share-image.ts draws it). */
export const SITE_SHARE_IMAGE_PATH = "/share/site.png";

/** The preview image of pages without one of their own (landing, public pages). */
export function siteShareImage(origin: string): ShareImage {
  return {
    url: new URL(SITE_SHARE_IMAGE_PATH, origin).href,
    alt: "LI Lights: Christmas light displays across Long Island",
  };
}
