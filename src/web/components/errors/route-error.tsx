import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorBox } from './error-box';

/**
 * The router's error element: an unexpected failure while rendering or loading a
 * page (for example a code chunk that a new deployment replaced). Retrying reloads.
 */
export function RouteError() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && error.status === 404
      ? 'Pagina non trovata'
      : 'Si è verificato un errore imprevisto durante il caricamento della pagina.';
  return (
    <main className="mx-auto max-w-xl p-6">
      <title>Errore · Sportello</title>
      <h1 className="mb-4 text-2xl font-bold">Sportello</h1>
      <ErrorBox message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
