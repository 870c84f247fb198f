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
 * the placeholder had the focus, `pointerOver` when a mouse pointer was over the placeholder.
 */
export function UserMenu({
  startOpen = false,
  focusTrigger = false,
  pointerOver = false,
}: {
  startOpen?: boolean;
  focusTrigger?: boolean;
  pointerOver?: boolean;
}) {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const avatarAndMenu = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Whether the mouse pointer is over the avatar or its menu: only then does it going elsewhere
  // close the menu (a menu opened from the keyboard stays open as the mouse moves on the page).
  const pointerInside = useRef(pointerOver);
  // Opened once mounted, not mounted open: Radix moves the focus into a menu as it opens (and
  // back to the trigger as it closes), which a menu mounted open would skip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the placeholder asked, at mount only.
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
    if (startOpen) setOpen(true);
  }, []);
  // The menu closes as the pointer goes over anything outside the avatar and its menu. Not on
  // React's leave event: when the pointer leaves before the frame after this component replaced
  // the placeholder under it, Chromium sends the out event to the removed placeholder, and React
  // never sees a leave. The over event always reaches where the pointer went.
  useEffect(() => {
    if (!open) return;
    const closeWhenElsewhere = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || !pointerInside.current) return;
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (avatarAndMenu.current?.contains(target) || menu.current?.contains(target)) return;
      pointerInside.current = false;
      setOpen(false);
    };
    document.addEventListener("pointerover", closeWhenElsewhere);
    return () => document.removeEventListener("pointerover", closeWhenElsewhere);
  }, [open]);
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");

  return (
    <div
      ref={avatarAndMenu}
      // Over rather than enter, which React can lose (see crossedEdge). React passes the menu's
      // own events, portalled out of this element, through it as well.
      onPointerOver={(event) => {
        if (event.pointerType !== "mouse") return;
        pointerInside.current = true;
        if (crossedEdge(event)) setOpen(true);
      }}
    >
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger
          ref={trigger}
          aria-label="User menu"
          className={USER_MENU_TRIGGER_CLASS}
        >
          <UserAvatar user={user} />
        </DropdownMenuTrigger>
        <DropdownMenuContent ref={menu} align="end" className="w-60">
          <DropdownMenuLabel>
            {fullName && <div className="font-medium">{fullName}</div>}
            <div className="truncate font-normal text-muted-foreground text-xs">{user.email}</div>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/my-reports">My Reports</Link>
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
