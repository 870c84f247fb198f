/**
 * Debian's chromium-headless-shell: the same Chromium build without the full browser's UI
 * layers (what Playwright itself runs for headless tests). It took 40 % less CPU than the full
 * `chromium` for the same specs (docs/performance-log.md); `--headed` or `--debug` need
 * CHROMIUM_PATH=/usr/bin/chromium.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
/** The Debian package that provides it. */
export const CHROMIUM_PACKAGE = "chromium-headless-shell";
