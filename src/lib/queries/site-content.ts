import type { SiteContentPage } from "@contract/content-order";
import { SITE_CONTENT_TEXTS } from "@contract/site-content-texts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
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

/**
 * Texts of one page by full key: the admin-edited block when there is one, else the built-in
 * wording (also while loading or when the call failed), else the caller's fallback.
 */
export function useSiteText(page: SiteContentPage) {
  const { data } = useQuery(siteContentQuery(page));
  return useCallback(
    (key: string, fallback = "") =>
      data?.content.find((item) => item.key === key)?.content ?? BUILT_IN.get(key) ?? fallback,
    [data],
  );
}
