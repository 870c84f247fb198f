import { QueryClient } from "@tanstack/react-query";

/** Spec: no retry, no refetch on focus or by interval. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
