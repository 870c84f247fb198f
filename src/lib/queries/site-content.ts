import type { SiteContentPage } from "@contract/content-order";
import { siteContentQueryKey } from "@contract/page-data";
import type { SiteContentResponse } from "@contract/site-content";
import type { SiteTexts } from "@contract/site-texts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, useCallback } from "react";
import { api } from "../api";

export const siteContentKeys = {
  all: ["site-content"] as const,
  /** The landing's HTML carries the answers of its pages (contract/page-data.ts). */
  page: siteContentQueryKey,
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
 * (src/components/layout/hydrate-when-near.tsx): it must render what the HTML holds, its loading
 * states, even when answers have arrived meanwhile; it renders them right after. Not the texts:
 * the landing, the page with such parts, is hydrated only with the texts it was served with in
 * the query cache (src/lib/query-client.ts, worker/pages/served-texts.ts), fresh for minutes
 * after the load, so they are what the HTML holds.
 */
export const RendersPrerenderedHtml = createContext(false);

/** The props of one site-content block (SiteContentBlock): its HTML and its key. */
export type SiteTextBlock = { html: string; "data-key": string };

/**
 * Texts of one page by full key: the admin-edited block when there is one, else the built-in
 * wording `builtIn` (contract/site-texts-*.ts: each page's own, so a page's code carries only its
 * wording; also while loading or when the call failed), else "". Each comes with its key, written
 * as the block's `data-key`: the worker writes the current texts into the prerendered blocks by
 * it (worker/pages/served-texts.ts).
 *
 * Only the edited blocks are kept, and the query shares unchanged results: an answer with the
 * built-in wording (the usual case) renders nothing again.
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
  return useCallback(
    (key: string): SiteTextBlock => ({
      html: edited?.[key] ?? texts.get(key) ?? "",
      "data-key": key,
    }),
    [edited, texts],
  );
}
