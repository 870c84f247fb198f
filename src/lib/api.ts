/**
 * The one way the app talks to its API (docs/product.md, API conventions and errors): JSON, bearer
 * token when signed in, non-null params as the query string, 204 = null, 401 = signed out +
 * Unauthorized, any other failure = the body's message, else "Request failed: {status}"; no
 * answer at all = ConnectionError, whose message is written for people. No retries.
 */
import { ADMIN_REQUIRED_MESSAGE } from "@contract/admin-access";
import type { ApiBody, ApiQuery, ApiResponse, ApiRoute } from "@contract/api";
import { appCheckHeader } from "./app-check";
import { openAuthDialog } from "./auth-dialog";
import {
  hasPersistedFirebaseUser,
  isFirebaseLoaded,
  isFirebaseRequested,
  loadFirebase,
  persistedSession,
} from "./firebase-loader";
import { noteApiAnswer } from "./offline/connection";
import { keepForOffline } from "./offline/service-worker";
import { noteFailedRequest } from "./request-reference";
import { signedInUid } from "./signed-in-account";
import { toast } from "./use-toast";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The API's X-Request-Id for the failed request (the error toast shows its start). */
    readonly requestId: string | null = null,
    /**
     * The whole JSON answer, for the few refusals that say more than their message (an admin
     * house edit's 409 names the fields and brings the house, decision 369); else null.
     */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * A 404 that names a house (`houseId`, contract/user.ts): the house the call was about is not
 * there any more (deleted or merged since the screen read it). Every write's answer to it is
 * the same (src/lib/house-gone.ts, decision 354), whatever button sent it.
 */
export class HouseGoneError extends ApiError {
  constructor(
    message: string,
    readonly houseId: number,
    requestId: string | null,
  ) {
    super(message, 404, requestId);
    this.name = "HouseGoneError";
  }
}

/**
 * The API's 403 "Admin access required" (contract/admin-access.ts): the caller is no admin (any
 * more). The auth provider hears of it at once and the admin screen turns into Access Denied
 * (decision 411), which says it all: an admin screen raises no failure toast of its own for it
 * (decision 415).
 */
export class AdminAccessLostError extends ApiError {
  constructor(requestId: string | null) {
    super(ADMIN_REQUIRED_MESSAGE, 403, requestId);
    this.name = "AdminAccessLostError";
  }
}

export class UnauthorizedError extends ApiError {
  constructor() {
    super("Unauthorized", 401);
    this.name = "UnauthorizedError";
  }
}

export const CONNECTION_MESSAGE =
  "You're offline or the connection dropped. Check your connection and try again.";

/** The request never reached the API (offline, a dropped connection, a blocked request). */
export class ConnectionError extends ApiError {
  constructor(options?: { cause: unknown }) {
    super(CONNECTION_MESSAGE, 0);
    this.name = "ConnectionError";
    if (options) this.cause = options.cause;
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
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
let handlingUnauthorized = false;
let signingOut = false;

/**
 * Log out has started, in this tab or another (true), or failed, or someone signed in again
 * (false). Meanwhile losing the user is what was asked for, not an expired session: a screen that
 * needs a user, and a request answered 401, end on the signed-out view without
 * handleUnauthorized's toast and sign-in dialog (decisions 309, 342).
 */
export function setSigningOut(value: boolean) {
  signingOut = value;
}

/** Any 401: sign out, say so, and offer sign-in again after 500 ms. */
export function handleUnauthorized() {
  if (handlingUnauthorized || signingOut) return;
  handlingUnauthorized = true;
  void loadFirebase()
    .then(({ auth, signOut }) => signOut(auth))
    .catch(() => undefined);
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  });
  setTimeout(() => {
    handlingUnauthorized = false;
    // Back on the same page after signing in: what the user was writing is still there.
    openAuthDialog("signin", { stayOnPage: true });
  }, RELOGIN_DELAY_MS);
}

let adminAccessLost: (() => void) | null = null;

/**
 * What the app does when the API says the caller is no admin (403 "Admin access required"): an
 * admin whose rights were removed while an admin screen was open (src/lib/auth.tsx drops the
 * user's isAdmin at once and reads the user again, so every admin screen shows Access Denied and
 * the menu drops Admin; decision 411). One listener, set by the auth provider.
 */
export function onAdminAccessLost(listener: (() => void) | null) {
  adminAccessLost = listener;
}

/** Firebase's code for a token refresh that never reached its server. */
const FIREBASE_NETWORK_FAILURE = "auth/network-request-failed";

function isNetworkFailure(error: unknown) {
  return (
    !navigator.onLine || (error as { code?: unknown } | null)?.code === FIREBASE_NETWORK_FAILURE
  );
}

/**
 * The bearer token, undefined when signed out, or null when it had expired and Firebase could
 * not reach its token service to renew it: no connection, not a sign-out. The request then goes
 * without a token, so the service worker answers from what it saved for this user
 * (docs/decisions/104-one-user-s-data-at-a-time.md), and a 401 it gets is that missing token,
 * not an ended session.
 *
 * No Firebase loaded and no persisted user means signed out: no need to download Firebase. Until
 * Firebase has loaded, the token it persisted is used while it has time left (decision 296).
 */
async function currentIdToken(): Promise<string | null | undefined> {
  if (!isFirebaseRequested() && !hasPersistedFirebaseUser()) return undefined;
  if (!isFirebaseLoaded()) {
    const session = persistedSession();
    if (session) return session.idToken;
  }
  const { auth } = await loadFirebase();
  // A request made while a remembered session is still being restored (the home screen starts
  // its search then) waits for it: asked without the token it would get a signed-out answer.
  await auth.authStateReady();
  try {
    return await auth.currentUser?.getIdToken();
  } catch (error) {
    // An expired token that cannot be renewed for want of a connection (the browser's offline
    // flag, or a "connected" network that passes nothing, which the flag misses; decision 342).
    if (isNetworkFailure(error)) return null;
    throw error;
  }
}

/** Names of the `:param` parts of a route ("GET /api/houses/:id/photos/:photoId" -> id | photoId). */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * What a call needs besides its route: path values, a JSON body, the query string its route
 * declares (contract/api.ts), abort signal.
 */
export type ApiCallOptions<R extends ApiRoute> = ([ParamNames<R>] extends [never]
  ? { path?: undefined }
  : { path: Record<ParamNames<R>, string | number> }) &
  (ApiBody<R> extends undefined ? { body?: undefined } : { body: ApiBody<R> }) &
  (ApiQuery<R> extends undefined ? { query?: undefined } : { query: ApiQuery<R> }) & {
    signal?: AbortSignal;
  };

/** The options argument may be left out when a call needs neither path values nor a body. */
type OptionsArg<R extends ApiRoute> =
  object extends ApiCallOptions<R> ? [options?: ApiCallOptions<R>] : [options: ApiCallOptions<R>];

/**
 * Read-your-own-writes with D1 read replicas: the API answers the database session's bookmark,
 * and every request sends the newest one seen (bookmarks sort as strings) so its reads start no
 * older than this tab's last write. Kept for the tab's life, across reloads.
 */
const BOOKMARK_HEADER = "X-D1-Bookmark";
const REQUEST_ID_HEADER = "X-Request-Id";
const BOOKMARK_KEY = "li-lights:d1-bookmark";
let newestBookmark: string | null = readStoredBookmark();

function readStoredBookmark() {
  try {
    return sessionStorage.getItem(BOOKMARK_KEY);
  } catch {
    return null;
  }
}

function rememberBookmark(response: Response) {
  const bookmark = response.headers.get(BOOKMARK_HEADER);
  if (!bookmark || (newestBookmark && bookmark <= newestBookmark)) return;
  newestBookmark = bookmark;
  try {
    sessionStorage.setItem(BOOKMARK_KEY, bookmark);
  } catch {
    // Storage unavailable (private mode quotas): the bookmark still lives for this page.
  }
}

/**
 * Every request's headers, built in one place: JSON, the bearer token when signed in, and the
 * newest database bookmark. Headers every call must carry go here.
 */
async function requestHeaders(
  method: string,
  hasBody: boolean,
  token: string | null | undefined,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // Writes carry an App Check token when App Check is configured (src/lib/app-check.ts).
  if (!READ_METHODS.has(method)) Object.assign(headers, await appCheckHeader());
  if (token) headers.Authorization = `Bearer ${token}`;
  if (hasBody) headers["Content-Type"] = "application/json";
  if (newestBookmark) headers[BOOKMARK_HEADER] = newestBookmark;
  return headers;
}

/** "/api/houses/:id" + { id: 12 } -> "/api/houses/12" (each value URL-encoded). */
function fillPath(pattern: string, values: Record<string, string | number> | undefined): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`Missing path value "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** A successful answer, or the error the conventions above name. A FormData body goes as is. */
async function request(
  method: string,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
) {
  const form = body instanceof FormData ? body : null;
  const token = await currentIdToken();
  const response = await fetch(url, {
    method,
    headers: await requestHeaders(method, body !== undefined && !form, token),
    body: body === undefined ? undefined : (form ?? JSON.stringify(body)),
    signal,
  }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    // Nothing reached: the offline banner shows (src/lib/offline/connection.ts), and the error
    // says so in words (the browser's own text is "Failed to fetch").
    noteApiAnswer(null);
    throw new ConnectionError({ cause: error });
  });
  rememberBookmark(response);

  if (response.status === 401 && token === null) {
    // The API answered, Firebase's token service did not: the user is still signed in, the
    // connection is what failed them (decision 342).
    noteApiAnswer(null);
    throw new ConnectionError();
  }
  noteApiAnswer(response);

  if (response.status === 401) {
    handleUnauthorized();
    throw new UnauthorizedError();
  }
  if (!response.ok) {
    const requestId = response.headers.get(REQUEST_ID_HEADER);
    // The error toast this failure raises shows its reference (src/lib/request-reference.ts).
    noteFailedRequest(requestId);
    const { message, houseId, body } = await errorBody(response);
    if (response.status === 403 && message === ADMIN_REQUIRED_MESSAGE) {
      adminAccessLost?.();
      throw new AdminAccessLostError(requestId);
    }
    if (response.status === 404 && houseId !== undefined) {
      throw new HouseGoneError(message, houseId, requestId);
    }
    throw new ApiError(message, response.status, requestId, body);
  }
  return response;
}

/** The JSON of a successful answer (204 = null), or the error the conventions above name. */
async function send(method: string, url: string, body: unknown, signal: AbortSignal | undefined) {
  // A read no service worker saw: the page hands its answer to the worker once one is active,
  // so a house opened on a first visit opens offline too (decision 390), and the signed-in
  // account's own answers, its user record first, are kept as its own (decision 412).
  const pastWorker = method === "GET" && !navigator.serviceWorker?.controller;
  const owner = signedInUid();
  const response = await request(method, url, body, signal);
  if (response.status === 204) return null;
  const answer = await response.json();
  if (pastWorker) keepForOffline(url, answer, owner);
  return answer;
}

/**
 * The one request that only asks whether the API answers again, made while the app counts as
 * unreachable and no screen has a read of its own to ask again (src/lib/offline/fresh-answers.ts,
 * decision 348): after a failed write nothing else would ask, and the offline banner and the
 * disabled buttons would stay until a navigation. HEAD, which the service worker never answers
 * from a saved copy (it keeps only GET answers), of a route that reads no database, past the HTTP
 * cache. Any answer from the network clears the flag, as any other answer does. An expired token
 * that cannot be renewed for want of a connection sends nothing: the API would answer, yet every
 * signed-in request would still go without a token and fail (decision 342), so the banner would
 * come and go every few seconds.
 */
const CONNECTION_CHECK_PATH = "/api/map-config";
/** The check under way: one at a time, as on a slow network one can outlast the next call. */
let connectionCheck: Promise<void> | null = null;

export function checkConnection(): Promise<void> {
  connectionCheck ??= askWhetherApiAnswers().finally(() => {
    connectionCheck = null;
  });
  return connectionCheck;
}

async function askWhetherApiAnswers() {
  // Any other failure to get a token is no connection matter: the next real request meets it.
  const token = await currentIdToken().catch(() => undefined);
  if (token === null) return;
  const response = await fetch(CONNECTION_CHECK_PATH, { method: "HEAD", cache: "no-store" }).catch(
    () => null,
  );
  noteApiAnswer(response);
}

/** A file the API answers (an admin export): its bytes and the name the server gave it. */
export async function apiDownload(path: string, query?: QueryParams) {
  const response = await request("GET", buildUrl(path, query), undefined, undefined);
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "download";
  return { blob: await response.blob(), fileName };
}

/**
 * The failure's message (else a generic text), the house a 404 names, if it names one, and the
 * whole answer when it is a JSON object.
 */
async function errorBody(
  response: Response,
): Promise<{ message: string; houseId?: number; body: object | null }> {
  const generic = `Request failed: ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null) {
      const message = "message" in body && typeof body.message === "string" && body.message;
      const houseId = "houseId" in body && Number.isInteger(body.houseId) ? body.houseId : null;
      return {
        message: message || generic,
        ...(typeof houseId === "number" ? { houseId } : {}),
        body,
      };
    }
  } catch {
    // Not JSON: keep the generic text.
  }
  return { message: generic, body: null };
}

/**
 * Calls one API route. The answer's type comes from the route (contract/api.ts), never from
 * the caller: `api("GET /api/houses/:id", { path: { id } })` is a Promise of HouseDetail.
 */
export function api<R extends ApiRoute>(
  route: R,
  ...[options]: OptionsArg<R>
): Promise<ApiResponse<R>> {
  const space = route.indexOf(" ");
  const method = route.slice(0, space);
  const path = fillPath(route.slice(space + 1), options?.path);
  // Every declared query is an object of plain values (contract/api.ts).
  const query = options?.query as QueryParams | undefined;
  return send(method, buildUrl(path, query), options?.body, options?.signal);
}
