/**
 * The LI Lights mark (the same drawing as /favicon.svg), inline: an <img> of an SVG file makes the
 * browser build a separate SVG document for it on the main thread while the page loads, on every
 * page, for the header's and footer's logo (decision 290).
 */
export function AppLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#0b1533" />
      <path d="M12 34 32 16l20 18v18H12z" fill="#1c2a55" />
      <path
        d="M10 34 32 14l22 20"
        fill="none"
        stroke="#f5b700"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <g fill="#ff4d4d">
        <circle cx="17" cy="29" r="2.6" />
        <circle cx="32" cy="17" r="2.6" />
      </g>
      <g fill="#4ade80">
        <circle cx="24" cy="23" r="2.6" />
        <circle cx="47" cy="29" r="2.6" />
      </g>
      <circle cx="40" cy="23" r="2.6" fill="#60a5fa" />
      <rect x="28" y="40" width="8" height="12" fill="#f5b700" />
    </svg>
  );
}
