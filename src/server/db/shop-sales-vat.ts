import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * How the shop's own sales are taxed where nothing else says (a ticket's repair and parts): the
 * default rate of its invoices (Impostazioni → Fatturazione), and whether it is a forfettario
 * (RF19), whose sales bear no VAT at all. Read here, below both invoices (the row's owner) and
 * receipts (which the invoices' month export reads), so that a ticket's documento commerciale and
 * the same ticket's invoice never disagree on the rate.
 */
export async function shopSalesVat(db: Kysely<DB> | Transaction<DB>) {
  const row = await db
    .selectFrom('invoicing_settings')
    .select(['default_vat_hundredths', 'regime_fiscale'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    defaultHundredths: Number(row?.default_vat_hundredths ?? 2200),
    regime: row?.regime_fiscale ?? '',
  };
}
