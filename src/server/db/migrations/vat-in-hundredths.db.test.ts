import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRow, insertDocuments, quoteRow, VAT_BEFORE } from '../../test/customer-backfill-kit';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';

/** Quotes and PC builds move their VAT rate from tenths to hundredths, on both engines. */
let database: TestDatabase | undefined;
const ADDED = '202612110910-vat-in-hundredths';
afterAll(() => database?.destroy());

describe('migration 202612110910-vat-in-hundredths', () => {
  it('keeps every rate: 22 % is 2200 and 10,5 % is 1050 afterwards', async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db;
    await migrateToLatest(db as unknown as Kysely<unknown>, migrationsBefore(ADDED));
    const customer = { name: 'Anna Verdi', email: null, phone: null, at: '2026-12-01T09:00:00Z' };
    await insertDocuments(db, { quotes: [quoteRow('q22', customer)] }, VAT_BEFORE);
    await insertDocuments(db, { pc_builds: [buildRow('b105', customer)] }, { vat_tenths: 105 });

    await migrateToLatest(db as unknown as Kysely<unknown>, MIGRATIONS);
    const quote = await db.selectFrom('quotes').select('vat_hundredths').executeTakeFirstOrThrow();
    const build = await db
      .selectFrom('pc_builds')
      .select('vat_hundredths')
      .executeTakeFirstOrThrow();
    expect([quote.vat_hundredths, build.vat_hundredths].map(Number)).toEqual([2200, 1050]);
  });
});
