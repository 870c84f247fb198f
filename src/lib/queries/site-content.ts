import type { SiteContentPage } from "@contract/content-order";
import type { SiteContentResponse } from "@contract/site-content";
import type { SiteTexts } from "@contract/site-texts";
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

/** Each page's built-in wording by key, made once per list. */
const builtInMaps = new WeakMap<SiteTexts, Map<string, string>>();

function builtInMap(texts: SiteTexts): Map<string, string> {
  let map = builtInMaps.get(texts);
  if (!map) {
    map = new Map(texts);
    builtInMaps.set(texts, map);
  }
  return map;
}

/** The blocks whose wording differs from the built-in one, by key. */
function editedTexts(answer: SiteContentResponse, builtIn: Map<string, string>) {
  const edited: Record<string, string> = {};
  for (const item of answer.content) {
    if (item.content !== builtIn.get(item.key)) edited[item.key] = item.content;
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
 * wording `builtIn` (contract/site-texts-*.ts: each page's own, so a page's code carries only its
 * wording; also while loading or when the call failed), else the caller's fallback.
 *
 * Only the edited blocks are kept, and the query shares unchanged results: an answer with the
 * built-in wording (the usual case) renders nothing again. On the landing, three such answers
 * arrive while the prerendered page hydrates, and each re-rendered the page for nothing.
 */
export function useSiteText(page: SiteContentPage, builtIn: SiteTexts) {
  const texts = builtInMap(builtIn);
  const selectEdited = useCallback(
    (answer: SiteContentResponse) => editedTexts(answer, texts),
    [texts],
  );
  const { data: edited } = useQuery({
    ...siteContentQuery(page),
    placeholderData: NO_ANSWER,
    select: selectEdited,
  });
  const asPrerendered = useContext(RendersPrerenderedHtml);
  return useCallback(
    (key: string, fallback = "") =>
      (asPrerendered ? undefined : edited?.[key]) ?? texts.get(key) ?? fallback,
    [edited, asPrerendered, texts],
  );
}
