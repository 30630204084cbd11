import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Shows a friendly message with a way home instead of a blank page when rendering fails. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Datewise could not show this page:', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="text-muted-foreground">
          This page ran into a problem and could not be shown. Your inputs are still in the address bar; reloading the
          page usually helps.
        </p>
        {/* A plain link, not the router's: it reloads the app from a clean state. */}
        <a href="/" className="font-medium text-primary underline underline-offset-4">
          Return to Home
        </a>
      </main>
    );
  }
}
