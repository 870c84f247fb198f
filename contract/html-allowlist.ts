/**
 * The HTML allowed in site-content blocks, shared by the worker's sanitizer (on write and read)
 * and the client's second pass before rendering, so the two can never disagree.
 */
export const SITE_CONTENT_TEXT_TAGS = [
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "mark",
  "code",
  "pre",
  "blockquote",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "span",
  "div",
  "section",
] as const;

/** Attributes kept on links; every other attribute on every tag is dropped. */
export const SITE_CONTENT_LINK_ATTRIBUTES = ["href", "title", "target", "rel"] as const;

/** A link target we let through: http(s), mailto, tel, a site path ("/x", not "//host") or "#x". */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what is stripped here.
  const value = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (/^(https?:|mailto:|tel:)/i.test(value)) return true;
  if (value.startsWith("#")) return true;
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}
