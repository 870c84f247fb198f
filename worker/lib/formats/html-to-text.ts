/**
 * HTML (a My Maps placemark description) to plain text: line breaks where the HTML breaks lines,
 * every tag dropped (scripts and styles with their content), entities decoded. The `xss`
 * library's tag parser does the dropping, so odd markup is read the way browsers read it.
 */
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

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  rsquo: "\u2019",
  lsquo: "\u2018",
  rdquo: "\u201d",
  ldquo: "\u201c",
};

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

export function htmlToText(html: string): string {
  const text = decodeEntities(stripAll.process(html)).replaceAll(LINE_BREAK, "\n");
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\r]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
