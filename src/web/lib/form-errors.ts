import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from './api-fetch';

/**
 * Puts the server's per-field messages (error.details.fieldErrors) on the form's
 * fields and returns the message for the whole form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  if (isApiError(error)) {
    for (const field of fields) {
      const message = error.fieldErrors[field]?.[0];
      if (message) setError(field, { type: 'server', message });
    }
  }
  return errorMessage(error);
}

export const PASSWORDS_DIFFER = 'Le password non coincidono';
