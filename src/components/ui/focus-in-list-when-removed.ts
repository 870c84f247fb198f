import { focusWhenRemoved } from "./focus-when-removed";

/**
 * The page's heading takes the focus (focusable from script only, as the headings the focus is
 * sent to elsewhere): where it goes when nothing nearer is left, over the words of an emptied list.
 */
export function focusPageHeading() {
  const heading = focusableHeading(document.querySelector("h1"));
  heading?.focus();
  return heading;
}

/** `heading`, made focusable from script (tabindex -1) if it was not. */
export function focusableHeading(heading: HTMLElement | null) {
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading;
}

/** A control that can take the focus: on the page, not disabled. */
function usable(control: HTMLElement | null | undefined) {
  return control?.isConnected && !control.matches(":disabled") ? control : null;
}

/**
 * `focusWhenRemoved` (decision 332) for a control that goes with its item of a list (a favorite's Remove, a
 * tour's Delete, an admin's house row's Delete): the focus goes to the same control of the item
 * that takes the place of the one that went (the one before, for the last), else to the page's
 * heading, over the words of the emptied list (or to `whenEmpty`'s control: a house page's own
 * photos go to Add Photos, decision 407). The same control is the one with the same `data-action`
 * when the control has one (an admin's rows, whose buttons vary from row to row: decision 416),
 * else the one at the same place among the item's buttons; one that is disabled there gives way
 * to the item's first usable button.
 * `list` holds the items as its children; call it before the reload, while the item is there.
 * A module of its own: only the screens with such lists load it (decision 340).
 */
export function focusInListWhenRemoved(
  control: HTMLElement,
  list: Element | null,
  /** Where the focus goes once the list is empty, instead of the page's heading. */
  whenEmpty?: () => HTMLElement | null,
) {
  const buttons = (item: Element | undefined) => [
    ...(item?.querySelectorAll<HTMLElement>("button") ?? []),
  ];
  const items = [...(list?.children ?? [])];
  const index = items.findIndex((item) => item.contains(control));
  const place = buttons(items[index]).indexOf(control);
  const action = control.dataset.action;
  const sameControl = (item: Element | undefined) =>
    action
      ? item?.querySelector<HTMLElement>(`[data-action="${CSS.escape(action)}"]`)
      : buttons(item)[place];
  focusWhenRemoved(control, () => {
    const now = list?.isConnected ? [...list.children] : [];
    const item = now[Math.min(index, now.length - 1)];
    const button = usable(sameControl(item)) ?? buttons(item).find((each) => usable(each));
    if (button) return button;
    if (whenEmpty) return whenEmpty();
    return focusableHeading(document.querySelector("h1"));
  });
}
