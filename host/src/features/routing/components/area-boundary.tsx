import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { PageSpinner } from './page-spinner';
import { UnavailablePanel } from './unavailable-panel';

interface Props {
  /** Which remote the area belongs to (for the panel and the log). */
  remote: string;
  /** Clears whatever failed (the page's lazy import, the remote in the runtime) before rendering again. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Isolates one area: a failing chunk or a page that throws shows the "unavailable" panel
 * in place of the page, and nothing above it (layout, sidebar) is affected.
 */
export class AreaBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[area ${this.props.remote}] failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <UnavailablePanel remote={this.props.remote} onRetry={this.retry} />;
    return <Suspense fallback={<PageSpinner />}>{this.props.children}</Suspense>;
  }
}
