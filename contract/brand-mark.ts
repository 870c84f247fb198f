/**
 * The LI Lights mark (a lit house on night blue), drawn in a 64 x 64 box. One drawing for every
 * place it appears: the app's header and footer (src/components/layout/app-logo.tsx), the worker's
 * first paints of the house and town pages (worker/pages/house-first-paint.ts) and the tab icon
 * (public/favicon.svg, checked against it by scripts/repo-tests/brand-mark.test.ts). Inline, not
 * an `<img>`: an SVG file in an `<img>` is a document of its own that the browser builds on the
 * main thread while the page loads (decision 290).
 */
export const BRAND_MARK_VIEW_BOX = "0 0 64 64";

/** The mark's shapes, the inside of its `<svg>` element. */
export const BRAND_MARK_SHAPES = [
  '<rect width="64" height="64" rx="14" fill="#0b1533"/>',
  '<path d="M12 34 32 16l20 18v18H12z" fill="#1c2a55"/>',
  '<path d="M10 34 32 14l22 20" fill="none" stroke="#f5b700" stroke-width="3" stroke-linecap="round"/>',
  '<g fill="#ff4d4d"><circle cx="17" cy="29" r="2.6"/><circle cx="32" cy="17" r="2.6"/></g>',
  '<g fill="#4ade80"><circle cx="24" cy="23" r="2.6"/><circle cx="47" cy="29" r="2.6"/></g>',
  '<circle cx="40" cy="23" r="2.6" fill="#60a5fa"/>',
  '<rect x="28" y="40" width="8" height="12" fill="#f5b700"/>',
].join("");

/** The mark inline in a page: decorative, since the link or text beside it names it. */
export function brandMarkSvg(className: string): string {
  return `<svg viewBox="${BRAND_MARK_VIEW_BOX}" aria-hidden="true" focusable="false" class="${className}">${BRAND_MARK_SHAPES}</svg>`;
}
