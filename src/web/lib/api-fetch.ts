import { isApiErrorBody } from '../../shared/api-error';

/** An /api call that failed: carries the server's Italian message and its code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: Record<string, string[]>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Impossibile contattare il server. Controlla la connessione e riprova.';

/** Used only when the server did not send the usual error body. */
function fallbackMessage(status: number): string {
  if (status === 401) return 'Sessione non attiva. Effettua il login.';
  if (status === 403) return 'Accesso negato';
  if (status === 404) return 'Risorsa non trovata';
  if (status === 429) return 'Troppi tentativi. Riprova tra qualche minuto.';
  if (status >= 500) return 'Errore del server. Riprova più tardi.';
  return 'Richiesta non valida';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData (files). */
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the same-origin API and returns the parsed JSON, or throws an ApiError. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined || multipart ? (body as FormData | undefined) : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  }

  const payload = await readJson(response);
  if (response.ok) return payload as T;
  if (isApiErrorBody(payload)) {
    const { code, message, details } = payload.error;
    throw new ApiError({
      status: response.status,
      code,
      message,
      fieldErrors: details?.fieldErrors,
    });
  }
  throw new ApiError({
    status: response.status,
    code: `http_${response.status}`,
    message: fallbackMessage(response.status),
  });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a person for any error thrown while talking to the API. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Si è verificato un errore imprevisto. Riprova.';
}
