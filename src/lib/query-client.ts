import { QueryClient } from "@tanstack/react-query";

/** No retry, no refetch on focus or by interval: a failure shows at once, not after retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
