import { secureHeaders } from "hono/secure-headers";
import { factory } from "../factory";
import { type PageSources, pageSecurityHeaders } from "../lib/http/security-headers";
import { isEmulatorMode } from "../services/auth";

/**
 * API answers are data, never documents: nothing may load from them or frame them. Images and
 * videos under /api are still usable by the app's own <img>/<video> (same origin).
 */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  xContentTypeOptions: "nosniff",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  crossOriginResourcePolicy: "same-origin",
  crossOriginOpenerPolicy: "same-origin",
});

/**
 * Answers to a signed-in caller may hold their own data (favorites, e-mail, drafts): no shared or
 * browser cache may keep them. Runs after the handler, so it sees the final answer.
 */
export const privateAnswers = factory.createMiddleware(async (c, next) => {
  await next();
  const contentType = c.res.headers.get("Content-Type") ?? "";
  if (c.req.header("Authorization") && contentType.includes("json")) {
    c.res.headers.set("Cache-Control", "private, no-store");
  }
});

/** Page headers for HTML the worker answers itself (same policy as the static `_headers`). */
export function pageSecurityHeadersFor(env: Env): Record<string, string> {
  const sources: PageSources = {
    mapStyleUrl: env.MAP_STYLE_URL,
    appCheck: env.FIREBASE_APP_CHECK === "enforce",
  };
  // The emulator's port differs between `npm start` and the e2e run: any loopback port.
  if (isEmulatorMode(env)) {
    sources.authEmulatorOrigins = ["http://127.0.0.1:*", "http://localhost:*"];
  }
  return pageSecurityHeaders(sources);
}

/**
 * The page headers for HTML the worker builds from a static asset (the shell, the prerendered
 * landing): those the asset answer already carries win, so `vite dev` keeps its CSP with the
 * nonce of its inline scripts; the shared page policy fills in the rest.
 */
export function pageSecurityHeadersOver(env: Env, asset: Response): Record<string, string> {
  const headers = pageSecurityHeadersFor(env);
  for (const name of Object.keys(headers)) {
    const own = asset.headers.get(name);
    if (own) headers[name] = own;
  }
  return headers;
}
