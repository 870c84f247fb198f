/**
 * The one place the app renders HTML: an editable site-content block. The server sanitizes it
 * on write and on read; it is sanitized here once more with the same allowlist (DOMPurify), so
 * a block is safe even if it came from somewhere else. Every other user text in the app (house
 * titles, descriptions, reviews, names) renders as plain text.
 */
import {
  isSafeUrl,
  SITE_CONTENT_LINK_ATTRIBUTES,
  SITE_CONTENT_TEXT_TAGS,
} from "@contract/html-allowlist";
import DOMPurify from "dompurify";
import { type ElementType, type MouseEvent, useMemo } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/lib/cn";

let hooked = false;
function purify(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName !== "A") return;
      const href = node.getAttribute("href");
      if (href !== null && !isSafeUrl(href.trim())) node.removeAttribute("href");
      if (node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
      else node.removeAttribute("target");
    });
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...SITE_CONTENT_TEXT_TAGS, "a"],
    ALLOWED_ATTR: [...SITE_CONTENT_LINK_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
  });
}

export function sanitizeForDisplay(html: string) {
  return purify(html);
}

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
  const clean = useMemo(() => purify(html), [html]);
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
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized above (allowlist) and on the server.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...rest}
    />
  );
}
