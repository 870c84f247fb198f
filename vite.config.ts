import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { clientManifestOutsideAssets } from "./scripts/vite-client-manifest.ts";
import { keepDeployPointer } from "./scripts/vite-deploy-pointer.ts";
import { inlineStylesheet } from "./scripts/vite-inline-stylesheet.ts";
import { lucideIconsOneByOne } from "./scripts/vite-lucide-icons.ts";
import { prerenderPages } from "./scripts/vite-prerender.ts";
import { QUERY_HOOKS_LATER, screenChunkGroups } from "./scripts/vite-screen-chunks.ts";
import { securityHeaders } from "./scripts/vite-security-headers.ts";
import { serviceWorker } from "./scripts/vite-service-worker.ts";

// LIGHTS_STATE_DIR lets the end-to-end run keep its own local D1/R2/DO state beside the
// developer's (.wrangler/state), so `npm test` never touches data a person added.
const stateDir = process.env.LIGHTS_STATE_DIR;
// LIGHTS_WRANGLER_CONFIG builds with another copy of wrangler.toml (npm run deploy:check --config).
const wranglerConfig = process.env.LIGHTS_WRANGLER_CONFIG;

/** Vite's helper behind every lazy import: the entry imports it, so it is always loaded first. */
const ENTRY_HELPER = /\/preload-helper-[\w-]{8}\.js$/;
/** The app and the libraries it runs on: loaded before any screen's chunk is asked for. */
const APP_FILES = /\/(app|react|rolldown-runtime)-[\w-]{8}\.js$/;
/**
 * A screen's chunk (src/routes/<screen>/<name>-page.tsx), the signed-in screens' router, and the
 * sign-in dialog (src/components/auth/auth-dialog.tsx): every page's Sign In and Get Started open
 * it, often before the page has settled and loaded it ahead.
 */
const SCREEN_CHUNK = /\/(?!admin-)(signed-in-routes|auth-dialog|[a-z-]+-page)-[\w-]{8}\.js$/;

/** React, React DOM, the router and TanStack Query: every page runs them. */
const LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;

/**
 * A module of the libraries' chunk: one of the libraries above, but not a query hook the app
 * never calls (its index re-exports them), which goes with the screen code calling it
 * (scripts/vite-screen-chunks.ts, decision 403).
 */
function inLibrariesChunk(id: string) {
  return (
    LIBRARIES.test(id) &&
    !QUERY_HOOKS_LATER.mutation.test(id) &&
    !QUERY_HOOKS_LATER.infinite.test(id)
  );
}

/**
 * What the page or a lazy import asks for beside the chunk itself (`<link rel=modulepreload>`,
 * `modulePreload` below): for the app, each screen and the sign-in dialog, every file the chunk
 * imports that is not loaded by then. Other on-demand parts (dialogs, maps, upload tools) and the
 * admin screens ask for none: each name listed costs every page that carries the import a few
 * bytes, and those are not on the way to a first screen or to signing in.
 */
function preloadedWith(file: string, deps: string[], { hostType }: { hostType: "html" | "js" }) {
  // The page's own entry: its one import comes with it, so it runs (and holds early taps) a
  // round trip sooner.
  if (hostType === "html") return deps;
  const isApp = APP_FILES.test(file);
  if (!isApp && !SCREEN_CHUNK.test(file)) return [];
  return deps.filter(
    (dep) => dep !== file && !ENTRY_HELPER.test(dep) && (isApp || !APP_FILES.test(dep)),
  );
}

export default defineConfig({
  plugins: [
    lucideIconsOneByOne(),
    react(),
    tailwindcss(),
    cloudflare({
      ...(stateDir ? { persistState: { path: stateDir } } : {}),
      ...(wranglerConfig ? { configPath: wranglerConfig } : {}),
    }),
    // Right after the Cloudflare plugin: its hooks undo that plugin's pointer write at once.
    keepDeployPointer(),
    securityHeaders(),
    inlineStylesheet(),
    prerenderPages(),
    serviceWorker(),
    clientManifestOutsideAssets(),
  ],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "@contract": path.resolve(import.meta.dirname, "contract"),
    },
  },
  // The client manifest lets scripts/check-bundle-budget.ts measure the landing's initial JS
  // (written outside the published files: scripts/vite-client-manifest.ts).
  environments: {
    client: {
      build: {
        manifest: true,
        // The app's and each screen's lazy import ask for the files their chunk imports at once
        // (`<link rel=modulepreload>`, chosen by preloadedWith above). Without them the browser
        // found each level of imports only once the level above had arrived and been parsed, a
        // round trip per level on a phone's network (five for the privacy screen). Decision 141.
        // No polyfill: a browser without modulepreload finds the files as before.
        modulePreload: {
          polyfill: false,
          resolveDependencies: preloadedWith,
        },
        // Two lazy chunks are large by nature: the HEIC decoder (libheif in WebAssembly, about
        // 3 MB, loaded only when someone picks a HEIC photo) and maplibre (1.1 MB, screens with a
        // map). What each screen loads before it is interactive is budgeted by
        // scripts/check-bundle-budget.ts instead of Vite's blanket 500 KB warning.
        chunkSizeWarningLimit: 3_000,
        rolldownOptions: {
          output: {
            // V8's compile hint for the chunk whose functions nearly all run on every load (React,
            // React DOM, the router, TanStack Query): Chrome compiles them while the file streams
            // in, on a background thread, instead of one by one on the main thread the first
            // time each runs. Measured: a fifth less main-thread script time in that chunk on a
            // cold load (docs/performance.md). After minification, so the comment stays first.
            postBanner: (chunk) => (chunk.name === "react" ? "//# allFunctionsCalledOnLoad\n" : ""),
            // The libraries every screen runs on, in one chunk: left to the automatic split, the
            // app's chunk (loaded after the first paint, src/main.tsx) and the screens share
            // them through a handful of small chunks, each a request and its own compression.
            codeSplitting: {
              groups: [
                // Vite's helper behind every lazy import, in a chunk of its own: left in the
                // entry, every lazy screen would depend on the entry chunk and so on its
                // stylesheet, and loading a screen would fetch and re-apply the stylesheet the
                // HTML already carries inline (scripts/vite-inline-stylesheet.ts).
                { name: "preload-helper", test: /vite\/preload-helper/, priority: 20 },
                {
                  name: "react",
                  test: inLibrariesChunk,
                  priority: 20,
                },
                // The first screens' modules in a few files (scripts/vite-screen-chunks.ts), after
                // the two above: a group of higher priority keeps the modules it takes. Their
                // priorities count down from 19, one a chunk, and stay above 0: with the eleventh
                // chunk at -1 the groups came apart (the app took 16 KB of screen code).
                ...screenChunkGroups(19),
              ],
            },
          },
        },
      },
    },
  },
  // VITE_CACHE_DIR gives a second dev server in the same checkout its own pre-bundled deps.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    host: "127.0.0.1",
    // The dev server transforms a module the first time a browser asks for it, and a screen is
    // hundreds of them: the entry and every screen are transformed at start instead (their
    // static imports follow), so a first visit is served from the cache.
    warmup: { clientFiles: ["./src/main.tsx", "./src/boot.tsx", "./src/routes/**/*-page.tsx"] },
  },
  optimizeDeps: {
    // Every screen's libraries pre-bundled at start: one found later (maplibre on the first map,
    // say) makes Vite re-bundle and reload the page the person is looking at.
    entries: ["index.html", "src/routes/**/*-page.tsx"],
  },
  preview: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    host: "127.0.0.1",
    // As the edge serves the build: no CORS headers. Vite's default answers a request with an
    // Origin header (module scripts send one) with "Vary: Origin", so the service worker's
    // request for a script the page already has (no Origin) missed the browser's cache, and a
    // phone downloaded the file twice (decision 396).
    cors: false,
  },
});
