import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation } from "react-router";
import { LoadError } from "@/components/ui/load-error";
import { isFailedDownload, reloadForFailedDownload } from "@/lib/failed-download";
import { reportScreenError } from "@/lib/screen-error-report";
import { PageSpinner } from "./app-routes";

type Props = { children: ReactNode; path: string };
type State = {
  error: unknown;
  /** Whether the page is reloading for it; undefined until componentDidCatch has decided. */
  reloading?: boolean;
};

/**
 * A screen that fails shows what happened in the page's main area, under the header and the
 * navigation, instead of React taking the whole page down to a blank one. A screen whose code
 * failed to download reloads the page once (src/lib/failed-download.ts); an error it shows goes to
 * the worker's log (src/lib/screen-error-report.ts). Any error clears when the visitor goes to
 * another path.
 */
class ScreenErrorBoundaryForPath extends Component<Props, State> {
  state: State = { error: null };
  /**
   * Whether this error was dealt with (a reload started, or shown and reported): React can catch
   * more than one as the screen fails, and the second must neither report the reload's guard
   * as a failure nor report twice.
   */
  private handled = false;

  /** The first error's decision (reloading or not) stays for any that follow it. */
  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (this.handled) return;
    this.handled = true;
    const reloading = isFailedDownload(error) && reloadForFailedDownload();
    if (!reloading) {
      console.error("A screen failed", error);
      reportScreenError(error, info.componentStack);
    }
    this.setState({ reloading });
  }

  componentDidUpdate(previous: Props) {
    if (previous.path !== this.props.path && this.state.error) {
      this.handled = false;
      this.setState({ error: null, reloading: undefined });
    }
  }

  render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading !== false) return <PageSpinner />;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <LoadError {...screenErrorText(error)} onRetry={() => window.location.reload()} />
      </div>
    );
  }
}

function screenErrorText(error: unknown) {
  if (!isFailedDownload(error)) {
    return {
      title: "Something went wrong on this page.",
      description: "Try again, or go back to the page before.",
    };
  }
  if (!navigator.onLine) {
    return {
      title: "This page needs a connection",
      description: "Try again once you're back online.",
    };
  }
  return {
    title: "This page could not load.",
    description: "Check your connection and try again.",
  };
}

export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundaryForPath path={pathname}>{children}</ScreenErrorBoundaryForPath>;
}
