import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';

/** Supplier invoice lines imported before every code was kept hold their one code, untyped. */
let database: TestDatabase | undefined;
const ADDED = '202612130500-supplier-invoice-line-codes';
afterAll(() => database?.destroy());

describe(`migration ${ADDED}`, () => {
  it('gives a line its code as its only code, of no type, and a line without one none', async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    await migrateToLatest(db, migrationsBefore(ADDED));
    const now = sql.lit('2026-11-05T08:15:00.000Z');
    await sql`insert into suppliers (id, name, sort_name, search_text, created_at, updated_at)
      values ('s1', 'Ricambi Srl', 'ricambi srl', '', ${now}, ${now})`.execute(db);
    await sql`insert into supplier_invoices (id, supplier_id, number, date, document_type,
        self_invoice, currency, order_numbers, attachments, payments, file_key, file_name,
        source, created_at) values ('i1', 's1', '1', '2026-11-05', 'TD01',
        ${sql.lit(false)}, 'EUR', '[]', '[]', '[]', 'k', 'f.xml', 'upload', ${now})`.execute(db);
    const line = (n: number, code: string | null) =>
      sql`insert into supplier_invoice_lines (id, invoice_id, line_number, code, description,
          unit_price, total_cents, vat_rate) values (${`l${n}`}, 'i1', ${n}, ${code}, 'Riga',
          '1.00', 100, '22.00')`.execute(db);
    await line(1, 'A"1\\b');
    await line(2, null);

    await migrateToLatest(db, MIGRATIONS);

    const rows = await sql<{ id: string; codes: string }>`
      select id, codes from supplier_invoice_lines order by id`.execute(db);
    expect(rows.rows.map((r) => [r.id, JSON.parse(r.codes)])).toEqual([
      ['l1', [{ type: null, value: 'A"1\\b' }]],
      ['l2', []],
    ]);
  });
});
