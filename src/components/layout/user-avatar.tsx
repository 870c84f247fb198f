import type { User } from "@contract/user";
import { avatarInitial } from "@/lib/auth";

/** The user menu's trigger: the round avatar (src/components/layout/lazy-user-menu.tsx). */
export const USER_MENU_TRIGGER_CLASS =
  "flex size-9 cursor-pointer items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground ring-2 ring-white/20";

/** The user's photo, or the initial of their name or e-mail. */
export function UserAvatar({ user }: { user: User }) {
  return user.profileImageUrl ? (
    <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
  ) : (
    <span data-testid="avatar-initial">{avatarInitial(user)}</span>
  );
}
