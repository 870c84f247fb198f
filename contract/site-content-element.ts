/**
 * The element a site-content block written as a paragraph is rendered in (decision 409). The
 * landing's, the home's and the footer's texts are paragraphs (`<p>`), but an admin may save any
 * of them with paragraphs, headings and lists (the content dialog allows them,
 * contract/html-allowlist.ts). A `<p>` cannot hold those: the browser's parser ends the paragraph
 * at the first of them, so the page's HTML no longer has the element the app renders, and React's
 * hydration fails (error #418). Such a block is a `<div>` instead, with the same classes, in the
 * app (src/components/site-content/site-content-block.tsx) and in the HTML the worker serves
 * (worker/pages/served-texts.ts), which both ask this one rule.
 */

/**
 * The start tags that end an open `<p>` in the HTML parser (the "in body" insertion mode of the
 * HTML standard), whatever the allowlist keeps today: one of them in a paragraph's HTML splits it.
 */
const ENDS_A_PARAGRAPH =
  /<(?:address|article|aside|blockquote|center|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hgroup|hr|li|listing|main|menu|nav|ol|p|plaintext|pre|search|section|summary|table|ul|xmp)(?=[\s/>]|$)/i;

/** True when `html` holds an element a `<p>` cannot (a paragraph, a heading, a list...). */
export function holdsBlockElements(html: string): boolean {
  return ENDS_A_PARAGRAPH.test(html);
}

/** The element of a paragraph block showing `html`: the `<p>`, or a `<div>` when it holds blocks. */
export function paragraphElement(html: string): "p" | "div" {
  return holdsBlockElements(html) ? "div" : "p";
}
