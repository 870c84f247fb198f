import { Component, type ErrorInfo, type ReactNode } from "react";
import { type LoadReason, tellPartFailure } from "@/lib/lazy-module";

type Props = {
  /**
   * How the part came to load, as for a LazyModule (src/lib/lazy-module.ts): "press" for one a
   * control opened (a toast tells of the failure), "in-place" for one that shows where it stands
   * (`fallback` tells).
   */
  reason: Exclude<LoadReason, "ahead">;
  /** What shows in the part's place once it failed: nothing unless given (PartLoadError, say). */
  fallback?: ReactNode;
  /** Run once the part failed (a map's status, say). */
  onError?(): void;
  children: ReactNode;
};

/**
 * Around a part of a screen that React.lazy loads: when its code cannot be had (a new build, a
 * dropped connection before the service worker keeps it) or it throws, the part alone gives way
 * to `fallback`. Without it the error climbs to the screen's boundary, which reloads the page or
 * puts the screen's error in its place, losing what the visitor typed (decisions 304 and 321).
 * A part loaded by a LazyModule (src/lib/lazy-module.ts) needs none: it never throws.
 */
export class PartErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Named by the message, which names the file that failed: a part opened and closed again
    // mounts a new boundary, and the log hears of it once per page all the same.
    const part = error instanceof Error ? error.message : String(error);
    tellPartFailure(part, error, this.props.reason, info.componentStack);
    this.props.onError?.();
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
