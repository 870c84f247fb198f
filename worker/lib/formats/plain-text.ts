/**
 * The text of a one-line site-content block (a page title, a label, an e-mail address) as the app
 * shows it: the `textContent` of the block's HTML parsed by the browser, trimmed (`plainText`,
 * src/components/site-content/legal-blocks.ts). The worker writes this text into a page's
 * prerendered HTML (pages/served-texts.ts), so it must be the very text the app renders over it.
 *
 * Only for HTML that went through sanitizeHtml (sanitize-html.ts): there every "<" opens or closes
 * a tag of the allowlist and the next ">" ends it (text and attribute values carry "<" and ">" as
 * entities), there are no comments, and no tag whose content the parser reads as raw text. The
 * text is then what lies between the tags, read as the parser reads text: line ends made line
 * feeds, NULs dropped, character references decoded by the HTML standard's table (`entities`, with
 * the legacy references written without ";"), and the line feed right after <pre> left out.
 */
import { decodeHTML } from "entities";

export function sanitizedHtmlText(html: string): string {
  let text = "";
  let afterPre = false;
  for (const part of html.split(/(<[^>]*>)/)) {
    if (part === "") continue;
    if (part.startsWith("<")) {
      afterPre = /^<pre[\s/>]/i.test(part);
      continue;
    }
    let chunk = decodeHTML(part.replace(/\r\n?/g, "\n").replaceAll("\0", ""));
    if (afterPre && chunk.startsWith("\n")) chunk = chunk.slice(1);
    afterPre = false;
    text += chunk;
  }
  return text.trim();
}
