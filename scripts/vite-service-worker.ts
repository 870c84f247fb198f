/**
 * Vite plugin: builds the service worker (src/service-worker/sw.ts) into /sw.js for production
 * builds only, with this build's id and the list of files it stores at install
 * (docs/decisions/099-a-hand-written-service-worker-no-pwa-plugin.md). `vite dev` gets no service worker.
 *
 * Stored at install: the shell page, the manifest and icons, and every JS/CSS file of the build except
 * the chunks of the libraries listed in LOADED_ON_USE (uploads and the map: they need a connection
 * for what they do, and the worker stores them the first time they load).
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(ROOT, "src/service-worker/sw.ts");

/**
 * The page every app path opens offline: the empty shell (index.html, also written as
 * app-shell.html by scripts/vite-prerender.ts). Not "/": that answer is the prerendered landing.
 */
export const SHELL_PAGE_URL = "/app-shell";

/**
 * Files from public/ the installed app needs, and the shell page. The map's base layer (the
 * shorelines the offline map, the tour map and the printed tour draw) is one of them, so the
 * map screen can draw the houses last seen without a connection.
 */
export const PUBLIC_SHELL_URLS = [
  SHELL_PAGE_URL,
  "/map/long-island.geojson",
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/app-icon.svg",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/icon-maskable-512.png",
  "/icons/apple-touch-icon.png",
];

/** Libraries whose chunks are stored on first use rather than at install. */
const LOADED_ON_USE = ["maplibre-gl", "heic-to", "browser-image-compression", "tus-js-client"];

function usesHeavyLibrary(ids: readonly string[]) {
  // Chunks list absolute module ids, assets paths relative to the root: match either.
  return ids.some((id) =>
    LOADED_ON_USE.some((name) => `/${id}`.includes(`/node_modules/${name}/`)),
  );
}

/** The bundle's JS/CSS files the worker stores at install, as URLs. */
export function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const files: string[] = [];
  for (const file of Object.values(bundle)) {
    if (!/\.(m?js|css)$/.test(file.fileName)) continue;
    const sources = file.type === "chunk" ? file.moduleIds : file.originalFileNames;
    if (usesHeavyLibrary(sources)) continue;
    files.push(`/${file.fileName}`);
  }
  return files.sort();
}

async function compileWorker(defines: Record<string, string>): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    root: ROOT,
    define: defines,
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: "es2022",
      lib: {
        entry: SOURCE,
        formats: ["iife"],
        name: "lightsServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!("output" in result)) continue;
    const chunk = result.output.find((file) => file.type === "chunk");
    if (chunk) return chunk.code;
  }
  throw new Error("service worker build produced no code");
}

export function serviceWorker(): Plugin {
  return {
    name: "lights-service-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const urls = [...PUBLIC_SHELL_URLS, ...shellFiles(bundle)];
      const buildId = createHash("sha256").update(urls.join("\n")).digest("hex").slice(0, 12);
      const code = await compileWorker({
        __SHELL_BUILD_ID__: JSON.stringify(buildId),
        __SHELL_URLS__: JSON.stringify(urls),
        __SHELL_PAGE__: JSON.stringify(SHELL_PAGE_URL),
      });
      this.emitFile({ type: "asset", fileName: "sw.js", source: code });
    },
  };
}
