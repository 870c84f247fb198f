import { type PointerEvent, useRef, useState } from "react";
import { useAuth } from "@/lib/auth";
import { type LoadReason, lazyModule, useLazyModule } from "@/lib/lazy-module";
import { crossedEdge } from "@/lib/pointer-entered";
import { USER_MENU_TRIGGER_CLASS, UserAvatar } from "./user-avatar";

/** The dropdown (Radix Dropdown Menu with its layers and positioning, about 40 KB gzip). */
const userMenuModule = lazyModule(() => import("./user-menu"));

/**
 * The header's user menu, whose code loads when the person is about to use it: a pointer over the
 * avatar, focus or a press. Until then the avatar is a button that looks and reads like the
 * menu's closed trigger, so a signed-in page's first JavaScript carries no dropdown (it brought
 * the dialog and select chunks along: docs/performance-log.md, "What the budget check does not
 * count"). A hover or a press before the code arrives opens the menu as soon as it does; the
 * focus moves to the real trigger.
 */
export function LazyUserMenu() {
  const { user } = useAuth();
  const [menu, loadMenu] = useLazyModule(userMenuModule);
  const [openRequested, setOpenRequested] = useState(false);
  const hasFocus = useRef(false);
  const pointerOver = useRef(false);
  if (!user) return null;
  if (menu) {
    return (
      <menu.UserMenu
        startOpen={openRequested}
        focusTrigger={hasFocus.current}
        pointerOver={pointerOver.current}
      />
    );
  }

  // A hover that finds no code stays quiet (the pointer may be passing by); a click says so.
  const open = (reason: LoadReason) => {
    setOpenRequested(true);
    void loadMenu(reason);
  };
  // The menu opens on hover with a mouse, as the real one does; a touch opens it on its click.
  // Over and out rather than enter and leave: see crossedEdge.
  const onPointerOver = (event: PointerEvent<HTMLButtonElement>) => {
    if (!crossedEdge(event)) return;
    if (event.pointerType === "mouse") {
      pointerOver.current = true;
      open("ahead");
    } else void loadMenu();
  };
  const onPointerOut = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== "mouse" || !crossedEdge(event)) return;
    pointerOver.current = false;
    setOpenRequested(false);
  };
  return (
    <button
      type="button"
      aria-label="User menu"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={USER_MENU_TRIGGER_CLASS}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
      onFocus={() => {
        hasFocus.current = true;
        void loadMenu();
      }}
      onBlur={() => {
        hasFocus.current = false;
      }}
      onClick={() => open("press")}
    >
      <UserAvatar user={user} />
    </button>
  );
}
