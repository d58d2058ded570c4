import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { $ZodError } from 'zod/v4/core';
import { type ApiErrorBody, fieldErrorsOf } from '../shared/api-error';

/** An error a person should read: status, stable code and an Italian message. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: ApiErrorBody['error']['details'],
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

export const badRequest = (message: string, details?: ApiErrorBody['error']['details']) =>
  new AppError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Sessione non attiva. Effettua il login.') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Accesso negato') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Risorsa non trovata') =>
  new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
/** A write that lost a race with another one (db-errors `isTransientConflict`). */
export const BUSY_MESSAGE =
  'Il database è occupato da un’altra operazione: riprova tra un istante.';

/** Every field error of a zod failure, under details.fieldErrors (ARCHITECTURE §5). */
export function validationError(error: $ZodError): AppError {
  const fieldErrors = fieldErrorsOf(error.issues);
  const first = error.issues[0]?.message ?? 'Dati non validi';
  return new AppError(400, 'validation_failed', first, { fieldErrors });
}
