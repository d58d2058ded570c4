import { Component, type ReactNode } from 'react';
import { ErrorBox } from './error-box';

interface RouteErrorBoundaryProps {
  /** Changes with the page: a failure on one page does not stick to the next. */
  resetKey: string;
  children: ReactNode;
}

/**
 * An unexpected failure while rendering or loading a page (for example a code chunk that a new
 * deployment replaced): a message and 'Riprova', which reloads.
 */
interface BoundaryState {
  failed: boolean;
  /** The page the state belongs to: another page starts without the failure. */
  key: string;
}

export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: BoundaryState) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto max-w-xl p-6">
        <title>Errore · Sportello</title>
        <h1 className="mb-4 text-2xl font-bold">Sportello</h1>
        <ErrorBox
          message="Si è verificato un errore imprevisto durante il caricamento della pagina."
          onRetry={() => window.location.reload()}
        />
      </main>
    );
  }
}
