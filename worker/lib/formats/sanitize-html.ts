/**
 * Allowlist HTML sanitizer for site content, applied on every content write and again on every
 * public read, so rows written before it existed (or straight into D1) are safe too. Kept: text
 * formatting, headings, lists, and links to http(s), mailto, tel, a site path or a fragment.
 */
import {
  isSafeUrl,
  SITE_CONTENT_LINK_ATTRIBUTES,
  SITE_CONTENT_TEXT_TAGS,
} from "@contract/html-allowlist";
import type * as XssModule from "xss";
import xssDefault, { type IWhiteList } from "xss";

// xss is CommonJS: its named exports hang off the default export (module.exports) at runtime.
const { FilterXSS, escapeAttrValue } = xssDefault as unknown as typeof XssModule;

export { isSafeUrl };

const allowList: IWhiteList = {
  ...Object.fromEntries(SITE_CONTENT_TEXT_TAGS.map((tag) => [tag, []])),
  a: [...SITE_CONTENT_LINK_ATTRIBUTES],
};

const filter = new FilterXSS({
  allowList,
  stripIgnoreTag: true,
  // Drop these tags together with everything inside them, not just the tags.
  stripIgnoreTagBody: [
    "script",
    "style",
    "iframe",
    "object",
    "embed",
    "noscript",
    "template",
    "svg",
    "math",
  ],
  allowCommentTag: false,
  stripBlankChar: true,
  css: false,
  safeAttrValue(tag, name, value) {
    const decoded = decodeEntities(value).trim();
    if (tag === "a" && name === "href") return isSafeUrl(decoded) ? escapeAttrValue(decoded) : "";
    if (tag === "a" && name === "target") return decoded === "_blank" ? "_blank" : "";
    if (tag === "a" && name === "rel") return "noopener noreferrer";
    return escapeAttrValue(decoded);
  },
});

/** Decodes the entities an attacker uses to hide a scheme (&#106;avascript:, &colon;). */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&quot;/gi, '"')
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&amp;/gi, "&");
}

export function sanitizeHtml(html: string): string {
  // xss marks a dropped tag body it could not find the end of with "[removed]": keep authors'
  // own "[removed]" text apart (as an entity) and drop the library's markers.
  const guarded = html.replace(/\[(\/?)removed\]/g, "&#91;$1removed]");
  const clean = filter.process(guarded).replace(/\[\/?removed\]/g, "");
  // Every link that opens a new tab gets rel=noopener, whatever rel the author wrote.
  return clean.replace(/<a\b([^>]*)>/gi, (whole, attrs: string) => {
    if (!/\btarget="_blank"/.test(attrs)) return whole;
    const withoutRel = attrs.replace(/\srel="[^"]*"/g, "");
    return `<a${withoutRel} rel="noopener noreferrer">`;
  });
}
