/**
 * A signed-in visitor's first paint of "/" (decision 413). Signed in, the app shows the home screen
 * at "/" itself (src/routes/app-routes.tsx), not the landing: a browser with the signed-in hint
 * (contract/signed-in-hint.ts) gets the app's shell with a neutral skeleton of that screen in
 * #root, in the places and with the classes the app gives its parts (src/routes/home/home-page.tsx
 * and the parts it draws: the welcome header, the search bar, the filters, the results' tool bar
 * and placeholder cards, Top Rated This Season), instead of the landing's hero, counts and prompts.
 * Grey blocks of the parts' size, no text a visitor can read, no control, one pulse for the whole
 * screen; the lines of text are kept at their length as transparent text on a grey ground, so they
 * wrap as the app's do at every width. HTML and existing classes only, no script. The app holds
 * its main area while the session is restored (FIRST_PAINT_ATTRIBUTE, src/boot.tsx) and draws the
 * home over it, each part where its placeholder stood.
 */
import { FILTER_OPTIONS } from "@contract/features";
import { FIRST_PAINT_ATTRIBUTE } from "@contract/house-page-data";
import { HOME_SITE_TEXTS } from "@contract/site-texts-home";
import { appShell, pageFromAsset } from "./asset-page";
import { escapeHtml } from "./escape-html";
import { firstPaintHeaderHtml } from "./house-first-paint";
import { type PageTags, withPageTags } from "./page-tags";

/** The FIRST_PAINT_ATTRIBUTE value of the home's first paint. */
export const HOME_FIRST_PAINT = "home";

const HOME_TEXTS = new Map(HOME_SITE_TEXTS);

/**
 * A line of text as a grey bar of its length: the app's wording, unseen, on the grey ground line by
 * line (`box-decoration-clone`), in an element with the app's text classes.
 */
function textBar(text: string) {
  return `<span class="box-decoration-clone rounded-md bg-muted text-transparent">${escapeHtml(text)}</span>`;
}

function homeText(key: string) {
  return textBar(HOME_TEXTS.get(key) ?? "");
}

/**
 * A control as a grey block of its size: the app's box classes (`classes`), its icon's room and
 * its label, unseen. `iconAfter`: the icon follows the label (a select's chevron); `ground: false`
 * leaves the grey to the group around it (the view buttons).
 */
function controlBlock(
  label: string,
  classes: string,
  { iconAfter = false, ground = true }: { iconAfter?: boolean; ground?: boolean } = {},
) {
  const icon = `<span class="size-4 shrink-0"></span>`;
  const look = ground ? "border border-transparent bg-muted" : "";
  return [
    `<div class="flex shrink-0 items-center gap-2 whitespace-nowrap font-medium text-transparent ${look} ${classes}">`,
    iconAfter ? `${escapeHtml(label)}${icon}` : `${icon}${escapeHtml(label)}`,
    `</div>`,
  ].join("");
}

/** A house card's placeholder (src/components/house/house-card-skeleton.tsx), still. */
const CARD = [
  `<div class="flex flex-col gap-0 overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-soft [contain-intrinsic-size:auto_24rem] [content-visibility:auto]">`,
  `<div class="aspect-[4/3] w-full bg-muted"></div>`,
  `<div class="flex flex-1 flex-col gap-3 p-4">`,
  `<div class="h-5 w-3/4 rounded-lg bg-muted"></div>`,
  `<div class="h-4 w-1/2 rounded-lg bg-muted"></div>`,
  `<div class="h-4 w-1/3 rounded-lg bg-muted"></div>`,
  `<div class="flex gap-2"><div class="h-5 w-16 rounded-full bg-muted"></div><div class="h-5 w-20 rounded-full bg-muted"></div></div>`,
  `</div></div>`,
].join("");

/** `count` card placeholders in the cards' grid (house-card-skeleton.tsx, HouseGridSkeleton). */
function cardGrid(count: number, part: string) {
  return `<div data-home-skeleton="${part}" class="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${CARD.repeat(count)}</div>`;
}

/** The welcome line, the title and the subtitle (src/routes/home/welcome-header.tsx). */
const WELCOME = [
  `<div data-home-skeleton="welcome" class="space-y-2">`,
  // The visitor's name is the app's to know: a line of a usual greeting's length.
  `<p class="font-medium">${textBar("Welcome, neighbor!")}</p>`,
  `<p class="font-bold text-3xl tracking-tight md:text-4xl">${homeText("home.welcome.title")}</p>`,
  `<p class="max-w-3xl">${homeText("home.welcome.subtitle")}</p>`,
  `</div>`,
].join("");

/**
 * The search bar (src/routes/home/search-bar.tsx): the location box, Use My Location, the distance
 * and Search, each of its size, in the bar's own layout (one row from md, else three).
 */
const SEARCH_BAR = [
  `<div data-home-skeleton="search" class="flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-sm md:flex-row md:items-center">`,
  // Its height as a minimum: in the one column below md, a flex-1 block with no content has none.
  `<div class="min-h-11 flex-1 rounded-lg bg-muted"></div>`,
  `<div class="flex flex-wrap gap-2 md:flex-nowrap">`,
  controlBlock("Use My Location", "h-11 grow justify-center rounded-lg px-4 text-sm md:grow-0"),
  controlBlock(
    "Within 5 miles",
    "h-11 min-w-40 grow justify-between rounded-lg px-3 text-sm md:grow-0",
    {
      iconAfter: true,
    },
  ),
  controlBlock("Search", "h-11 basis-full justify-center rounded-lg px-5 text-sm md:basis-auto"),
  `</div></div>`,
].join("");

/** The filters beside the results from lg (src/components/search/feature-filters.tsx). */
const SIDEBAR = [
  `<div class="hidden w-60 shrink-0 lg:block"><div class="space-y-3 rounded-xl border bg-card p-4">`,
  `<p class="font-semibold">${textBar("Tonight")}</p>`,
  `<div class="h-5 w-28 rounded-md bg-muted"></div><div class="h-5 w-44 rounded-md bg-muted"></div>`,
  `<p class="font-semibold">${textBar("Display Features")}</p>`,
  `<div class="space-y-2">`,
  FILTER_OPTIONS.map(() => `<div class="h-5 w-36 rounded-md bg-muted"></div>`).join(""),
  `</div></div></div>`,
].join("");

/**
 * The results' tool bar (src/routes/home/home-page.tsx): the count line, then Filters (below lg),
 * the sort and the view buttons, wrapping as the app's do.
 */
const RESULTS_BAR = [
  `<div data-home-skeleton="results-bar" class="flex flex-wrap items-center justify-between gap-3">`,
  `<p class="text-sm">${textBar("Searching...")}</p>`,
  `<div class="flex flex-wrap items-center gap-2">`,
  controlBlock(
    "Filters",
    "h-10 justify-center rounded-lg px-4 text-sm pointer-coarse:min-h-11 lg:hidden",
  ),
  controlBlock(
    "Highest Rated",
    "h-10 min-w-44 justify-between rounded-lg px-3 text-sm pointer-coarse:min-h-11",
    {
      iconAfter: true,
    },
  ),
  `<div class="inline-flex rounded-lg border bg-muted p-0.5">`,
  ["Grid", "List", "Map"]
    .map((label) =>
      controlBlock(label, "h-8 justify-center px-3 text-xs pointer-coarse:min-h-11", {
        ground: false,
      }),
    )
    .join(""),
  `</div></div></div>`,
].join("");

/** Top Rated This Season under the search (src/routes/home/top-rated-section.tsx). */
const TOP_RATED = [
  `<div class="space-y-4"><div>`,
  `<p class="font-bold text-2xl">${homeText("home.topRated.title")}</p>`,
  `<p>${homeText("home.topRated.subtitle")}</p>`,
  `</div>`,
  cardGrid(3, "top-rated"),
  `</div>`,
].join("");

/**
 * The home screen's skeleton in the app's frame: the header bar (brand, a placeholder for the
 * account) and the main area, whose content the app keeps on screen until the home replaces it.
 */
export function homeFirstPaintHtml(): string {
  return [
    `<div ${FIRST_PAINT_ATTRIBUTE}="${HOME_FIRST_PAINT}" class="flex min-h-dvh flex-col bg-background text-foreground">`,
    firstPaintHeaderHtml(),
    `<main class="min-h-[calc(100dvh-4rem)] flex-1 pb-20 lg:pb-0">`,
    `<div aria-busy="true" class="mx-auto max-w-7xl select-none px-4 py-8">`,
    `<div aria-hidden="true" class="animate-pulse space-y-8">`,
    WELCOME,
    SEARCH_BAR,
    `<div class="flex gap-8">`,
    SIDEBAR,
    `<div class="min-w-0 flex-1 space-y-4">`,
    RESULTS_BAR,
    cardGrid(6, "results"),
    `</div></div>`,
    TOP_RATED,
    `</div></div></main></div>`,
  ].join("");
}

function sameTag(ifNoneMatch: string | null, tag: string) {
  const bare = (value: string) => value.trim().replace(/^W\//, "");
  return (ifNoneMatch ?? "").split(",").some((value) => bare(value) === bare(tag));
}

/**
 * "/" and "/home" for a browser with the signed-in hint: the shell with the home screen's skeleton,
 * what the app shows a signed-in visitor at both (decision 413), never the landing or a spinner. Its
 * ETag is the shell's, naming the view, so neither view's copy is ever taken for the other's (a
 * browser that kept the landing and has signed in since gets this page, and the reverse); both
 * answers say `Vary: Cookie`. Null when the assets have no shell page.
 */
export async function signedInHomePage(env: Env, request: Request, tags: PageTags) {
  const url = new URL(request.url);
  const shell = await appShell(env, url);
  if (!shell.ok || !(shell.headers.get("Content-Type") ?? "").includes("text/html")) {
    await shell.body?.cancel();
    return null;
  }
  const fileTag = shell.headers.get("ETag");
  const etag = fileTag ? `W/"${fileTag.replace(/^W\//, "").replaceAll('"', "")}-home"` : null;
  if (etag && sameTag(request.headers.get("If-None-Match"), etag)) {
    await shell.body?.cancel();
    const notModified = pageFromAsset(env, shell, new Response(null), { status: 304 });
    notModified.headers.set("ETag", etag);
    notModified.headers.append("Vary", "Cookie");
    return notModified;
  }
  const withSkeleton = new HTMLRewriter()
    .on("#root", {
      element(root) {
        root.setInnerContent(homeFirstPaintHtml(), { html: true });
      },
    })
    .transform(shell);
  const page = pageFromAsset(env, shell, withPageTags(withSkeleton, tags));
  if (etag) page.headers.set("ETag", etag);
  else page.headers.delete("ETag");
  page.headers.delete("Last-Modified");
  page.headers.append("Vary", "Cookie");
  return page;
}
