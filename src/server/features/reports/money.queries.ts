import { type Kysely, sql } from 'kysely';
import { signedPaymentCents } from '../../db/payment-sums';
import { romeMonthOf } from '../../db/report-facts-sql';
import type { DB } from '../../db/schema';
import { quoteStatusAsRead } from '../../documents/quote-expiry';
import type { ReportFilter } from './report-filter';

/** The money report's SQL: issued invoices, payments, quotes as read today, work-log days. */
type Db = Kysely<DB>;
type Sum = number | string | null;

/** Issued invoices per month from `from`: taxable and VAT, credit notes taken away. */
export function selectInvoiceMonths(db: Db, from: string, to: string) {
  const signed = (column: 'taxable_cents' | 'vat_cents') =>
    sql<Sum>`sum(case when kind = 'TD04' then -${sql.ref(column)} else ${sql.ref(column)} end)`;
  return db
    .selectFrom('invoices')
    .where('status', '=', 'emessa')
    .where('issue_date', '>=', from)
    .where('issue_date', '<=', to)
    .select([
      sql<string>`substr(issue_date, 1, 7)`.as('month'),
      signed('taxable_cents').as('taxable'),
      signed('vat_cents').as('vat'),
    ])
    .groupBy(sql`substr(issue_date, 1, 7)`)
    .execute();
}

/** Payments in (refunds out) per Rome month and method between two instants. */
export function selectPaymentMonths(
  db: Db,
  postgres: boolean,
  range: { from: string; to: string; userId?: string },
) {
  const month = sql.raw<string>(romeMonthOf(postgres, 'paid_at'));
  return db
    .selectFrom('payments')
    .where('paid_at', '>=', range.from)
    .where('paid_at', '<', range.to)
    .$if(range.userId !== undefined, (q) => q.where('user_id', '=', range.userId ?? ''))
    .select([month.as('month'), 'method', sql<Sum>`sum(${signedPaymentCents()})`.as('net')])
    .groupBy([sql`1`, 'method'])
    .execute();
}

/** Quotes made in the range, by the status they read as today (Scaduto included). */
export function selectQuoteStatuses(db: Db, f: ReportFilter) {
  return db
    .selectFrom('quotes as q')
    .where('q.created_at', '>=', f.fromInstant)
    .where('q.created_at', '<', f.toInstant)
    .$if(f.technicianId !== undefined, (q) => q.where('q.user_id', '=', f.technicianId ?? ''))
    .select([
      quoteStatusAsRead(f.today).as('status'),
      sql<number | string>`count(*)`.as('quotes'),
      sql<Sum>`sum(q.total_cents)`.as('value'),
    ])
    .groupBy(sql`1`)
    .execute();
}

/** Work-log amounts per month and person, from the day summaries (work_log_days). */
export function selectWorkMonths(db: Db, f: ReportFilter) {
  return db
    .selectFrom('work_log_days as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .where('d.date', '>=', f.from)
    .where('d.date', '<=', f.to)
    .$if(f.technicianId !== undefined, (q) => q.where('d.user_id', '=', f.technicianId ?? ''))
    .select([
      sql<string>`substr(d.date, 1, 7)`.as('month'),
      'd.user_id',
      'u.name',
      sql<Sum>`sum(d.quantity)`.as('quantity'),
      sql<Sum>`sum(d.amount_cents)`.as('amount'),
    ])
    .groupBy([sql`substr(d.date, 1, 7)`, 'd.user_id', 'u.name'])
    .orderBy(sql`1`)
    .orderBy('u.name')
    .execute();
}
