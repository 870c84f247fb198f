import { focusWhenRemoved } from "./focus-when-removed";

/**
 * `focusWhenRemoved` (decision 332) for a control that goes with its item of a list (a favorite's Remove, a
 * tour's Delete, an admin's house row's Delete): the focus goes to the same control (by its place
 * among the item's buttons) of the item that takes the place of the one that went (the one
 * before, for the last), else to the page's heading, over the words of the emptied list (or to
 * `whenEmpty`'s control: a house page's own photos go to Add Photos, decision 407).
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
  focusWhenRemoved(control, () => {
    const now = list?.isConnected ? [...list.children] : [];
    const button = buttons(now[Math.min(index, now.length - 1)])[place];
    if (button) return button;
    if (whenEmpty) return whenEmpty();
    const heading = document.querySelector("h1");
    // Focusable from script only, as the headings the focus is sent to elsewhere.
    heading?.setAttribute("tabindex", "-1");
    return heading;
  });
}
