/**
 * The one place the app renders HTML: an editable site-content block (a legal-page paragraph, or
 * a landing, home, header or footer text rendered inline with `as="span"`). The HTML is either
 * built-in wording (contract/) or what GET /api/site-content returned, which the worker sanitized
 * with the shared allowlist (contract/html-allowlist.ts) on save and again on that read; the page's
 * Content-Security-Policy refuses inline scripts besides. There is no second pass in the browser:
 * a sanitizer library would cost the landing's JavaScript budget (docs/decisions/050-site-content-html.md). Every other user text in the app renders as plain text.
 *
 * A paragraph block (`as="p"`) whose HTML holds paragraphs, headings or lists is a `<div>` with the
 * same classes, as the worker serves it: a `<p>` cannot hold them (decision 409). A text shown in a
 * link or a button shows its links as their text, a text under a section's heading has its headings
 * moved down, and the brand name carries its whole name as a title: by the block's key, as the
 * worker writes the served pages (contract/site-text-places.ts, decision 417).
 */
import { paragraphElement } from "@contract/site-content-element";
import { shownSiteHtml, siteTextPlace } from "@contract/site-text-places";
import type { ElementType, MouseEvent } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/lib/cn";
import { plainText } from "./legal-blocks";

/**
 * What an admin's lists and paragraphs look like in a paragraph block: markers beside the items'
 * text (in a centred text too), and a little room between the blocks. Always there, whatever the
 * element, so the class of the served HTML is the app's; a text without such elements (every
 * built-in one) looks as it did (decision 409). Its headings are headings of the site's scale, by
 * the level they are shown at (the legal pages' for h2 and h3), in the block's colour, with room
 * above them (decision 417).
 */
const PARAGRAPH_BLOCK =
  "[&>*+*]:mt-2 [&>*+:is(h2,h3,h4,h5,h6)]:mt-4 [&_:is(h2,h3,h4,h5,h6)]:font-semibold [&_h2]:text-2xl [&_h3]:text-lg [&_h4]:text-base [&_ol]:list-inside [&_ol]:list-decimal [&_ul]:list-inside [&_ul]:list-disc";

export function SiteContentBlock({
  html,
  as: Tag = "div",
  className,
  ...rest
}: {
  html: string;
  as?: ElementType;
  className?: string;
  "data-key"?: string;
}) {
  const navigate = useNavigate();
  // Links to our own pages navigate inside the app instead of reloading it.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || href.startsWith("//")) return;
    if (link.target === "_blank" || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };
  const place = siteTextPlace(rest["data-key"]);
  const shown = shownSiteHtml(html, place);
  const paragraph = Tag === "p";
  const Element = paragraph ? paragraphElement(shown) : Tag;
  return (
    <Element
      className={cn("site-content", paragraph && PARAGRAPH_BLOCK, className)}
      title={place.titled ? plainText(shown) : undefined}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (allowlist) on save and on read.
      dangerouslySetInnerHTML={{ __html: shown }}
      {...rest}
    />
  );
}
