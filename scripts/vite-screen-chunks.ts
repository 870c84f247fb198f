/**
 * Puts the modules the first screens run into a few chunks. Left to the automatic split, the app
 * and the landing came as 32 files of 0.1 to 3 KB, a house page or the home as 55 (a shared chunk
 * for each set of screens that use a module: a button, an icon, a query); on a phone each file is
 * a request the main thread sends while it parses the file that imports it, 2-3 ms apiece, and
 * its own compression (docs/performance-log.md, "Fewer files").
 *
 * Chunks (named in this order: a module goes to the first that names it):
 * - "app": the static import graph of the app (src/boot.tsx), which every page runs, and the icons
 *   of a screen that takes nothing else from the chunks below (the text pages' back arrow).
 * - "landing-screen": the landing's graph beyond the app that other screens use too (cards,
 *   search inputs, icons); a house page and the home use most of it. What only the landing uses
 *   (its wording) stays in its route chunk.
 * - "app-later": the lazy parts every page loads once the app runs: the toaster, and what the
 *   sign-in dialog is built of (Radix Dialog and Tabs, inputs), with the first screens' dialogs
 *   and sheets; only what no screen without a Radix dialog uses (a screen with one loads this
 *   chunk anyway; a label or checkbox the map uses goes to the shared chunks instead). The
 *   dialog's own module stays a chunk of its own: a restored session never loads it
 *   (docs/decisions/096-the-sign-in-dialog-s-code-loads-only-for-people.md).
 * - "select": the select menu (Radix Select and floating-ui, about 20 KB gzip), which the home's
 *   sorting and distance menus load when first used (src/components/search/lazy-select.tsx):
 *   only what no screen without a menu uses.
 * - "screen-controls": the controls the home or the house page shares with other screens that
 *   are built on a library (checkboxes, labels), with those libraries.
 * - "controls-browse": the part of "screen-controls" neither the submit form nor the house page
 *   uses (the map's status and frame, the lists' status blocks): those two, the heaviest first
 *   screen and the page people share, load "screen-controls" without it (decision 403).
 * - "screens": the rest of what the home or the house page shares with another screen (status
 *   blocks, the map's status, queries, tour helpers): app code only, so a direct first visit to
 *   favorites, the map or top houses loads this small chunk, not the home's or the house's.
 * - "house-cards": what only the screens that list house cards use (the card, the results' grid
 *   and map, the card's photo and badges): the house page, the forms and the planner load the
 *   two chunks above without it (decision 383).
 * - "screens-browse": the part of "screens" the submit form does not use (the sign-up banner, the
 *   tour, favorites and review actions, the house page's forms' helpers): the submit page, the
 *   heaviest first screen (its form library), loads "screens" without it (decision 399).
 * - "home-screen" and "house-screen": what only the home, or only the house page, imports.
 *
 * The query library's hooks that the app never calls (QUERY_HOOKS_LATER: the write and the
 * endless list) are left out of the libraries' chunk and of "app": the library's index, which
 * the app imports, re-exports them, so every graph above reaches them, yet only a screen runs
 * them. Each goes with the one module that calls it (decision 403).
 *
 * Their priority (CHUNKS) puts the shared chunks before app-later and select, so neither takes a
 * shared module along as an import of its own.
 *
 * Left out everywhere: what the page's entry loads before the first paint (src/main.tsx, kept
 * small on purpose), a screen's own folder (its route chunk holds it) and other modules something imports lazily (their own
 * chunk stays, so that import loads only them).
 */
import { readdirSync } from "node:fs";
import path from "node:path";

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const ROOT = path.resolve(import.meta.dirname, "..");
const fromRoot = (file: string) => path.join(ROOT, file);
const ENTRY = fromRoot("src/main.tsx");
const APP = fromRoot("src/boot.tsx");
const TOASTER = fromRoot("src/components/ui/toaster.tsx");
const SIGN_IN_DIALOG = fromRoot("src/components/auth/auth-dialog.tsx");
/** Firebase as a restored session loads it, and the visit watcher: every signed-in page. */
const FIREBASE_SESSION = fromRoot("src/lib/firebase-session.ts");
const PROXIMITY_WATCHER = fromRoot("src/lib/use-proximity-watcher.ts");
const LANDING = fromRoot("src/routes/landing/landing-page.tsx");
const HOME = fromRoot("src/routes/home/home-page.tsx");
const HOUSE = fromRoot("src/routes/house/house-page.tsx");
const SELECT = fromRoot("src/components/ui/select.tsx");
const HOUSE_CARD = fromRoot("src/components/house/house-card.tsx");
const HOUSE_MAP = fromRoot("src/components/map/house-map.tsx");
const SUBMIT = fromRoot("src/routes/submit/submit-page.tsx");
/** Radix Dialog (the sign-in dialog, sheets, confirm dialogs): focus trap, scroll lock, layers. */
const RADIX_DIALOG = fromRoot("node_modules/@radix-ui/react-dialog/dist/index.mjs");
/** The app's one caller of the query library's useMutation (decision 346). */
const MUTATION_HOOK = fromRoot("src/lib/use-single-flight-mutation.ts");
/**
 * The query library's hooks no first paint runs, with their observers: the libraries' chunk
 * (vite.config.ts) leaves them out, and the groups below put each with its caller.
 */
export const QUERY_HOOKS_LATER = {
  mutation:
    /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver)\.js$/,
  infinite:
    /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$/,
};
const queryHookLater = (id: string) =>
  QUERY_HOOKS_LATER.mutation.test(id) || QUERY_HOOKS_LATER.infinite.test(id);
const ROUTES = fromRoot("src/routes") + path.sep;
const ADMIN_SCREENS = path.join(ROUTES, "admin") + path.sep;
const LUCIDE_ICONS = path.join("lucide-react", "dist", "esm", "icons") + path.sep;
/** Every screen's page module (src/routes/<screen>/<name>-page.tsx), each a lazy route. */
const SCREEN_PAGES = readdirSync(ROUTES, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("-page.tsx"))
  .map((file) => path.join(ROUTES, file));
/** A screen's own folder (src/routes/<screen>/), not the router beside them. */
const inScreenFolder = (id: string) =>
  id.startsWith(ROUTES) && id.slice(ROUTES.length).includes(path.sep);

const CHUNKS = [
  "app",
  "landing-screen",
  "screen-controls",
  "controls-browse",
  "screens",
  "house-cards",
  "screens-browse",
  "app-later",
  "select",
  "home-screen",
  "house-screen",
] as const;
type Chunk = (typeof CHUNKS)[number];

function staticGraph(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The app's plain helpers: its own hooks and shared texts (src/lib/, contract/), not components. */
const HELPER_FOLDERS = [fromRoot("src/lib") + path.sep, fromRoot("contract") + path.sep];

/**
 * An icon, or a helper of the app's own that brings nothing the app does not already load
 * besides other such helpers: cheap enough for every page to carry.
 */
function smallHelper(graph: ModuleGraph, id: string, app: Set<string>): boolean {
  if (id.includes(LUCIDE_ICONS)) return true;
  if (!HELPER_FOLDERS.some((folder) => id.startsWith(folder))) return false;
  return [...staticGraph(graph, [id])].every(
    (dep) =>
      dep === id ||
      app.has(dep) ||
      dep.includes(LUCIDE_ICONS) ||
      HELPER_FOLDERS.some((folder) => dep.startsWith(folder)),
  );
}

function chunkNames(graph: ModuleGraph) {
  // A renamed screen would leave its group empty without a word: fail the build instead.
  for (const id of [
    ENTRY,
    APP,
    TOASTER,
    SIGN_IN_DIALOG,
    FIREBASE_SESSION,
    PROXIMITY_WATCHER,
    SELECT,
    RADIX_DIALOG,
    LANDING,
    HOME,
    HOUSE,
    HOUSE_CARD,
    HOUSE_MAP,
    SUBMIT,
    MUTATION_HOOK,
  ]) {
    if (!graph.getModuleInfo(id)) throw new Error(`vite-screen-chunks: ${id} is not in the build`);
  }
  const entry = staticGraph(graph, [ENTRY]);
  const lazyRoots = new Set([APP, TOASTER]);
  const groupable = (id: string) =>
    !entry.has(id) &&
    !inScreenFolder(id) &&
    (lazyRoots.has(id) || (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0);
  const names = new Map<string, Chunk>();
  const name = (chunk: Chunk, ids: Iterable<string>) => {
    for (const id of ids) {
      if (!names.has(id) && groupable(id) && !queryHookLater(id)) names.set(id, chunk);
    }
  };
  const app = staticGraph(graph, [APP]);
  const landing = staticGraph(graph, [LANDING]);
  const screens = SCREEN_PAGES.filter((page) => graph.getModuleInfo(page)).map((page) => ({
    page,
    modules: staticGraph(graph, [page]),
  }));
  const home = staticGraph(graph, [HOME]);
  const house = staticGraph(graph, [HOUSE]);
  const elsewhere = new Set<string>();
  for (const { page, modules } of screens) {
    if (page !== HOME && page !== HOUSE) for (const id of modules) elsewhere.add(id);
  }
  // The houses' map, which the map screen loads at once (decision 383): a helper it takes from
  // the home or the house page (the marker types, the schedule line) is shared, or the map
  // screen would load those screens' own chunks for it.
  for (const id of staticGraph(graph, [HOUSE_MAP])) elsewhere.add(id);

  // A module both first screens use, or one of them and any other screen, is shared; what it
  // imports is shared too, so taking its imports along moves no screen's own module.
  const shared = [...home, ...house].filter(
    (id) => elsewhere.has(id) || (home.has(id) && house.has(id)),
  );
  name("app", app);
  // A screen whose only part of the chunks below is an icon or two and a small helper of the
  // app's own (the text pages' back arrow and Go Back, the tab title every screen sets) gets
  // them from the app, a few hundred bytes of every page: from the shared chunks, they brought
  // those and the landing's chunk along, about 20 KB gzip.
  const sharedOrLanding = new Set([...shared, ...landing]);
  for (const { page, modules } of screens) {
    if (page === HOME || page === HOUSE || page === LANDING) continue;
    const borrowed = [...modules].filter((id) => sharedOrLanding.has(id) && !app.has(id));
    if (borrowed.length > 0 && borrowed.every((id) => smallHelper(graph, id, app))) {
      name("app", borrowed);
    }
  }
  // Only what another screen uses too: what the landing alone uses (its wording) stays in its
  // route chunk, and the screens that load this chunk do not carry it. The admin's content screen
  // lists every page's built-in wording (its defaults): sharing the landing's with it is no reason
  // for every screen to load it, so the admin's screens do not count here.
  const otherScreens = new Set(
    screens
      .filter(({ page }) => page !== LANDING && !page.startsWith(ADMIN_SCREENS))
      .flatMap(({ modules }) => [...modules]),
  );
  name(
    "landing-screen",
    [...landing].filter((id) => otherScreens.has(id)),
  );
  // The lazy parts every signed-in page loads at once (Firebase's session, the visit watcher):
  // what they share with the sign-in dialog or a first screen goes with the app. Taken along by
  // the dialog's or the house page's chunk, a few hundred bytes (Google's sign-in script loader,
  // the position options) made every signed-in page load that chunk too: app-later (Radix
  // Dialog, about 22 KB) with Firebase, the house page's own chunk with the watcher.
  const signedIn = staticGraph(graph, [FIREBASE_SESSION, PROXIMITY_WATCHER]);
  const takenAlong = staticGraph(graph, [SIGN_IN_DIALOG, HOME, HOUSE]);
  name(
    "app",
    [...signedIn].filter(
      (id) => takenAlong.has(id) && !id.includes(`${path.sep}node_modules${path.sep}`),
    ),
  );
  // An icon the dialogs or the select menu draw and a screen draws too (a check mark, a
  // chevron; imported one by one: scripts/vite-lucide-icons.ts) is shared, or that screen would
  // load the whole dialog or menu chunk for a few hundred bytes.
  const screenModules = new Set(screens.flatMap(({ modules }) => [...modules]));
  name(
    "screens",
    [...staticGraph(graph, [TOASTER, SIGN_IN_DIALOG, SELECT, RADIX_DIALOG])].filter(
      (id) => id.includes(LUCIDE_ICONS) && screenModules.has(id),
    ),
  );
  // What the toaster and the sign-in dialog are built of, and the first screens' dialogs and
  // sheets: only what no screen without a dialog uses. A screen with a dialog loads app-later
  // anyway; a checkbox or a label a screen without one uses goes to the shared chunks below.
  const withoutDialog = screens.filter(({ modules }) => !modules.has(RADIX_DIALOG));
  const dialogs = [...home, ...house].filter((id) =>
    graph.getModuleInfo(id)?.importedIds.includes(RADIX_DIALOG),
  );
  name(
    "app-later",
    [...staticGraph(graph, [TOASTER, SIGN_IN_DIALOG, ...dialogs])].filter(
      (id) => lazyRoots.has(id) || withoutDialog.every(({ modules }) => !modules.has(id)),
    ),
  );
  // The menu's own parts: not a module a screen without a select menu also uses (those are shared).
  const withoutSelect = screens.filter(({ modules }) => !modules.has(SELECT));
  name(
    "select",
    [...staticGraph(graph, [SELECT])].filter((id) =>
      withoutSelect.every(({ modules }) => !modules.has(id)),
    ),
  );
  // What only the screens that list house cards use (the card, the grid, the map of results):
  // a screen without cards (a form, the house page, the planner) loads the shared chunks below
  // without them. A module one of those screens uses stays below, so neither chunk pulls in the
  // other's modules.
  const houseMap = { page: HOUSE_MAP, modules: staticGraph(graph, [HOUSE_MAP]) };
  const withoutCards = [...screens, houseMap].filter(({ modules }) => !modules.has(HOUSE_CARD));
  name(
    "house-cards",
    shared.filter((id) => withoutCards.every(({ modules }) => !modules.has(id))),
  );
  const library = (id: string) => id.includes(`${path.sep}node_modules${path.sep}`);
  const usesLibrary = (id: string) =>
    [...staticGraph(graph, [id])].some(
      (dep) => !names.has(dep) && groupable(dep) && library(dep) && !queryHookLater(dep),
    );
  // The submit form's first download (at its 150 KB budget) leaves out what it never runs.
  const submit = staticGraph(graph, [SUBMIT]);
  // Neither does a house page's (the page people share): the controls neither of them runs (the
  // map's status and its lazy frame, the status blocks of lists) go to a chunk of their own.
  const controls = staticGraph(graph, shared.filter(usesLibrary));
  name(
    "controls-browse",
    [...controls].filter((id) => !submit.has(id) && !house.has(id)),
  );
  name("screen-controls", controls);
  name(
    "screens-browse",
    shared.filter((id) => !submit.has(id)),
  );
  name("screens", shared);
  name("home-screen", home);
  name("house-screen", house);
  // The query library's write hook goes with the app's one caller of it (the shared chunk every
  // screen with a write loads), the endless list with the home's results, its one user.
  const mutationChunk = names.get(MUTATION_HOOK);
  if (!mutationChunk) throw new Error("vite-screen-chunks: the mutation hook is in no chunk");
  for (const id of app) {
    if (QUERY_HOOKS_LATER.mutation.test(id)) names.set(id, mutationChunk);
    else if (QUERY_HOOKS_LATER.infinite.test(id)) names.set(id, "home-screen");
  }
  return names;
}

/**
 * `codeSplitting` groups for the chunks above, in that order of priority: a group takes its
 * modules' imports along, so a chunk listed later (the house's own) must not take an import of
 * both screens first. `priority` is the first group's; groups above it (the libraries' chunk)
 * keep the modules they take.
 */
export function screenChunkGroups(priority: number) {
  const namesPerBuild = new WeakMap<ModuleGraph, Map<string, Chunk>>();
  const chunkOf = (id: string, graph: ModuleGraph) => {
    let names = namesPerBuild.get(graph);
    if (!names) {
      names = chunkNames(graph);
      namesPerBuild.set(graph, names);
    }
    return names.get(id);
  };
  return CHUNKS.map((chunk, index) => ({
    name: (id: string, graph: ModuleGraph) => (chunkOf(id, graph) === chunk ? chunk : null),
    debugName: chunk,
    priority: priority - index,
  }));
}
