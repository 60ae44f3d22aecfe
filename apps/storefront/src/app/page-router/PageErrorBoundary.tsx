// A page that throws while rendering shows the error page inside the frame (header and footer stay usable); the
// next page shown starts clean.
import { Component, type ReactNode } from "react";

interface Props {
  /** Changes with every page shown: a new page is rendered again rather than the old error. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  resetKey: string;
  failed: boolean;
  error?: unknown;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false, error: undefined };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
