/**
 * The prerendered pages (the landing, the text pages, the 404s: src/prerender.tsx) are the
 * signed-out view, with the header's Sign In and Get Started. A browser with the signed-in hint
 * (contract/signed-in-hint.ts) gets them with those two buttons turned into a neutral placeholder
 * of their size, the same grey the worker's own first paints stand where the app puts its account
 * buttons (house-first-paint.ts): a signed-in visitor never sees a Sign In before the app draws
 * their header, and nothing beside the placeholder moves when it does (decision 404). HTML and
 * existing classes only, no script. A 404 page's ways back in are the signed-in visitor's too
 * (decision 413).
 */
import { SIGNED_IN_HINT_COOKIE } from "@contract/signed-in-hint";

export function hasSignedInHint(cookieHeader: string | null | undefined) {
  return (cookieHeader ?? "")
    .split(";")
    .some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));
}

/** The signed-out header's account buttons' box (src/components/layout/header.tsx). */
const ACCOUNT_AREA = "header.sticky > div > div.ml-auto";

function addClasses(element: Element, classes: string) {
  element.setAttribute("class", `${element.getAttribute("class") ?? ""} ${classes}`.trim());
}

/**
 * `page` with the header's account buttons as a placeholder: kept in the page, unseen, unreachable
 * by a tap, the keyboard or a screen reader, on a grey ground. The page is no longer hydrated (the
 * app's first render, signed in or not, is not this HTML): its root loses the path it was rendered
 * for, and the app renders it anew (src/boot.tsx), as it does for a signed-in visitor anyway.
 */
export function withAccountPlaceholder(page: Response): Response {
  return new HTMLRewriter()
    .on("#root", {
      element(root) {
        root.removeAttribute("data-prerendered-path");
      },
    })
    .on(ACCOUNT_AREA, {
      element(area) {
        area.setAttribute("aria-hidden", "true");
        addClasses(area, "animate-pulse rounded-md bg-white/10");
      },
    })
    .on(`${ACCOUNT_AREA} > *`, {
      element(button) {
        addClasses(button, "invisible");
      },
    })
    .transform(page);
}

/**
 * The icons of the signed-in ways back in, as lucide-react draws HomeIcon and MapIcon in the app
 * (src/components/layout/ways-back-in.tsx); the browser tests check the first paint's links
 * against the app's.
 */
function lucideIcon(name: string, aliases: string, paths: string[]) {
  const classes = ["lucide", `lucide-${name}`, ...aliases.split(" ").filter(Boolean)].join(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${classes}" aria-hidden="true">${paths.map((d) => `<path d="${d}"></path>`).join("")}</svg>`;
}

const HOME_ICON = lucideIcon("house", "lucide-home", [
  "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8",
  "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
]);
const MAP_ICON = lucideIcon("map", "", [
  "M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0z",
  "M15 5.764v15",
  "M9 3.236v15",
]);

/**
 * The ways back in of a 404 page (WaysBackIn: Page Not Found, "House not found"), signed out ->
 * signed in, each link keeping its look: Browse by Town -> Find Lights (/home), Popular Tours ->
 * Open the Map (/map) (decision 394).
 */
const WAYS_BACK_IN = "main div.flex.flex-wrap.justify-center.gap-3";
const SIGNED_IN_WAYS: Record<string, { href: string; content: string }> = {
  "/lights": { href: "/home", content: `${HOME_ICON}Find Lights` },
  "/tours/popular": { href: "/map", content: `${MAP_ICON}Open the Map` },
};

/** Page Not Found's last sentence, for each view (src/routes/not-found/not-found-page.tsx). */
const SIGNED_OUT_LAST_SENTENCE =
  "Browse the displays town by town, or follow a tour neighbors planned.";
const SIGNED_IN_LAST_SENTENCE = "Find a display near you or browse every house on the map.";

/**
 * A 404 page as a signed-in visitor will see it once the app runs: the ways back in and Page Not
 * Found's last sentence that the app shows someone signed in (decision 413), where the prerendered
 * page has the signed-out ones. Links, so a tap before the app runs goes where the app's would.
 */
export function withSignedInWaysBackIn(page: Response): Response {
  let sentence = "";
  return new HTMLRewriter()
    .on(`${WAYS_BACK_IN} > a`, {
      element(link) {
        const way = SIGNED_IN_WAYS[link.getAttribute("href") ?? ""];
        if (!way) return;
        link.setAttribute("href", way.href);
        link.setInnerContent(way.content, { html: true });
      },
    })
    .on("main p.text-muted-foreground", {
      // The sentence is a text node of its own (React's `{" "}{...}`), which may come in chunks:
      // each is held back and the node written whole (as the page had it, HTML, unless it is
      // the signed-out sentence).
      text(chunk) {
        sentence += chunk.text;
        if (!chunk.lastInTextNode) {
          chunk.remove();
          return;
        }
        const whole = sentence === SIGNED_OUT_LAST_SENTENCE ? SIGNED_IN_LAST_SENTENCE : sentence;
        chunk.replace(whole, { html: true });
        sentence = "";
      },
    })
    .transform(page);
}
