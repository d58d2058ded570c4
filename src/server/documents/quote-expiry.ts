import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { EXPIRING_STATUSES } from '../../shared/quotes/quotes';

const expiring = sql.join(EXPIRING_STATUSES.map((s) => sql.lit(s)));

/**
 * A Bozza or Inviato quote whose expiry date is before today (Europe/Rome) reads as Scaduto: the
 * quotes' list, filter and detail and a customer's documents all ask this, so the status turns at
 * midnight with no job. `alias` is the quotes table's alias in the query. Kysely only.
 */
export function isQuoteExpired(today: string, alias = 'q'): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column('status')} in (${expiring}) and ${column('expiry_date')} is not null and ${column('expiry_date')} < ${today})`;
}

/** The status a quote reads as (its stored one, or Scaduto). */
export function quoteStatusAsRead(today: string, alias = 'q'): RawBuilder<string> {
  return sql<string>`case when ${isQuoteExpired(today, alias)} then 'Scaduto' else ${sql.ref(`${alias}.status`)} end`;
}
