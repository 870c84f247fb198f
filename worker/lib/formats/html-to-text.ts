/**
 * HTML (a My Maps placemark description) to plain text: line breaks where the HTML breaks lines,
 * every tag dropped (scripts and styles with their content), entities decoded (the `entities`
 * library). The `xss` library's tag parser does the dropping, so odd markup is read the way
 * browsers read it.
 */
import { decodeHTML } from "entities";
import type * as XssModule from "xss";
import xssDefault from "xss";

// xss is CommonJS: its named exports hang off the default export (module.exports) at runtime.
const { FilterXSS } = xssDefault as unknown as typeof XssModule;

const LINE_BREAK = "\u0000";
const BLOCK_TAGS = new Set(["p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6"]);

const stripAll = new FilterXSS({
  whiteList: {},
  stripIgnoreTagBody: ["script", "style", "noscript", "template"],
  // Text stays as written; entities are decoded below, once.
  escapeHtml: (html) => html,
  // Every tag is outside the (empty) allowlist: a line break for breaks and block ends, else nothing.
  onIgnoreTag: (tag, _html, options) =>
    tag === "br" || (options.isClosing && BLOCK_TAGS.has(tag)) ? LINE_BREAK : "",
});

export function htmlToText(html: string): string {
  // Entities by the HTML standard's table (as plain-text.ts reads them); a no-break space is a
  // space in a plain-text field.
  const text = decodeHTML(stripAll.process(html))
    .replaceAll(LINE_BREAK, "\n")
    .replaceAll("\u00a0", " ");
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\r]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
