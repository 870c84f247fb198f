import { NavLink } from "react-router";
import { useAuth } from "@/lib/auth";
import { openAuthDialog } from "@/lib/auth-dialog";
import { cn } from "@/lib/cn";
import { MOBILE_NAV } from "./nav-items";

const itemClass =
  "flex min-w-0 flex-1 flex-col items-center gap-1 px-1 py-2 text-center text-[11px] font-medium leading-tight transition-colors";

/**
 * Six tabs on phones and on tablets held upright: below lg (1024 px), where the header has no
 * room for its links (decision 374). Signed out (landing), every tab opens the sign-up tab.
 */
export function MobileNav() {
  const { isAuthenticated } = useAuth();
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-40 flex border-white/10 border-t bg-night pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      {MOBILE_NAV.map(({ to, label, icon: Icon }) =>
        isAuthenticated ? (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) => cn(itemClass, isActive ? "text-accent" : "text-white/70")}
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </NavLink>
        ) : (
          <button
            key={to}
            type="button"
            className={cn(itemClass, "text-white/70")}
            onClick={() => openAuthDialog("signup")}
          >
            <Icon className="size-5" aria-hidden="true" />
            {label}
          </button>
        ),
      )}
    </nav>
  );
}
