/**
 * The one place the app renders HTML: an editable site-content block (a legal-page paragraph, or
 * a landing, home, header or footer text rendered inline with `as="span"`). The HTML is either
 * built-in wording (contract/) or what GET /api/site-content returned, which the worker sanitized
 * with the shared allowlist (contract/html-allowlist.ts) on save and again on that read; the page's
 * Content-Security-Policy refuses inline scripts besides. There is no second pass in the browser:
 * a sanitizer library would cost the landing's JavaScript budget (docs/decisions/050-site-content-html.md). Every other user text in the app renders as plain text.
 */
import type { ElementType, MouseEvent } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/lib/cn";

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
  return (
    <Tag
      className={cn("site-content", className)}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (allowlist) on save and on read.
      dangerouslySetInnerHTML={{ __html: html }}
      {...rest}
    />
  );
}
