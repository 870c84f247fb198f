/**
 * Vite plugin: the page security headers from worker/lib/http/security-headers.ts, written into the
 * static assets' `_headers` at build time (Workers static assets and `vite preview` apply it)
 * and sent by the dev server. The map style origin comes from MAP_STYLE_URL of the Cloudflare
 * environment being built (CLOUDFLARE_ENV), the auth origins from the same VITE_ variables
 * src/lib/firebase.ts reads.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { type ConfigEnv, loadEnv, type Plugin } from "vite";
import { unstable_readConfig } from "wrangler";
import {
  assetsHeadersFile,
  type PageSources,
  pageSecurityHeaders,
} from "../worker/lib/http/security-headers.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

function pageSources(env: ConfigEnv): PageSources {
  const vite = { ...loadEnv(env.mode, ROOT, "VITE_"), ...process.env };
  const emulator =
    vite.VITE_AUTH_EMULATOR_URL ??
    (vite.VITE_FIREBASE_API_KEY ? undefined : "http://127.0.0.1:9099");
  const worker = unstable_readConfig(
    {
      config: process.env.LIGHTS_WRANGLER_CONFIG ?? path.join(ROOT, "wrangler.toml"),
      env: process.env.CLOUDFLARE_ENV,
    },
    { hideWarnings: true },
  );
  const vars = worker.vars as Record<string, unknown>;
  return {
    mapStyleUrl:
      process.env.MAP_STYLE_URL ??
      (typeof vars.MAP_STYLE_URL === "string" ? vars.MAP_STYLE_URL : null),
    firebaseAuthDomain: vite.VITE_FIREBASE_AUTH_DOMAIN ?? null,
    authEmulatorOrigins: emulator ? [emulator] : [],
    appCheck: Boolean(vite.VITE_FIREBASE_APP_CHECK_SITE_KEY?.trim()),
  };
}

export function securityHeaders(): Plugin {
  let sources: PageSources = {};
  return {
    name: "lights-security-headers",
    config(_config, env) {
      sources = pageSources(env);
      if (env.command !== "serve" || env.isPreview) return;
      // Dev only: Vite's inline React refresh preamble gets this nonce; production has no inline script.
      const scriptNonce = randomBytes(16).toString("base64url");
      return {
        html: { cspNonce: scriptNonce },
        server: { headers: pageSecurityHeaders({ ...sources, devServer: { scriptNonce } }) },
      };
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: "_headers", source: assetsHeadersFile(sources) });
    },
  };
}
