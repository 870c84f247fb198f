import { SHELL_SITE_TEXTS } from "@contract/site-texts-shell";
import { Link } from "react-router";
import { SiteContentBlock } from "@/components/site-content/site-content-block";
import { PlainButton } from "@/components/ui/plain-button";
import { useAuth } from "@/lib/auth";
import { openAuthDialog } from "@/lib/auth-dialog";
import { useSiteText } from "@/lib/queries/site-content";
import { AppLogo } from "./app-logo";

/**
 * A 44 px tall target on a touch screen (a coarse pointer: 20 px of text and 12 px above and
 * below, the rows' gap taken up by it); the line of text with a mouse.
 */
const FOOTER_LINK = "pointer-coarse:py-3 hover:text-white";

export function Footer({ showSignIn = false }: { showSignIn?: boolean }) {
  const { isAuthenticated } = useAuth();
  const text = useSiteText("footer", SHELL_SITE_TEXTS);
  return (
    <footer className="border-white/10 border-t bg-night pb-24 text-white/70 lg:pb-0">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-2">
          <div className="flex items-center gap-2 font-semibold text-white">
            <AppLogo className="size-6" /> LI Lights
          </div>
          <SiteContentBlock as="p" className="text-sm" {...text("footer.about.text")} />
        </div>
        <nav
          aria-label="Footer"
          className="flex flex-wrap gap-x-6 gap-y-2 pointer-coarse:gap-y-0 text-sm"
        >
          <Link className={FOOTER_LINK} to="/lights">
            Lights by Town
          </Link>
          <Link className={FOOTER_LINK} to="/privacy-policy">
            Privacy Policy
          </Link>
          <Link className={FOOTER_LINK} to="/terms-of-service">
            Terms of Service
          </Link>
          <Link className={FOOTER_LINK} to="/contact-us">
            Contact Us
          </Link>
        </nav>
        {showSignIn && !isAuthenticated && (
          <PlainButton variant="accent" size="sm" onClick={() => openAuthDialog("signin")}>
            Sign In
          </PlainButton>
        )}
      </div>
      {/* A div, not a p: an admin's copyright may hold a paragraph or a list (decision 409). */}
      <div className="border-white/10 border-t py-4 text-center text-xs">
        <SiteContentBlock as="span" {...text("footer.copyright")} />
      </div>
    </footer>
  );
}
