import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";

export const authKeys = { user: ["auth", "user"] as const };

export const currentUserQuery = (uid: string | undefined) =>
  queryOptions({
    queryKey: [...authKeys.user, uid],
    queryFn: () => api("GET /api/auth/user"),
    enabled: Boolean(uid),
    staleTime: Number.POSITIVE_INFINITY,
  });
