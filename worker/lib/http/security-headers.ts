/**
 * Security headers for the app's HTML pages, built in one place: the build writes them into the
 * static assets' `_headers` (scripts/vite-security-headers.ts), the Vite dev server sends them,
 * and the worker adds them to any HTML it answers itself (pageSecurityHeadersFor in
 * middleware/security-headers.ts). Pure: no worker or Node APIs, so all three can import it.
 *
 * The Content-Security-Policy allows exactly what the app embeds; docs/security.md lists why
 * each source is there. No inline scripts: script-src has no 'unsafe-inline'.
 */

/** OpenFreeMap: the default base map (style, tiles, glyphs and sprites from one origin). */
export const OPENFREEMAP_ORIGIN = "https://tiles.openfreemap.org";

/** reCAPTCHA Enterprise (App Check's provider): its loader script and challenge frame. */
const RECAPTCHA = {
  script: "https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
  frame: "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
};
/** Where App Check exchanges a reCAPTCHA answer for its token. */
const APP_CHECK_EXCHANGE = "https://content-firebaseappcheck.googleapis.com";

export interface PageSources {
  /** MAP_STYLE_URL; its origin serves the style and (for the supported hosts) the tiles. */
  mapStyleUrl?: string | null;
  /** Firebase auth domain (sign-in helper iframe); *.firebaseapp.com is always allowed. */
  firebaseAuthDomain?: string | null;
  /** Local development: the Auth Emulator origin(s) the client talks to. */
  authEmulatorOrigins?: readonly string[];
  /**
   * Firebase App Check with reCAPTCHA Enterprise is on (a site key in the client build, or
   * FIREBASE_APP_CHECK=enforce in the worker): its script, frame and token exchange.
   */
  appCheck?: boolean;
  /** Vite dev server only: the nonce of its inline React refresh preamble, and HMR sockets. */
  devServer?: { scriptNonce: string };
}

function originOf(url: string | null | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(sources: PageSources = {}): string {
  const mapOrigin = originOf(sources.mapStyleUrl);
  const authDomain = sources.firebaseAuthDomain?.trim()
    ? `https://${sources.firebaseAuthDomain.trim().replace(/^https?:\/\//, "")}`
    : null;
  // Origins, or a loopback pattern with any port ("http://127.0.0.1:*").
  const emulator = (sources.authEmulatorOrigins ?? [])
    .map((o) => (/^http:\/\/(127\.0\.0\.1|localhost):\*$/.test(o) ? o : originOf(o)))
    .filter((o): o is string => Boolean(o));
  const dev = sources.devServer;
  const maps = [
    OPENFREEMAP_ORIGIN,
    ...(mapOrigin && mapOrigin !== OPENFREEMAP_ORIGIN ? [mapOrigin] : []),
  ];
  const list = (...items: Array<string | null | false | undefined>) =>
    [...new Set(items.filter(Boolean))].join(" ");

  const directives: Record<string, string> = {
    "default-src": "'self'",
    // apis.google.com: Firebase Auth loads its Google sign-in helper from there. No
    // 'unsafe-inline' and no 'unsafe-eval': nothing the app runs builds code from strings (the
    // HEIC decoder is heic-to's CSP build, zod runs jitless).
    "script-src": list(
      "'self'",
      "https://apis.google.com",
      sources.appCheck && RECAPTCHA.script,
      dev && `'nonce-${dev.scriptNonce}'`,
    ),
    // Inline style attributes and injected <style> (maplibre, Radix positioning, Vite dev CSS).
    "style-src": "'self' 'unsafe-inline'",
    "img-src": list("'self'", "data:", "blob:", ...maps, "https://*.googleusercontent.com"),
    "font-src": "'self' data:",
    "connect-src": list(
      "'self'",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
      ...maps,
      // Cloudflare Stream direct creator uploads (tus) in production.
      "https://upload.videodelivery.net",
      "https://*.cloudflarestream.com",
      sources.appCheck && APP_CHECK_EXCHANGE,
      ...emulator,
      dev && "ws:",
    ),
    "frame-src": list(
      "https://www.youtube.com",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://iframe.videodelivery.net",
      "https://*.cloudflarestream.com",
      "https://*.firebaseapp.com",
      authDomain,
      sources.appCheck && RECAPTCHA.frame,
      ...emulator,
    ),
    "media-src": list(
      "'self'",
      "blob:",
      "https://videodelivery.net",
      "https://*.cloudflarestream.com",
    ),
    // maplibre-gl runs its tile workers from blob: URLs.
    "worker-src": "'self' blob:",
    "child-src": "'self' blob:",
    "manifest-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/** Headers every HTML page carries. */
export function pageSecurityHeaders(sources: PageSources = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(sources),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    // Sends only the origin to other sites (YouTube embeds need it), nothing over http.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    // Firebase's Google sign-in popup must be able to report back to this window.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "Permissions-Policy": "camera=(), microphone=(), payment=(), usb=()",
  };
}

/**
 * Files under /assets/ carry a hash of their content in their name (Vite's output), so a changed
 * file is a new URL: browsers and the edge may keep each one for a year without asking again.
 */
export const HASHED_ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The `_headers` file for Workers static assets: every path gets the page headers; hashed
 * /assets/ files are cached for good; the service worker script is revalidated on every load so a
 * new build reaches installed apps at once. Everything else (HTML, icons, the web manifest) keeps
 * Workers' default, revalidated on every use. These rules apply only to what the assets serve,
 * which is only files that exist: a path with no file goes to the worker (wrangler.toml,
 * `not_found_handling = "none"`), so a missing /assets/ file never carries the year's cache
 * (decision 343).
 */
export function assetsHeadersFile(sources: PageSources = {}): string {
  const lines = Object.entries(pageSecurityHeaders(sources)).map(([k, v]) => `  ${k}: ${v}`);
  return [
    "# Generated at build time from worker/lib/http/security-headers.ts",
    "/*",
    ...lines,
    "/assets/*",
    `  Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`,
    "/sw.js",
    "  Cache-Control: no-cache",
    "",
  ].join("\n");
}
