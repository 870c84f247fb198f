import { SHELL_SITE_TEXTS } from "@contract/site-texts-shell";
import { PlusIcon } from "lucide-react";
import { Link, NavLink } from "react-router";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { buttonVariants, PlainButton } from "@/components/ui/plain-button";
import { useAuth } from "@/lib/auth";
import { HEADER_SIGN_IN_ID, openAuthDialog } from "@/lib/auth-dialog";
import { cn } from "@/lib/cn";
import { useSiteText } from "@/lib/queries/site-content";
import { AppLogo } from "./app-logo";
import { LazyUserMenu } from "./lazy-user-menu";
import { HEADER_NAV } from "./nav-items";

/**
 * The brand name's box: two lines at most, then an ellipsis; a word wider than the room is broken.
 * A short name ("LI Lights") is one line, as before. The worker's first paints draw the same
 * (worker/pages/house-first-paint.ts).
 */
const BRAND_NAME_CLASSES = "line-clamp-2 wrap-break-word leading-tight";

export function Header() {
  const { isAuthenticated, isLoading } = useAuth();
  const text = useSiteText("header", SHELL_SITE_TEXTS);

  return (
    <header className="sticky top-0 z-40 border-white/10 border-b bg-night text-white">
      {/* Under 360 px the room around and the brand's text are smaller, so Sign In and Get
          Started leave the brand its one line (decision 341). */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 min-[360px]:gap-6 min-[360px]:px-4">
        {/* 44 px tall on a touch screen (a coarse pointer; decision 356). A long brand name
            (an admin's edit) takes the room the header's controls leave it: two lines at most,
            a word wider than that broken, the rest cut with an ellipsis; the link is named by
            all of it for a screen reader (decision 375). */}
        <Link
          to="/"
          className="flex min-w-0 pointer-coarse:min-h-11 items-center gap-2 font-bold text-base tracking-tight min-[360px]:text-lg"
        >
          <AppLogo className="size-8 shrink-0" />
          <SiteContentBlock
            as="span"
            className={BRAND_NAME_CLASSES}
            {...text("header.brand.name")}
          />
        </Link>
        {isAuthenticated ? (
          <>
            {/* The links, Submit House and the avatar take about 930 px on one line: from lg
                (1024 px) they are here; narrower, on a phone or a tablet held upright, the bottom
                navigation carries them (decision 374). */}
            <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
              {HEADER_NAV.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      // One line; 44 px tall on a touch screen (a tablet on its side, decision 356).
                      "flex pointer-coarse:min-h-11 items-center whitespace-nowrap rounded-md px-3 py-2 font-medium text-sm transition-colors hover:bg-white/10 hover:text-white",
                      isActive ? "bg-white/10 text-white" : "text-white/80",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              ))}
            </nav>
            <div className="ml-auto flex items-center gap-3">
              {/* A link with a button's look, as Button's asChild draws it, without Radix
                  Slot in every page's first download (decision 403). */}
              <Link
                to="/submit"
                data-slot="button"
                className={cn(buttonVariants({ variant: "accent", size: "sm" }), "max-lg:hidden")}
              >
                <PlusIcon aria-hidden="true" /> Submit House
              </Link>
              <LazyUserMenu />
            </div>
          </>
        ) : isLoading ? null : (
          // While a saved session is restored the visitor is neither: no Sign In to flash.
          <div className="ml-auto flex items-center gap-2">
            <PlainButton
              id={HEADER_SIGN_IN_ID}
              variant="onDark"
              size="sm"
              onClick={() => openAuthDialog("signin")}
            >
              Sign In
            </PlainButton>
            <PlainButton variant="accent" size="sm" onClick={() => openAuthDialog("signup")}>
              Get Started
            </PlainButton>
          </div>
        )}
      </div>
    </header>
  );
}
