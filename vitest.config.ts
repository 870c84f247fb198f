import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { CONTACT_WORDING } from "./contract/legal-contact.ts";
import type { LegalWording } from "./contract/legal-defaults.ts";
import { PRIVACY_WORDING } from "./contract/legal-privacy.ts";
import { TERMS_WORDING } from "./contract/legal-terms.ts";
import { NOT_FOUND_PAGES } from "./contract/not-found-pages.ts";
import { LANDING_SITE_TEXTS } from "./contract/site-texts-landing.ts";
import { SHELL_SITE_TEXTS } from "./contract/site-texts-shell.ts";
import { STREAM_STAND_IN, streamApiStandIn } from "./test/stand-ins/cloudflare-stream-api.ts";
import { escapeHtml } from "./worker/pages/escape-html.ts";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "@contract": path.resolve(import.meta.dirname, "contract"),
};

/**
 * A block of the landing, header or footer as the build writes it: a paragraph (a subtitle, a
 * feature's text, an answer, the footer's about text) as a `<p>`, any other as a `<span>`.
 */
function siteBlock([key, text]: readonly [string, string]) {
  const tag = /(\.subtitle|\.text|Text|\.a\d)$/.test(key) ? "p" : "span";
  return `<${tag} class="site-content" data-key="${key}">${text}</${tag}>`;
}

/**
 * The worker reads the SPA's index.html through its ASSETS binding (house pages). The test pool
 * has no build, so it serves the source index.html, the same shell the build starts from. The
 * landing the build prerenders stands in as that shell with one block per text of the landing,
 * header and footer, each carrying its key and built-in wording as the prerendered blocks do
 * (`siteBlock`):
 * what the worker writes the current texts and counts into (worker/pages/served-texts.ts). The
 * text pages (privacy, terms, contact, under both paths) stand in likewise: the header's and
 * footer's blocks, each one-line block as text with its key (`data-text-key`, a mail link's
 * `data-mailto-key`), and the other blocks keyed in the element that ends with the blocks admins
 * add (`data-added-blocks`).
 */
function htmlShellDirectory() {
  const directory = path.join(import.meta.dirname, "node_modules/.cache/html-shell");
  // Written anew, not over the files: a copy of the tree with hard-linked node_modules (a git
  // worktree beside this one) would otherwise share them and read the other tree's pages.
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(path.join(directory, "prerendered"), { recursive: true });
  const shell = readFileSync(path.join(import.meta.dirname, "index.html"), "utf8");
  writeFileSync(path.join(directory, "index.html"), shell);
  const blocks = [...LANDING_SITE_TEXTS, ...SHELL_SITE_TEXTS].map(siteBlock).join("");
  writeFileSync(
    path.join(directory, "prerendered/landing.html"),
    shell.replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered-path="/">${blocks}</div>`,
    ),
  );
  const shellBlocks = SHELL_SITE_TEXTS.map(siteBlock).join("");
  const textPage = (wording: LegalWording) => {
    const oneLine = wording.blocks.filter(({ key }) =>
      /\.(title|lastUpdated|label|description|email)$/.test(key),
    );
    const lines = oneLine.map(({ key, content }) =>
      key.endsWith(".email")
        ? `<a class="underline" href="mailto:${escapeHtml(content)}" data-mailto-key="${key}">${escapeHtml(content)}</a>`
        : `<p data-text-key="${key}">${escapeHtml(content)}</p>`,
    );
    const blocks = wording.blocks
      .filter((block) => !oneLine.includes(block))
      .map(
        ({ key, content }) =>
          `<div class="site-content space-y-3 [&amp;_a]:underline" data-key="${key}">${content}</div>`,
      );
    return `<article>${lines.join("")}<div class="mt-6" data-added-blocks="">${blocks.join("")}</div></article>`;
  };
  for (const [pagePath, wording] of [
    ["/privacy", PRIVACY_WORDING],
    ["/privacy-policy", PRIVACY_WORDING],
    ["/terms", TERMS_WORDING],
    ["/terms-of-service", TERMS_WORDING],
    ["/contact", CONTACT_WORDING],
    ["/contact-us", CONTACT_WORDING],
  ] as const) {
    writeFileSync(
      path.join(directory, `${pagePath.slice(1)}.html`),
      shell.replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered-path="${pagePath}">${shellBlocks}${textPage(wording)}</div>`,
      ),
    );
  }
  // The not-found pages: the header's signed-out account buttons in the app's layout (what the
  // worker makes a placeholder of for a signed-in visitor, decision 404), a heading naming which
  // page it is, for the worker's choice to be seen, and for Page Not Found and "House not found"
  // the signed-out ways back in in the app's markup (which the worker turns into the signed-in
  // ones, decision 413), under Page Not Found's paragraph.
  const header =
    '<header class="sticky top-0"><div class="mx-auto flex"><a href="/">LI Lights</a><div class="ml-auto flex items-center gap-2"><button id="header-sign-in" class="h-8">Sign In</button><button class="h-8">Get Started</button></div></div></header>';
  const waysBackIn =
    '<div class="flex flex-wrap justify-center gap-3"><a class="h-10" href="/lights" data-discover="true"><svg class="lucide lucide-map-pin"></svg>Browse by Town</a><a class="h-10" href="/tours/popular" data-discover="true"><svg class="lucide lucide-route"></svg>Popular Tours</a></div>';
  const notFoundMain: Record<string, string> = {
    page: `<main><p class="text-muted-foreground">The lights are off at this address &amp; its links.<!-- --> <!-- -->Browse the displays town by town, or follow a tour neighbors planned.</p>${waysBackIn}</main>`,
    house: `<main><p class="text-muted-foreground">No display on LI Lights is at this link.</p>${waysBackIn}</main>`,
  };
  for (const [kind, page] of Object.entries(NOT_FOUND_PAGES)) {
    writeFileSync(
      path.join(directory, `${page.servedAt.slice(1)}.html`),
      shell.replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered-path="${page.renderedFor}">${header}<h1 data-not-found-kind="${kind}">Not found</h1>${notFoundMain[kind] ?? ""}</div>`,
      ),
    );
  }
  return directory;
}

/**
 * Worker test files that read the whole database or its exact neighbourhood (a backup's row
 * counts, the nearest 100 houses, a town's nearest towns, fixed fixture addresses judged as
 * duplicates, a job that never ran, a sync of every house to production, whose work grows with
 * every house the other files made), or run the nightly cleanup a month ahead (the Undo's, whose
 * night would delete the other files' files): each needs a database no other file has written to.
 */
const WHOLE_DATABASE_FILES = [
  "test/backup.test.ts",
  "test/db-sync.test.ts",
  "test/house-import.test.ts",
  "test/input-regressions.test.ts",
  "test/lit-tonight-api.test.ts",
  "test/media-undo.test.ts",
  "test/scheduled-jobs.test.ts",
  "test/search-pages.test.ts",
  "test/seeded-house-pages.test.ts",
];

/**
 * Worker test files of production's video host, Cloudflare Stream (decision 327): their project's
 * bindings select it, and every request leaving workerd goes to a stand-in of Stream's API in
 * Node (test/stand-ins/cloudflare-stream-api.ts), so the real adapter runs and nothing reaches
 * the network. The other projects keep the local host.
 */
const STREAM_HOST_FILES = ["test/stream-uploads.test.ts"];

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const workerProject = (
    name: string,
    files: { include?: string[]; exclude?: string[]; isolate: boolean },
    videoHost: {
      bindings?: Record<string, string>;
      outboundService?: (request: Request) => Promise<Response>;
    } = {},
  ) => ({
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // Emulator mode is local config (.dev.vars), which a fresh clone may not have yet.
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
            // Local uploads play as soon as their last byte is in (no emulated processing).
            LOCAL_VIDEO_PROCESSING_SECONDS: "0",
            ...videoHost.bindings,
          },
          ...(videoHost.outboundService ? { outboundService: videoHost.outboundService } : {}),
          assets: { directory: htmlShellDirectory(), binding: "ASSETS" },
          // A tight limiter the rate-limit test swaps in (the app's own are generous).
          ratelimits: {
            TEST_RATE_LIMIT: { namespace_id: "9001", simple: { limit: 2, period: 10 } },
          },
        },
      }),
    ],
    resolve: { alias },
    test: {
      name,
      include: files.include ?? ["test/**/*.test.ts"],
      exclude: files.exclude ?? [],
      // A runtime per file costs about two seconds of start-up on a 2-core machine.
      isolate: files.isolate,
      setupFiles: ["./test/apply-migrations.ts"],
      // Some tests move megabytes through tus and R2; on a loaded 2-core machine that takes seconds.
      testTimeout: 30_000,
      // obscenity ships CommonJS behind an ESM wrapper that workerd's module runner cannot
      // read; pre-bundling turns it into plain ESM (wrangler's esbuild build needs nothing).
      deps: { optimizer: { ssr: { enabled: true, include: ["obscenity"] } } },
    },
  });
  return {
    test: {
      // Every request the worker tests make writes its log line (worker/middleware/request-log.ts):
      // thousands would bury the output (test/request-log.test.ts checks them). Read by the
      // reporter, so it must sit here rather than in the worker project.
      onConsoleLog: (log: string) =>
        !(log.includes("requestId:") && log.includes("route:") && log.includes("durationMs:")),
      projects: [
        // Worker tests run inside workerd against real (local) D1, R2 and Durable Objects, in
        // two groups: most files share one runtime per vitest worker (storage and modules carry
        // over from file to file, so they make their own users and houses and never count what
        // the whole database holds); the few that do count it get a runtime of their own each.
        workerProject("worker", {
          exclude: [...WHOLE_DATABASE_FILES, ...STREAM_HOST_FILES],
          isolate: false,
        }),
        workerProject("worker-whole-database", { include: WHOLE_DATABASE_FILES, isolate: true }),
        workerProject(
          "worker-stream",
          { include: STREAM_HOST_FILES, isolate: true },
          {
            bindings: {
              VIDEO_PROVIDER: "cloudflare",
              CLOUDFLARE_ACCOUNT_ID: STREAM_STAND_IN.accountId,
              CLOUDFLARE_STREAM_API_TOKEN: STREAM_STAND_IN.apiToken,
            },
            outboundService: streamApiStandIn,
          },
        ),
        {
          resolve: { alias },
          test: {
            name: "client",
            include: ["src/**/*.test.{ts,tsx}"],
            environment: "happy-dom",
          },
        },
        {
          // Repository checks in plain Node: docs and configuration agree with the code.
          test: {
            name: "repo",
            include: ["scripts/repo-tests/**/*.test.ts"],
            environment: "node",
            // The import-rule probes start Biome once per case.
            testTimeout: 30_000,
          },
        },
      ],
    },
  };
});
