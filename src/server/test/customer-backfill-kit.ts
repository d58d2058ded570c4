import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Documents written straight to the tables, as they were before the register (the backfill's
 * test and benchmark): only the columns the database requires, and the customer fields.
 */
export interface DocumentCustomerFields {
  name: string | null;
  email: string | null;
  phone: string | null;
  at: string;
}

let counter = 0;
const next = () => String(++counter).padStart(6, '0');

export function ticketRow(id: string, c: DocumentCustomerFields, deleted = false) {
  return {
    id,
    ticket_number: `FM-2026-01-${next()}`,
    description: 'Schermo rotto',
    customer_name: c.name ?? '',
    customer_email: c.email ?? '',
    customer_phone: c.phone,
    device_type: 'iPhone',
    search_text: '',
    created_at: c.at,
    updated_at: c.at,
    deleted_at: deleted ? c.at : null,
  };
}

const totals = {
  margin_tenths: 300,
  taxable_cents: 0,
  vat_cents: 0,
  total_cents: 0,
  margin_cents: 0,
  search_text: '',
};

export function quoteRow(id: string, c: DocumentCustomerFields) {
  return {
    id,
    quote_number: `QT-2026-01-${next()}`,
    customer_name: c.name ?? '',
    customer_email: c.email,
    customer_phone: c.phone,
    status: 'Bozza' as const,
    expiry_key: '',
    ...totals,
    created_at: c.at,
    updated_at: c.at,
  };
}

export function buildRow(id: string, c: DocumentCustomerFields) {
  return {
    id,
    build_number: `PC-2026-01-${next()}`,
    title: 'PC',
    customer_name: c.name,
    customer_email: c.email,
    customer_phone: c.phone,
    status: 'Bozza' as const,
    ...totals,
    created_at: c.at,
    updated_at: c.at,
  };
}

/** The VAT column of quotes and builds before migration 202612110910, and after it. */
export const VAT_BEFORE: { vat_tenths: number } = { vat_tenths: 220 };
export const VAT_LATEST: { vat_hundredths: number } = { vat_hundredths: 2200 };

/** Writes the documents at the schema `vat` names (the backfill runs before the VAT move). */
export async function insertDocuments(
  db: Kysely<DB>,
  docs: {
    tickets?: ReturnType<typeof ticketRow>[];
    quotes?: ReturnType<typeof quoteRow>[];
    pc_builds?: ReturnType<typeof buildRow>[];
  },
  vat: typeof VAT_BEFORE | typeof VAT_LATEST = VAT_BEFORE,
) {
  if (docs.tickets?.length) await db.insertInto('tickets').values(docs.tickets).execute();
  const quotes = docs.quotes?.map((row) => ({ ...row, ...vat }));
  const builds = docs.pc_builds?.map((row) => ({ ...row, ...vat }));
  // `as never`: the row's VAT column is the one of the schema being written.
  if (quotes?.length)
    await db
      .insertInto('quotes')
      .values(quotes as never)
      .execute();
  if (builds?.length)
    await db
      .insertInto('pc_builds')
      .values(builds as never)
      .execute();
}
