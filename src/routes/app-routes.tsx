/**
 * The route tables (docs/product.md, Routes and roles). Every path pattern comes from
 * contract/screen-paths.ts, which the worker reads too: a path with no screen gets Page Not Found
 * here and status 404 from the worker. Every route matches with its letter case (`caseSensitive`),
 * as the worker's table does: "/HOME" is Page Not Found on both (decision 343). Signed out, the
 * signed-in screens show the landing page.
 * Screens load lazily so the landing bundle carries none of the heavy ones (maps, media tools).
 */

import { lowerCaseSlugPath, SCREEN_PATHS, SIGNED_IN_SCREENS } from "@contract/screen-paths";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue, useEffect } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth";
import { hasPersistedFirebaseUser } from "@/lib/firebase-loader";
import { holdsKeptSubmission } from "@/lib/kept-submission";
import { type PreloadableScreen, preloadableScreen, Screen } from "./preloadable-screen";

const LandingPage = lazy(() => import("./landing/landing-page"));
/** Loaded ahead while a remembered session is restored (useStartHomeWhileRestoring below). */
const homeScreen = preloadableScreen(() => import("./home/home-page"));
const HomePage = () => <Screen of={homeScreen} />;
/**
 * The house screen is loaded before the app's first render when the page's HTML carries a first
 * paint of it (src/boot.tsx), which the app's first commit replaces: a loading spinner must not
 * come in between.
 */
const houseScreen = preloadableScreen(() => import("./house/house-page"));
const HousePage = () => <Screen of={houseScreen} />;

/** Town pages arrive with a first paint too (the worker's list of links): same preload. */
const townsScreen = preloadableScreen(() => import("./towns/towns-page"));
const TownsPage = () => <Screen of={townsScreen} />;
const townScreen = preloadableScreen(() => import("./towns/town-page"));
const TownPage = () => <Screen of={townScreen} />;
/** Shared tours arrive with a first paint of the tour: same preload. */
const sharedTourScreen = preloadableScreen(() => import("./tours/shared-tour-page"));
const SharedTourPage = () => <Screen of={sharedTourScreen} />;
/** So does the popular tours list (worker/pages/popular-tours-page.ts). */
const popularToursScreen = preloadableScreen(() => import("./tours/popular-tours-page"));
const PopularToursPage = () => <Screen of={popularToursScreen} />;

const FIRST_PAINT_SCREENS: Record<string, PreloadableScreen> = {
  house: houseScreen,
  town: townScreen,
  towns: townsScreen,
  tour: sharedTourScreen,
  "popular-tours": popularToursScreen,
};

/**
 * Loads the screen of a page whose HTML comes with a first paint before the app renders: `kind`
 * is the first paint's FIRST_PAINT_ATTRIBUTE value (worker/pages/house-first-paint.ts,
 * town-page.ts, shared-tour-page.ts and popular-tours-page.ts), or a not-found page's
 * NOT_FOUND_ATTRIBUTE value (contract/not-found-pages.ts: "page" has no screen to load).
 */
export async function preloadFirstPaintScreen(kind: string | null): Promise<void> {
  await FIRST_PAINT_SCREENS[kind ?? ""]?.preload();
}

/** The other signed-in screens, one lazy module with their routes (signed-in-routes.tsx). */
const SignedInRoutes = lazy(() => import("./signed-in-routes"));
const PrivacyPage = lazy(() => import("./legal/privacy-page"));
const TermsPage = lazy(() => import("./legal/terms-page"));
const ContactPage = lazy(() => import("./legal/contact-page"));
const NotFoundPage = lazy(() => import("./not-found/not-found-page"));
const SubmitSignedOutPage = lazy(() => import("./submit/submit-signed-out-page"));

/**
 * /submit signed out: the landing, as for every signed-in screen, unless the tab keeps the form
 * of the account that was just signed out (decision 353), which the page then says.
 */
function SubmitSignedOut() {
  return holdsKeptSubmission() ? <SubmitSignedOutPage /> : <LandingPage />;
}

/**
 * The main area of a page's first paint (src/boot.tsx: a house's, a town's, a signed-in visitor's
 * home skeleton at "/") and the path it belongs to. While a signed-in visitor's session is
 * restored, and while that path's screen code still loads, that path keeps showing it instead of
 * a spinner: the photo and the title, or the home's placeholders, stay where they are until the
 * screen (with the visitor's own controls) replaces them (decision 413).
 */
let heldFirstPaint: { path: string; html: string } | null = null;

export function holdFirstPaint(path: string, html: string) {
  heldFirstPaint = { path, html };
}

function FirstPaintOrSpinner() {
  const { pathname } = useLocation();
  if (heldFirstPaint?.path !== pathname) return <PageSpinner />;
  // The worker's own markup, read back from the parsed page (so escaped again by the browser).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our first paint, serialized by the DOM.
  return <div data-first-paint-held="" dangerouslySetInnerHTML={{ __html: heldFirstPaint.html }} />;
}

/** A screen's wait: nothing shows for a wait too short to notice (decision 301). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] animate-appear-after-wait items-center justify-center">
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}

/** Open to everyone, signed in or not: each screen's path (contract/screen-paths.ts) and screen. */
const PUBLIC_SCREENS = [
  ["houseBySlugs", HousePage],
  ["houseById", HousePage],
  ["towns", TownsPage],
  ["town", TownPage],
  ["privacyPolicy", PrivacyPage],
  ["privacy", PrivacyPage],
  ["termsOfService", TermsPage],
  ["terms", TermsPage],
  ["contactUs", ContactPage],
  ["contact", ContactPage],
  ["sharedTour", SharedTourPage],
  ["popularTours", PopularToursPage],
] as const;

const publicRoutes = PUBLIC_SCREENS.map(([screen, Screen]) => (
  <Route caseSensitive key={screen} path={SCREEN_PATHS[screen]} element={<Screen />} />
));

/**
 * While a remembered session is restored (Firebase loads, then the app's user record), the home
 * screen's code and first answers load beside it instead of after it: signed in, "/" and "/home"
 * show that screen. If the session turns out to be gone, the landing shows and the answers stay
 * cached for the next sign-in.
 */
function useStartHomeWhileRestoring(isLoading: boolean) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const startsAtHome = isLoading && (pathname === "/" || pathname === "/home");
  useEffect(() => {
    if (!startsAtHome || !hasPersistedFirebaseUser()) return;
    // Ahead of the screen: a failed download shows when the screen itself asks for it.
    homeScreen.preload().catch(() => undefined);
    // Imported here, not at the top: the signed-out landing's JavaScript does not carry it.
    import("./home/home-prefetch")
      .then(({ prefetchHomeAnswers }) => prefetchHomeAnswers(queryClient))
      .catch(() => undefined);
  }, [startsAtHome, queryClient]);
}

export function AppRoutes() {
  const auth = useAuth();
  // The screen that replaces the spinner once the session is known renders in the background:
  // the answer that settles the session arrives as a query update, which React would render in
  // one uninterruptible task (the whole home screen, 20 ms on a fast machine); deferred, React
  // renders it in slices and a tap can come in between.
  const isLoading = useDeferredValue(auth.isLoading);
  const isAuthenticated = useDeferredValue(auth.isAuthenticated);
  useStartHomeWhileRestoring(isLoading);
  const location = useLocation();
  // A town's or street's slug written with capitals (an in-app link, or a page the service worker
  // answered offline) opens its page under its lower-case address, as the worker's 301 does
  // (decision 421).
  const lowerCase = lowerCaseSlugPath(location.pathname);
  if (lowerCase) {
    return (
      <Navigate
        replace
        to={{ pathname: lowerCase, search: location.search, hash: location.hash }}
        state={location.state}
      />
    );
  }
  if (isLoading) return <FirstPaintOrSpinner />;

  return (
    <Suspense fallback={<FirstPaintOrSpinner />}>
      {isAuthenticated ? (
        <Routes>
          <Route caseSensitive path={SCREEN_PATHS.landing} element={<HomePage />} />
          <Route caseSensitive path={SCREEN_PATHS.home} element={<HomePage />} />
          {publicRoutes}
          {/* Every other path, Page Not Found included. */}
          <Route path="*" element={<SignedInRoutes />} />
        </Routes>
      ) : (
        <Routes>
          {publicRoutes}
          <Route caseSensitive path={SCREEN_PATHS.landing} element={<LandingPage />} />
          {SIGNED_IN_SCREENS.map((screen) => (
            <Route
              caseSensitive
              key={screen}
              path={SCREEN_PATHS[screen]}
              element={screen === "submit" ? <SubmitSignedOut /> : <LandingPage />}
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </Suspense>
  );
}
