import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorFallbackProps } from './ErrorFallback';

interface ErrorBoundaryProps {
  fallback: ComponentType<ErrorFallbackProps>;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  errorInfo?: ErrorInfo;
  failed: boolean;
}

/**
 * The layouts' error boundary: a page that throws shows the fallback inside the shell (sidebar and menu
 * stay usable), and the fallback's retry clears the error. React offers error boundaries as classes only.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, errorInfo: ErrorInfo) {
    console.error(error);
    this.setState({ errorInfo });
  }

  reset = () => {
    this.setState({ error: null, errorInfo: undefined, failed: false });
  };

  render() {
    const { fallback: Fallback, children } = this.props;
    if (!this.state.failed) return children;
    return <Fallback error={this.state.error} errorInfo={this.state.errorInfo} resetErrorBoundary={this.reset} />;
  }
}
