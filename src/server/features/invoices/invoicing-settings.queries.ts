import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { InvoicingSettingsTable } from '../../db/tables/invoice-tables';

/** The shop's one row of invoicing data (the migration inserts it). */
export function selectInvoicingSettings(db: Kysely<DB> | Transaction<DB>) {
  return db
    .selectFrom('invoicing_settings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
}
export type InvoicingSettingsRow = Awaited<ReturnType<typeof selectInvoicingSettings>>;

export function updateInvoicingSettings(
  db: Kysely<DB> | Transaction<DB>,
  values: Updateable<InvoicingSettingsTable>,
) {
  return db.updateTable('invoicing_settings').set(values).where('id', '=', 1).execute();
}

/**
 * The year's next number, in the issuing transaction. The upsert locks the year's row until
 * commit, so concurrent issues queue here and each reads the number and date its predecessor
 * committed: no gap (a rolled-back issue gives its number back) and no number twice.
 */
export async function takeYearNumber(
  trx: Transaction<DB>,
  year: number,
  today: string,
): Promise<{ number: number; lastDate: string }> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ year, last_number: 1, last_date: today })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }),
    )
    .returning(['last_number', 'last_date'])
    .executeTakeFirstOrThrow();
  return { number: Number(row.last_number), lastDate: row.last_date };
}

export function setYearDate(trx: Transaction<DB>, year: number, date: string) {
  return trx
    .updateTable('invoice_counters')
    .set({ last_date: date })
    .where('year', '=', year)
    .execute();
}

/** The next XML file progressive, taken in the issuing transaction (after the year's lock). */
export async function takeFileProgressive(trx: Transaction<DB>): Promise<number> {
  const row = await trx
    .updateTable('invoicing_settings')
    .set({ next_file_progressive: sql`next_file_progressive + 1` })
    .where('id', '=', 1)
    .returning('next_file_progressive')
    .executeTakeFirstOrThrow();
  return Number(row.next_file_progressive) - 1;
}
