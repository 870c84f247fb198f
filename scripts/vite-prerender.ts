/**
 * Vite plugin: after the client build, prerenders the landing and the public pages
 * (src/prerender.tsx) into the built index.html's #root and writes one HTML file per page, its
 * root marked with the path it was rendered for (src/boot.tsx hydrates only that path). The
 * app is loaded through a throw-away Vite server in SSR mode, so it runs the same sources the
 * client bundle was built from. index.html itself stays the empty shell: it is what every other
 * path of the app gets, and it is written again as app-shell.html for the service worker.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { Window } from "happy-dom";
import { createServer, type Plugin } from "vite";
import { unstable_readConfig } from "wrangler";

const ROOT = path.resolve(import.meta.dirname, "..");
const EMPTY_ROOT = '<div id="root"></div>';
/** The empty shell under a URL of its own (the service worker stores it for offline pages). */
export const APP_SHELL_FILE = "app-shell.html";

/** What src/prerender.tsx exports (typed here: the Node config project does not compile JSX). */
interface PrerenderModule {
  PRERENDERED_PAGES: Record<string, string>;
  prerenderPage(path: string): Promise<string>;
}

/**
 * The path a page file is served at: the assets drop ".html" ("contact.html" is "/contact",
 * "index.html" is "/").
 */
function servedPath(file: string) {
  return `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`;
}

/**
 * Every page file but the offline shell must be answered by the worker (its current texts and
 * tags, or the not-found page for the prerendered files' own paths): its path must be among
 * wrangler.toml's `run_worker_first` rules, or the assets would serve the file as it was built
 * (decision 343). Fails the build with the paths that are not.
 */
function checkWorkerAnswersPages(files: readonly string[]) {
  const worker = unstable_readConfig(
    {
      config: process.env.LIGHTS_WRANGLER_CONFIG ?? path.join(ROOT, "wrangler.toml"),
      env: process.env.CLOUDFLARE_ENV,
    },
    { hideWarnings: true },
  );
  const setting = worker.assets?.run_worker_first;
  if (setting === true) return;
  const rules = Array.isArray(setting) ? setting : [];
  // The rules' one wildcard, "*", stands for any characters ("!" marks a path left to the assets).
  const matches = (rule: string, pathname: string) =>
    new RegExp(
      `^${rule
        .split("*")
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")}$`,
    ).test(pathname);
  const workerFirst = (pathname: string) =>
    rules.some((rule) => !rule.startsWith("!") && matches(rule, pathname)) &&
    !rules.some((rule) => rule.startsWith("!") && matches(rule.slice(1), pathname));
  const missing = files.map(servedPath).filter((pathname) => !workerFirst(pathname));
  if (missing.length > 0) {
    throw new Error(
      `wrangler.toml's run_worker_first leaves these pages to the assets: ${missing.join(", ")}`,
    );
  }
}

export function prerenderPages(): Plugin {
  return {
    name: "li-lights:prerender",
    apply: "build",
    async closeBundle() {
      if (this.environment.name !== "client") return;
      const outDir = path.resolve(ROOT, this.environment.config.build.outDir);
      const shell = readFileSync(path.join(outDir, "index.html"), "utf8");
      if (!shell.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
      writeFileSync(path.join(outDir, APP_SHELL_FILE), shell);
      const server = await createServer({
        configFile: false,
        root: ROOT,
        logLevel: "warn",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
        resolve: {
          alias: {
            "@": path.join(ROOT, "src"),
            "@contract": path.join(ROOT, "contract"),
          },
        },
        plugins: [react()],
      });
      try {
        const app = (await server.ssrLoadModule("/src/prerender.tsx")) as PrerenderModule;
        // The public pages read their one-line blocks as text (parsed in a template element): a
        // DOM for them, set after the app's modules loaded so libraries still see a server.
        const dom = new Window({ url: "http://localhost/" });
        Object.assign(globalThis, { window: dom, document: dom.document });
        checkWorkerAnswersPages(["index.html", ...Object.values(app.PRERENDERED_PAGES)]);
        for (const [pagePath, file] of Object.entries(app.PRERENDERED_PAGES)) {
          const html = await app.prerenderPage(pagePath);
          if (/<script/i.test(html)) throw new Error(`prerender of ${pagePath} wrote a script`);
          const root = `<div id="root" data-prerendered-path="${pagePath}">${html}</div>`;
          mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
          writeFileSync(path.join(outDir, file), shell.replace(EMPTY_ROOT, root));
        }
      } finally {
        Reflect.deleteProperty(globalThis, "window");
        Reflect.deleteProperty(globalThis, "document");
        await server.close();
      }
    },
  };
}
