import { LogOutIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/lib/auth";
import { crossedEdge } from "@/lib/pointer-entered";
import { USER_MENU_TRIGGER_CLASS, UserAvatar } from "./user-avatar";

/**
 * Avatar dropdown; opens on hover as well as on click or keyboard. It loads when first about to
 * be used (lazy-user-menu.tsx): `startOpen` when that was a hover or a press, `focusTrigger` when
 * the placeholder had the focus.
 */
export function UserMenu({
  startOpen = false,
  focusTrigger = false,
}: {
  startOpen?: boolean;
  focusTrigger?: boolean;
}) {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Opened once mounted, not mounted open: Radix moves the focus into a menu as it opens (and
  // back to the trigger as it closes), which a menu mounted open would skip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the placeholder asked, at mount only.
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
    if (startOpen) setOpen(true);
  }, []);
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only adds to the trigger's own click and keyboard opening (it opens on hover too).
    <div
      // Over rather than enter, which React can lose (see crossedEdge); leave is React's, which
      // counts the menu's own layer, portalled out of this element, as inside it.
      onPointerOver={(event) => {
        if (event.pointerType === "mouse" && crossedEdge(event)) setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
    >
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger
          ref={trigger}
          aria-label="User menu"
          className={USER_MENU_TRIGGER_CLASS}
        >
          <UserAvatar user={user} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel>
            {fullName && <div className="font-medium">{fullName}</div>}
            <div className="truncate font-normal text-muted-foreground text-xs">{user.email}</div>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/my-reports">My reports</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/contact-us">Contact Us</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/privacy-policy">Privacy Policy</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/terms-of-service">Terms of Service</Link>
          </DropdownMenuItem>
          {user.isAdmin && (
            <DropdownMenuItem asChild>
              <Link to="/admin">Admin</Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOutIcon aria-hidden="true" /> Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
