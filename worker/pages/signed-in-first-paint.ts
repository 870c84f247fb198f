/**
 * The prerendered pages (the landing, the text pages, the 404s: src/prerender.tsx) are the
 * signed-out view, with the header's Sign In and Get Started. A browser with the signed-in hint
 * (contract/signed-in-hint.ts) gets them with those two buttons turned into a neutral placeholder
 * of their size, the same grey the worker's own first paints stand where the app puts its account
 * buttons (house-first-paint.ts): a signed-in visitor never sees a Sign In before the app draws
 * their header, and nothing beside the placeholder moves when it does (decision 404). HTML and
 * existing classes only, no script.
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
