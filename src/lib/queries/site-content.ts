import type { SiteContentPage, SiteContentResponse } from "@contract/site-content";
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
    queryFn: () => api.get<SiteContentResponse>("/api/site-content", { page }),
    staleTime: 5 * 60_000,
  });

/**
 * Texts of one page by full key, falling back to the built-in wording while loading, on error,
 * or when an admin has not set the block.
 */
export function useSiteText(page: SiteContentPage) {
  const { data } = useQuery(siteContentQuery(page));
  return useCallback(
    (key: string, fallback: string) =>
      data?.content.find((item) => item.key === key)?.content ?? fallback,
    [data],
  );
}
