import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown when the part's code could not be downloaded (offline for a moment); `retry` mounts it again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failed download of a lazily loaded part (a chart, an activity's details) inside the part's box: without it
 * the error would reach the route and replace the whole page around it.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
