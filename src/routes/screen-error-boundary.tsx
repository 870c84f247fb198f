import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";
import { LoadError } from "@/components/ui/load-error";
import { isFailedDownload, reloadForFailedDownload } from "@/lib/failed-download";
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
 * failed to download reloads the page once (src/lib/failed-download.ts); any error clears when
 * the visitor goes to another path.
 */
class ScreenErrorBoundaryForPath extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, reloading: undefined };
  }

  componentDidCatch(error: unknown) {
    const reloading = isFailedDownload(error) && reloadForFailedDownload();
    if (!reloading) console.error("A screen failed", error);
    this.setState({ reloading });
  }

  componentDidUpdate(previous: Props) {
    if (previous.path !== this.props.path && this.state.error) this.setState({ error: null });
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
