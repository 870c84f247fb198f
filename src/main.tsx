// First: settings other modules read when they load.
import "./lib/strict-csp";
// In the entry, so the build writes it into the HTML (scripts/vite-inline-stylesheet.ts).
import "./styles.css";
import { holdTaps } from "./lib/held-taps";

/**
 * The server's HTML is the first screen (the prerendered landing and public pages, a house page's
 * first paint). The app is about 300 KB of JavaScript to compile and run, which would hold that
 * screen back on a slow phone if it ran before the first frame, so it loads after it: after the
 * next animation frame, or at once in a hidden tab, which paints nothing until it is shown. Taps on
 * a prerendered page in between are held and replayed once the app listens.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === "hidden") run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

const root = document.getElementById("root")!;
const replayTaps = root.dataset.prerenderedPath ? holdTaps(root) : () => {};
afterFirstPaint(() => void import("./boot").then(({ boot }) => boot(replayTaps)));
