import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { avatarInitial, useAuth } from "@/lib/auth";

/** Avatar dropdown; opens on hover as well as on click or keyboard. */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only adds to the trigger's own click and keyboard opening (it opens on hover too).
    <div onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger
          aria-label="User menu"
          className="flex size-9 cursor-pointer items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground ring-2 ring-white/20"
        >
          {user.profileImageUrl ? (
            <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
          ) : (
            <span data-testid="avatar-initial">{avatarInitial(user)}</span>
          )}
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
