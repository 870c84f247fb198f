import { BRAND_MARK_SHAPES, BRAND_MARK_VIEW_BOX } from "@contract/brand-mark";

/**
 * The LI Lights mark, inline (decision 290). Its shapes are one constant of our own, shared with
 * the worker's first paints and the tab icon (contract/brand-mark.ts), never user input.
 */
export function AppLogo({ className }: { className?: string }) {
  return (
    <svg
      viewBox={BRAND_MARK_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant drawing of our own.
      dangerouslySetInnerHTML={{ __html: BRAND_MARK_SHAPES }}
    />
  );
}
