import { QueryClientProvider } from "@tanstack/react-query";
import {
  type ComponentType,
  lazy,
  memo,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from "react";
import { BrowserRouter } from "react-router";
import { LazyAuthDialog } from "@/components/auth/lazy-auth-dialog";
import { SignupPrompt } from "@/components/auth/signup-prompt";
import { LazyCopyLinkDialog } from "@/components/copy-link/lazy-copy-link-dialog";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { MobileNav } from "@/components/layout/mobile-nav";
import { OfflineBanner } from "@/components/layout/offline-banner";
import { RouteFocus } from "@/components/layout/route-focus";
import { ScrollManager } from "@/components/layout/scroll-manager";
import { afterPageSettles, usePageSettled } from "@/lib/after-page-settles";
import { AuthProvider, useAuth } from "@/lib/auth";
import { tellPartFailure } from "@/lib/lazy-module";
import { createQueryClient } from "@/lib/query-client";
import { hasPendingToast, useToast } from "@/lib/use-toast";
import { AppRoutes } from "@/routes/app-routes";
import { ScreenErrorBoundary } from "@/routes/screen-error-boundary";

/**
 * In place of a part below whose code could not be had (a dropped connection before the service
 * worker keeps it, a new build): nothing, told to the worker's log. Outside the screens' error
 * boundary, the failed import emptied the whole page (decision 321).
 */
function nothingInstead(error: unknown): { default: ComponentType } {
  tellPartFailure(error, error, "in-place");
  return { default: () => null };
}

// Toast primitives (with the dialog parts they share a chunk with) are not on any first screen:
// they load with the first toast, or once the page has settled (decision 289).
const Toaster = lazy(() =>
  import("@/components/ui/toaster").then((module) => ({ default: module.Toaster }), nothingInstead),
);
// Visits are recorded for signed-in people only: the watcher loads once someone is signed in and
// the page has settled (a visit is seconds long at the least; its code and first position check
// stay out of the screen's load).
const ProximityWatcher = lazy(() =>
  import("@/lib/use-proximity-watcher").then(
    (module) => ({ default: module.ProximityWatcher }),
    nothingInstead,
  ),
);

// The screens re-render for what they read themselves, not when the frame around them does (the
// toaster's mount below): every render of the routes hands their screen a new route context, and
// a context change reaching a part of a prerendered page still waiting to hydrate
// (src/components/layout/hydrate-when-near.tsx) makes React render that part anew in the background
// and discard it.
const Screens = memo(AppRoutes);

function SignedInProximityWatcher() {
  const { isAuthenticated } = useAuth();
  const settled = usePageSettled();
  return isAuthenticated && settled ? (
    <Suspense fallback={null}>
      <ProximityWatcher />
    </Suspense>
  ) : null;
}

/**
 * The toaster, once a toast is raised (one carried over from the page before included) or the
 * page has settled, so that a later first toast shows without waiting for its code. Its own
 * component: the toast store's changes re-render only this.
 */
function ToasterWhenNeeded() {
  const { toasts } = useToast();
  const [settled, setSettled] = useState(hasPendingToast);
  useEffect(() => afterPageSettles(() => startTransition(() => setSettled(true))), []);
  if (!settled && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

/**
 * Everything inside the router. The build prerenders the same tree for the landing and the public
 * pages (src/prerender.tsx), so the browser can hydrate their HTML.
 */
export function AppContent() {
  // The toaster mounts after the first render, never in prerendered HTML: a prerendered lazy
  // boundary waits for hydration and its toasts did not show. A transition: an urgent update
  // reaching the page's boundary while its lazy route still loads makes React drop the
  // prerendered page for the spinner and render it again (a layout shift); a transition waits.
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return (
    <>
      <ScrollManager />
      <RouteFocus />
      <AuthProvider>
        <div className="flex min-h-dvh flex-col bg-background text-foreground">
          <Header />
          <OfflineBanner />
          {/* At least a screen tall: the footer never shows, then jumps, while a screen loads. */}
          <main className="min-h-[calc(100dvh-4rem)] flex-1 pb-20 lg:pb-0">
            <ScreenErrorBoundary>
              <Screens />
            </ScreenErrorBoundary>
          </main>
          <Footer showSignIn />
          <MobileNav />
        </div>
        <LazyAuthDialog />
        <SignupPrompt />
        <LazyCopyLinkDialog />
        <SignedInProximityWatcher />
        {mounted && <ToasterWhenNeeded />}
      </AuthProvider>
    </>
  );
}
