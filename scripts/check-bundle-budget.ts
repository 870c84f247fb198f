/**
 * The signed-out landing's JavaScript budget (docs/performance.md). Reads the client build's Vite
 * manifest (dist/client-manifest.json, which `vite build` writes beside the published files,
 * scripts/vite-client-manifest.ts), walks the static `imports`
 * of the entry, of the app it loads after the first paint and of the landing route chunk, and
 * fails when their gzip size (level 9, each file) exceeds the ceiling or when any of them
 * contains a heavy library that belongs in a lazy chunk. Every other screen (each route chunk,
 * src/routes/<screen>/<name>-page.tsx, a lazy import of the app) is measured the same way against
 * SCREEN_BUDGET_BYTES.
 *
 * Usage: `vite build && node scripts/check-bundle-budget.ts [client dir]` (npm test runs it after
 * the browser tests, whose server builds dist/ first; a build elsewhere, `vite build --outDir
 * /tmp/x`, is checked with `/tmp/x/client`). Exit code 1 when over budget.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { clientManifestPath } from "./vite-client-manifest.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
/** dist/client, or the client build named on the command line (a build in a temp dir). */
const CLIENT_DIR =
  import.meta.main && process.argv[2]
    ? path.resolve(process.argv[2])
    : path.join(ROOT, "dist/client");
const MANIFEST = clientManifestPath(CLIENT_DIR);
const LANDING_ROUTE = "src/routes/landing/landing-page.tsx";
/**
 * The house page is what people share: a signed-out visitor opening one must not load any heavy
 * library either (zod, Firebase, upload tools). Only the heavy check applies to it, no size budget.
 */
const HOUSE_ROUTE = "src/routes/house/house-page.tsx";
/**
 * A shared tour's link is shared the same way, and people print it (decision 395): the printed
 * sheet and its QR library (uqr) load on Print, or once the page has settled (decision 164), never
 * with the screen. The heavy check applies to it as to the house page (its size is a screen's).
 */
const SHARED_TOUR_ROUTE = "src/routes/tours/shared-tour-page.tsx";
/**
 * 120 KB, the goal set for the landing (docs/performance.md), is the ceiling. The landing came down
 * from 223 KB to 128 KB by lazy loading and to 118.8 KB on 2026-11-24 when `cn` stopped merging
 * classes (tailwind-merge left the bundle) and the proximity watcher loaded only for signed-in
 * people. Growth past it needs a cut elsewhere, not a higher ceiling.
 */
export const BUDGET_BYTES = 120 * 1024;

/**
 * What a first visit straight to any other screen may load before it is interactive: the entry,
 * the app, the screen's route chunk and their static imports. Lazy parts (maplibre on the screens
 * with a map, the photo tools, Firebase) are not counted: they load after the screen runs.
 */
export const SCREEN_BUDGET_BYTES = 150 * 1024;

/**
 * The pages that are only text (the privacy policy, the terms, the not-found page) load the app
 * and their own words, none of the chunks the screens share: below the landing's budget. Each
 * loaded about 13 KB more for an icon or two until 2026-11-27 (scripts/vite-screen-chunks.ts),
 * the first two every text page's wording too.
 */
export const TEXT_PAGE_BUDGET_BYTES = 115 * 1024;
export const TEXT_PAGE_ROUTES = [
  "src/routes/legal/privacy-page.tsx",
  "src/routes/legal/terms-page.tsx",
  "src/routes/not-found/not-found-page.tsx",
];

/**
 * Screens over SCREEN_BUDGET_BYTES, each held at its size (rounded up) so it cannot grow while it
 * waits for its cut (docs/performance.md, "Every screen"). Empty since 2026-11-26: every screen
 * fits the budget. A screen that grows past it needs a cut, not an entry here.
 */
export const SCREENS_OVER_BUDGET_KB: Record<string, number> = {};

/** Every screen's route chunk in the manifest (its key is the page module's path). */
export function screenRoutes(clientDir = CLIENT_DIR): string[] {
  const manifest = readManifest(clientDir);
  return Object.keys(manifest)
    .filter((key) => /^src\/routes\/.+-page\.tsx$/.test(key) && key !== LANDING_ROUTE)
    .sort();
}

/**
 * How many JS files the landing and a house page load up front. Each is a request a phone's main
 * thread sends while it parses the file importing it (2-3 ms apiece); scripts/vite-screen-chunks.ts
 * brought them from 32 and 55 down to 7 and 10. A module that escapes the groups (say, behind a
 * new lazy import) shows up here.
 */
export const MAX_FILES = { landing: 8, house: 11 };

/**
 * Shared chunks are named after one of their modules, so a library hidden inside a chunk called
 * "schemas" is found by text every build keeps (strings the minifier cannot rename).
 */
/** Text only maplibre-gl's chunk holds; screens with a map load it after they show. */
export const MAPLIBRE_MARKER = "maplibre_preloaded_worker_pool";

export const HEAVY_MARKERS: Record<string, string> = {
  "maplibre-gl": MAPLIBRE_MARKER,
  "heic-to": "libheif",
  "browser-image-compression": "getExifOrientation",
  "tus-js-client": "Tus-Resumable",
  "@firebase/auth": "identitytoolkit",
  "@firebase/app-check": "exchangeRecaptchaEnterpriseToken",
  zod: "$ZodType",
  // The printed tour's QR codes (src/components/tour/tour-print-sheet.tsx, a lazy chunk).
  uqr: "String contains unencodable characters in alphanumeric mode",
};

/**
 * What the app's own chunk (every page loads it, text pages included) must not hold, by text every
 * build keeps: Radix Slot, which a Button drawing a link needs and the page's frame does not
 * (src/components/ui/plain-button.tsx, decision 403).
 */
export const APP_LEFT_OUT: Record<string, string> = {
  "@radix-ui/react-slot": "Slottable",
};

/** The libraries of APP_LEFT_OUT found in the app's chunk. */
export function appCarries(clientDir = CLIENT_DIR): string[] {
  const text = readFileSync(path.join(clientDir, lazyChunk(undefined, clientDir).file), "utf8");
  return Object.entries(APP_LEFT_OUT)
    .filter(([, marker]) => text.includes(marker))
    .map(([library]) => library);
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BudgetReport {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  heavy: { library: string; file: string }[];
}

export function measureLanding(clientDir = CLIENT_DIR): BudgetReport {
  return measureInitialLoad(LANDING_ROUTE, clientDir);
}

function readManifest(clientDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(clientManifestPath(clientDir), "utf8"));
}

/** The manifest keys of the entry and of the app it loads after the first paint. */
function entryAndApp(manifest: Record<string, ManifestChunk>) {
  const entryKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entryKeys.length !== 1) throw new Error(`expected one entry, found ${entryKeys.length}`);
  // The app (src/boot.tsx, in the chunk scripts/vite-screen-chunks.ts groups) is all the entry imports.
  const appKeys = manifest[entryKeys[0]!]!.dynamicImports ?? [];
  if (appKeys.length !== 1)
    throw new Error(`the entry loads ${appKeys.length} chunks, not the app`);
  return { entryKeys, appKeys };
}

/** The files of these chunks and of everything they import statically, in the order met. */
function staticImportFiles(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * A lazily loaded chunk's file and the files it imports statically (transitively): the app (no
 * route given) or a route chunk. What one lazy import makes the browser fetch.
 */
export function lazyChunk(route?: string, clientDir = CLIENT_DIR) {
  const manifest = readManifest(clientDir);
  const key = route ?? entryAndApp(manifest).appKeys[0]!;
  if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
  const [file, ...imports] = staticImportFiles(manifest, [key]);
  return { file: file!, imports };
}

/** The JS the entry and one route chunk load up front (their static imports), and what is heavy. */
export function measureInitialLoad(route: string, clientDir = CLIENT_DIR): BudgetReport {
  const manifest = readManifest(clientDir);
  const { entryKeys, appKeys } = entryAndApp(manifest);
  if (!manifest[route]) throw new Error(`${route} is not in the manifest`);
  // A screen reached through another lazy module (the admin area's routes) loads that one too.
  const importerOf = (key: string) => {
    const importers = Object.keys(manifest).filter((other) =>
      manifest[other]!.dynamicImports?.includes(key),
    );
    return importers.find((other) => appKeys.includes(other)) ?? importers[0];
  };
  const via: string[] = [];
  for (let key = importerOf(route); key && !appKeys.includes(key); key = importerOf(key)) {
    if (via.includes(key) || entryKeys.includes(key)) break;
    via.push(key);
  }
  const files = staticImportFiles(manifest, [...entryKeys, ...appKeys, ...via, route])
    .filter((file) => file.endsWith(".js"))
    .sort();
  const heavy: BudgetReport["heavy"] = [];
  const sized = files.map((file) => {
    const text = readFileSync(path.join(clientDir, file));
    for (const [library, marker] of Object.entries(HEAVY_MARKERS)) {
      if (text.includes(marker)) heavy.push({ library, file });
    }
    return { file, gzipBytes: gzipSync(text, { level: 9 }).length };
  });
  const totalGzipBytes = sized.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  return { files: sized, totalGzipBytes, heavy };
}

/**
 * The shared libraries' chunk carries V8's compile hint (vite.config.ts) as its first line: a
 * later minifier or banner that moved or dropped it would silently bring back main-thread
 * compiling on every cold load.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function librariesChunkHinted(report: BudgetReport, clientDir = CLIENT_DIR) {
  const libraries = report.files.find(({ file }) => /^assets\/react-[\w-]+\.js$/.test(file));
  if (!libraries) throw new Error("the landing loads no react-*.js chunk");
  return readFileSync(path.join(clientDir, libraries.file), "utf8").startsWith(COMPILE_HINT);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.main) {
  if (!existsSync(MANIFEST)) {
    console.error(`No build manifest at ${MANIFEST}: run \`npx vite build\` first.`);
    process.exit(1);
  }
  const report = measureLanding();
  for (const { file, gzipBytes } of report.files) console.log(`  ${kb(gzipBytes)}\t${file}`);
  console.log(
    `Landing initial JS: ${report.files.length} files, ${kb(report.totalGzipBytes)} gzip ` +
      `(budget ${kb(BUDGET_BYTES)}, ${MAX_FILES.landing} files)`,
  );
  for (const { library, file } of report.heavy) {
    console.error(`✘ ${library} is in ${file}, which the landing loads up front`);
  }
  const over = report.totalGzipBytes > BUDGET_BYTES;
  if (over) console.error(`✘ over budget by ${kb(report.totalGzipBytes - BUDGET_BYTES)}`);
  const tooManyFiles = report.files.length > MAX_FILES.landing;
  if (tooManyFiles) console.error(`✘ the landing loads more than ${MAX_FILES.landing} files`);
  const appLeftOut = appCarries();
  for (const library of appLeftOut) {
    console.error(`✘ ${library} is in the app's chunk, which every page loads (decision 403)`);
  }
  const hinted = librariesChunkHinted(report);
  if (!hinted) console.error(`✘ the react chunk does not start with "${COMPILE_HINT}"`);

  const house = measureInitialLoad(HOUSE_ROUTE);
  console.log(
    `House page initial JS: ${house.files.length} files, ${kb(house.totalGzipBytes)} gzip ` +
      `(at most ${MAX_FILES.house} files; no size budget; no heavy library)`,
  );
  const houseTooManyFiles = house.files.length > MAX_FILES.house;
  if (houseTooManyFiles) console.error(`✘ a house page loads more than ${MAX_FILES.house} files`);
  for (const { library, file } of house.heavy) {
    console.error(`✘ ${library} is in ${file}, which a house page loads up front`);
  }

  const sharedTour = measureInitialLoad(SHARED_TOUR_ROUTE);
  console.log(
    `Shared tour initial JS: ${sharedTour.files.length} files, ` +
      `${kb(sharedTour.totalGzipBytes)} gzip (no heavy library: the print sheet's QR library among them)`,
  );
  for (const { library, file } of sharedTour.heavy) {
    console.error(`✘ ${library} is in ${file}, which a shared tour loads up front`);
  }

  let screensFailed = false;
  console.log(
    `Every other screen's initial JS (budget ${kb(SCREEN_BUDGET_BYTES)}, ` +
      `${kb(TEXT_PAGE_BUDGET_BYTES)} for a text page):`,
  );
  for (const route of screenRoutes()) {
    const screen = measureInitialLoad(route);
    const held = SCREENS_OVER_BUDGET_KB[route];
    const textPage = TEXT_PAGE_ROUTES.includes(route);
    const ceiling = held ? held * 1024 : textPage ? TEXT_PAGE_BUDGET_BYTES : SCREEN_BUDGET_BYTES;
    const note = held
      ? ` (over the budget: held at ${held} KB)`
      : textPage
        ? ` (a text page: ${kb(TEXT_PAGE_BUDGET_BYTES)})`
        : "";
    console.log(`  ${kb(screen.totalGzipBytes)}\t${screen.files.length} files\t${route}${note}`);
    if (screen.totalGzipBytes > ceiling) {
      screensFailed = true;
      console.error(`✘ ${route} loads ${kb(screen.totalGzipBytes)}, over ${kb(ceiling)}`);
    }
  }
  const failed =
    screensFailed ||
    over ||
    tooManyFiles ||
    houseTooManyFiles ||
    !hinted ||
    appLeftOut.length > 0 ||
    report.heavy.length > 0 ||
    house.heavy.length > 0 ||
    sharedTour.heavy.length > 0;
  process.exit(failed ? 1 : 0);
}
