import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildRow,
  type DocumentCustomerFields,
  insertDocuments,
  quoteRow,
  ticketRow,
  VAT_LATEST,
} from '../../test/customer-backfill-kit';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { backfillCustomers } from '../customer-backfill';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';
import { toIso } from '../normalize';

/** The backfill of the register from the documents written before it, on both engines. */
let database: TestDatabase | undefined;
const ADDED = '202612030901-customers-backfill';
afterEach(() => database?.destroy());

const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T09:00:00.000Z`;
const doc = (name: string | null, email: string | null, phone: string | null, day: number) =>
  ({ name, email, phone, at: at(day) }) satisfies DocumentCustomerFields;

async function seed() {
  database = await createTestDatabase({ migrate: false });
  await migrateToLatest(database.db as unknown as Kysely<unknown>, migrationsBefore(ADDED));
  await insertDocuments(database.db, {
    tickets: [
      // Mario: one e-mail, then a phone on a quote; the newest name wins, the e-mail stays.
      ticketRow('t-mario-1', doc('Mario Rossi', 'Mario@Rossi.it', '+393331111111', 1)),
      ticketRow('t-mario-2', doc('Mario R.', 'mario@rossi.it', null, 2)),
      // Luca: phone on one quote, e-mail on another, both on this older ticket: one person.
      ticketRow('t-luca', doc('Luca Neri', 'luca@neri.it', '+393334444444', 3)),
      ticketRow('t-deleted', doc('Cestino', 'cestino@esempio.it', null, 4), true),
      ticketRow('t-other', doc('Sara Gialli', 'sara@gialli.it', '+393335555555', 5)),
    ],
    quotes: [
      quoteRow('q-mario', doc('Mario Rossi Nuovo', null, '+393331111111', 10)),
      quoteRow('q-luca-phone', doc('Luca', null, '+393334444444', 12)),
      quoteRow('q-luca-email', doc('L. Neri', 'LUCA@neri.it', null, 11)),
      quoteRow('q-name-only', doc('Solo Nome', null, null, 6)),
    ],
    pc_builds: [
      buildRow('b-nobody', doc(null, null, null, 7)),
      // An old row typed freely: the same national digits as Sara's number.
      buildRow('b-sara', doc(null, null, '333 5555555', 8)),
    ],
  });
  return database.db;
}

async function links(db: Kysely<import('../schema').DB>) {
  const rows = await Promise.all(
    (['tickets', 'quotes', 'pc_builds'] as const).map((table) =>
      db.selectFrom(table).select(['id', 'customer_id']).execute(),
    ),
  );
  return Object.fromEntries(rows.flat().map((r) => [r.id, r.customer_id]));
}

describe('migration 202612030901-customers-backfill', () => {
  it.each([1, 2, 5000])(
    'groups by phone or e-mail transitively, newest data first (batches of %i)',
    async (batchSize) => {
      const db = await seed();
      const progress: number[][] = [];
      const totals = await backfillCustomers(db as unknown as Kysely<unknown>, {
        batchSize,
        progress: (...counts) => progress.push(counts),
      });
      expect(totals).toEqual({ done: 10, linked: 9, customers: 4 });
      // Told after every batch, what the log says while it runs.
      expect(progress).toHaveLength(Math.ceil(10 / batchSize));
      expect(progress.at(-1)).toEqual([10, 9, 4]);
      const linked = await links(db);
      expect(linked['t-deleted']).toBeNull();
      expect(linked['b-nobody']).toBeNull();
      expect(linked['t-mario-2']).toBe(linked['t-mario-1']);
      expect(linked['q-mario']).toBe(linked['t-mario-1']);
      expect(linked['q-luca-email']).toBe(linked['q-luca-phone']);
      expect(linked['t-luca']).toBe(linked['q-luca-phone']);
      expect(linked['b-sara']).toBe(linked['t-other']);
      expect(new Set(Object.values(linked).filter(Boolean)).size).toBe(4);

      const customers = await db
        .selectFrom('customers')
        .select([
          'id',
          'display_name',
          'last_name',
          'email',
          'phone',
          'phone_key',
          'email_key',
          'created_at',
          'last_activity_at',
          'search_text',
        ])
        .execute();
      const byId = new Map(customers.map((c) => [c.id, c]));
      const mario = byId.get(linked['q-mario'] ?? '');
      expect(mario).toMatchObject({
        display_name: 'Mario Rossi Nuovo',
        last_name: 'Mario Rossi Nuovo',
        email: 'mario@rossi.it',
        phone: '+393331111111',
        phone_key: '3331111111',
        email_key: 'mario@rossi.it',
      });
      expect(toIso(mario?.created_at)).toBe(at(1));
      expect(toIso(mario?.last_activity_at)).toBe(at(10));
      expect(mario?.search_text).toContain('3331111111');
      const luca = byId.get(linked['t-luca'] ?? '');
      expect(luca).toMatchObject({ display_name: 'Luca', email: 'luca@neri.it' });
      expect(toIso(luca?.created_at)).toBe(at(3));
      expect(byId.get(linked['q-name-only'] ?? '')?.display_name).toBe('Solo Nome');

      // The documents keep what they recorded.
      const ticket = await db
        .selectFrom('tickets')
        .select(['customer_name', 'customer_email', 'updated_at'])
        .where('id', '=', 't-mario-1')
        .executeTakeFirstOrThrow();
      expect({ ...ticket, updated_at: toIso(ticket.updated_at) }).toEqual({
        customer_name: 'Mario Rossi',
        customer_email: 'Mario@Rossi.it',
        updated_at: at(1),
      });
    },
  );

  it('runs as a migration, and a second run links nothing twice', async () => {
    const db = await seed();
    await migrateToLatest(db as unknown as Kysely<unknown>, MIGRATIONS);
    const first = await links(db);
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('customers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(4);
    // Read again: only the build that names nobody, still linked to no one.
    expect(await backfillCustomers(db as unknown as Kysely<unknown>)).toEqual({
      done: 1,
      linked: 0,
      customers: 0,
    });
    expect(await links(db)).toEqual(first);
    // A document written meanwhile without a link finds the customer the backfill made.
    await insertDocuments(
      db,
      { quotes: [quoteRow('q-late', doc('M.', 'mario@rossi.it', null, 20))] },
      VAT_LATEST,
    );
    expect(await backfillCustomers(db as unknown as Kysely<unknown>)).toEqual({
      done: 2,
      linked: 1,
      customers: 0,
    });
    expect((await links(db))['q-late']).toBe(first['t-mario-1']);
    expect(await count()).toBe(4);
  });
});
