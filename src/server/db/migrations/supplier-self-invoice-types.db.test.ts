import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';
import { toBool } from '../normalize';

/** Supplier invoices of type TD21 and TD29 imported before become self-invoices; others stay. */
let database: TestDatabase | undefined;
const ADDED = '202612130300-supplier-self-invoice-types';
afterAll(() => database?.destroy());

describe(`migration ${ADDED}`, () => {
  it('flags the TD21 and TD29 invoices already imported, and no other', async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db as unknown as Kysely<unknown>;
    await migrateToLatest(db, migrationsBefore(ADDED));
    const now = sql.lit('2026-11-05T08:15:00.000Z');
    await sql`insert into suppliers (id, name, sort_name, search_text, created_at, updated_at)
      values ('s1', 'Ricambi Srl', 'ricambi srl', '', ${now}, ${now})`.execute(db);
    for (const type of ['TD01', 'TD21', 'TD29'])
      await sql`insert into supplier_invoices (id, supplier_id, number, date, document_type,
          self_invoice, currency, order_numbers, attachments, payments, file_key, file_name,
          source, created_at) values (${type}, 's1', ${type}, '2026-11-05', ${type},
          ${sql.lit(false)}, 'EUR', '[]', '[]', '[]', 'k', 'f.xml', 'upload', ${now})`.execute(db);

    await migrateToLatest(db, MIGRATIONS);

    const rows = await sql<{ id: string; self_invoice: number | boolean }>`
      select id, self_invoice from supplier_invoices order by id`.execute(db);
    expect(rows.rows.map((r) => [r.id, toBool(r.self_invoice)])).toEqual([
      ['TD01', false],
      ['TD21', true],
      ['TD29', true],
    ]);
  });
});
