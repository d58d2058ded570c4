import type { Context } from 'hono';
import { PUBLIC_FORM_MESSAGES } from '../../../shared/public-form-messages';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/context';
import { LIMIT_MESSAGES, type LimitVerdict, limitLookup } from './public-limits';

/** The seed's messages for the public pages and API (SPEC §8 "Public and print pages"). */
export const PUBLIC_MESSAGES = {
  invalidId: 'ID ticket non valido',
  notFound: TICKET_NOT_FOUND,
  loadFailed: 'Errore durante il caricamento dei dati',
  thankYouLoadFailed: 'Errore nel caricamento delle informazioni del ticket',
  thankYouNotFound: 'Impossibile caricare il ticket richiesto',
  termsRequired: PUBLIC_FORM_MESSAGES.termsRequired,
  termsChanged:
    'I termini e condizioni sono stati aggiornati mentre compilava il modulo: li rilegga e li accetti di nuovo.',
} as const;

/** Headers every answer carrying public ticket data gets: never cached, never indexed. */
export function noStore(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
}

/** The 429 of a public API call, with Retry-After in seconds. */
export function limitedJson(c: Context<AppEnv>, verdict: LimitVerdict) {
  c.header('Retry-After', String(verdict.retryAfter));
  const error = new AppError(429, 'rate_limited', LIMIT_MESSAGES[verdict.kind], {
    retry_after: verdict.retryAfter,
  });
  return c.json(error.toBody(), 429);
}

/**
 * The per-address lookup limit of a public call (the customer API, the setup status the login page
 * asks): its 429 when spent, else null.
 */
export async function refusedLookup(c: Context<AppEnv>): Promise<Response | null> {
  const { db, clock } = c.get('deps');
  const verdict = await limitLookup(db, c.get('clientIp'), clock());
  return verdict ? limitedJson(c, verdict) : null;
}
