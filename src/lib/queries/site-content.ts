import type { SiteContentPage } from "@contract/content-order";
import type { SiteContentResponse } from "@contract/site-content";
import { SITE_CONTENT_TEXTS } from "@contract/site-content-texts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, useCallback, useContext } from "react";
import { api } from "../api";

export const siteContentKeys = {
  all: ["site-content"] as const,
  page: (page: SiteContentPage) => ["site-content", page] as const,
};

export const siteContentQuery = (page: SiteContentPage) =>
  queryOptions({
    queryKey: siteContentKeys.page(page),
    queryFn: () => api("GET /api/site-content", { query: { page } }),
    staleTime: 5 * 60_000,
  });

const BUILT_IN = new Map(SITE_CONTENT_TEXTS);

/** The blocks whose wording differs from the built-in one, by key. */
function editedTexts(answer: SiteContentResponse): Record<string, string> {
  const edited: Record<string, string> = {};
  for (const item of answer.content) {
    if (item.content !== BUILT_IN.get(item.key)) edited[item.key] = item.content;
  }
  return edited;
}

const NO_ANSWER: SiteContentResponse = { content: [] };

/**
 * True while a part of the page hydrates the prerendered HTML after the rest
 * (src/components/layout/hydrate-when-near.tsx): it must render what the build rendered, the
 * built-in wording and loading states, even when the answers have arrived meanwhile; it renders
 * them right after.
 */
export const RendersPrerenderedHtml = createContext(false);

/**
 * Texts of one page by full key: the admin-edited block when there is one, else the built-in
 * wording (also while loading or when the call failed), else the caller's fallback.
 *
 * Only the edited blocks are kept, and the query shares unchanged results: an answer with the
 * built-in wording (the usual case) renders nothing again. On the landing, three such answers
 * arrive while the prerendered page hydrates, and each re-rendered the page for nothing.
 */
export function useSiteText(page: SiteContentPage) {
  const { data: edited } = useQuery({
    ...siteContentQuery(page),
    placeholderData: NO_ANSWER,
    select: editedTexts,
  });
  const asPrerendered = useContext(RendersPrerenderedHtml);
  return useCallback(
    (key: string, fallback = "") =>
      (asPrerendered ? undefined : edited?.[key]) ?? BUILT_IN.get(key) ?? fallback,
    [edited, asPrerendered],
  );
}
