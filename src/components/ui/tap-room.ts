/**
 * For a control drawn smaller than a thumb (a pill, a tab, a text link): on a touch screen (a
 * coarse pointer) a transparent `::after` 44 px tall, centred on it and as wide as it, takes its
 * taps; the control is drawn and laid out as with a mouse (decision 356). The control becomes
 * `relative` so that room lies over the text beside it, not under; its neighbours above and
 * below keep out of the room.
 */
export const COARSE_TAP_ROOM =
  "relative pointer-coarse:after:absolute pointer-coarse:after:inset-x-0 pointer-coarse:after:top-1/2 pointer-coarse:after:h-11 pointer-coarse:after:-translate-y-1/2";
