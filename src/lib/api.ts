/**
 * The one way the app talks to its API (docs/product.md, API conventions and errors): JSON, bearer
 * token when signed in, non-null params as the query string, 204 = no body, 401 = signed out +
 * Unauthorized, any other failure = the body's message, else "Request failed: {status}". No
 * retries.
 */
import { signOut } from "@firebase/auth";
import { openAuthDialog } from "./auth-dialog";
import { auth } from "./firebase";
import { toast } from "./use-toast";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export class UnauthorizedError extends ApiError {
  constructor() {
    super("Unauthorized", 401);
    this.name = "UnauthorizedError";
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function buildUrl(path: string, params?: QueryParams) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const RELOGIN_DELAY_MS = 500;
let handlingUnauthorized = false;

/** Any 401: sign out, say so, and offer sign-in again after 500 ms. */
export function handleUnauthorized() {
  if (handlingUnauthorized) return;
  handlingUnauthorized = true;
  void signOut(auth).catch(() => undefined);
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  });
  setTimeout(() => {
    handlingUnauthorized = false;
    openAuthDialog("signin");
  }, RELOGIN_DELAY_MS);
}

export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; params?: QueryParams; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = await auth.currentUser?.getIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  const response = await fetch(buildUrl(path, options.params), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (response.status === 401) {
    handleUnauthorized();
    throw new UnauthorizedError();
  }
  if (!response.ok) {
    let message = `Request failed: ${response.status}`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === "string" && body.message) message = body.message;
    } catch {
      // Not JSON: keep the generic text.
    }
    throw new ApiError(message, response.status);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, params?: QueryParams, signal?: AbortSignal) =>
    apiRequest<T>("GET", path, { params, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, { body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, { body }),
  delete: <T>(path: string) => apiRequest<T>("DELETE", path),
};
