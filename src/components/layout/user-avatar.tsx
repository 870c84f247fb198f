import type { User } from "@contract/user";
import { avatarInitial } from "@/lib/auth";

/**
 * The user menu's trigger (src/components/layout/lazy-user-menu.tsx): the avatar's 36 px circle
 * with a mouse; on a touch screen (a coarse pointer) a 44 px target around the same circle, its
 * 4 px of room on each side taken back by a negative margin so the header does not move
 * (decision 356).
 */
export const USER_MENU_TRIGGER_CLASS =
  "flex size-9 cursor-pointer items-center justify-center rounded-full pointer-coarse:-m-1 pointer-coarse:size-11";

/** The user's photo, or the initial of their name or e-mail, in the round avatar. */
export function UserAvatar({ user }: { user: User }) {
  return (
    <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground ring-2 ring-white/20">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
      ) : (
        <span data-testid="avatar-initial">{avatarInitial(user)}</span>
      )}
    </span>
  );
}
